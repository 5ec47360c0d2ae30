import { formatSyncTime } from '@shared/format-sync-time';
import { pricesAsOfText } from '@shared/pwa-texts';
import './prices-as-of-text.css';

interface PricesAsOfTextProps {
  /** When the deals were last synced; nothing is shown before the first sync. */
  at: Date | null | undefined;
  /** Extra classes for placement; the base look comes from .prices-as-of. */
  className?: string;
}

/** 'Prices as of {time}': how fresh the prices on screen are. */
export function PricesAsOfText({ at, className }: PricesAsOfTextProps) {
  if (!at) return null;
  return (
    <p className={className ? `prices-as-of ${className}` : 'prices-as-of'}>
      <time dateTime={at.toISOString()}>{pricesAsOfText(formatSyncTime(at))}</time>
    </p>
  );
}
