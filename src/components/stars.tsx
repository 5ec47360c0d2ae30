const MAX_STARS = 5;

interface StarsProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: 'small' | 'large';
}

/** A read-only star rating: one accessible label, decorative stars filled to the rating. */
export function Stars({ rating, size = 'small' }: StarsProps) {
  const clamped = Math.min(MAX_STARS, Math.max(0, rating));
  const label = `Rated ${Number.isInteger(clamped) ? clamped : clamped.toFixed(1)} out of ${MAX_STARS}`;
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        {'★'.repeat(MAX_STARS)}
      </span>
      <span className="stars__fill" aria-hidden="true" style={{ width: `${(clamped / MAX_STARS) * 100}%` }}>
        {'★'.repeat(MAX_STARS)}
      </span>
    </span>
  );
}
