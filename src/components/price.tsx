import { formatPrice } from '@shared/deal-rules';
import { CURRENT_PRICE, ORIGINAL_PRICE } from '@shared/screen-texts';

interface PriceProps {
  original: number;
  current: number;
  size?: 'normal' | 'large';
}

/** The struck-through original price followed by the deal price; screen readers hear which is which. */
export function Price({ original, current, size = 'normal' }: PriceProps) {
  return (
    <p className={`price price--${size}`}>
      <span className="price__current">
        <span className="sr-only">{CURRENT_PRICE}: </span>
        {formatPrice(current)}
      </span>{' '}
      {original > current ? (
        <del className="price__original">
          <span className="sr-only">{ORIGINAL_PRICE}: </span>
          {formatPrice(original)}
        </del>
      ) : null}
    </p>
  );
}
