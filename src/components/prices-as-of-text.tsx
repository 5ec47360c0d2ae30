import { PRICES_AS_OF_ATTRIBUTE } from '@lib/local-times';
import { formatSyncTime } from '@shared/site/format-sync-time';
import { pricesAsOfText } from '@shared/site/pwa-texts';
import './prices-as-of-text.css';

interface PricesAsOfTextProps {
  /** When the deals were last synced; nothing is shown before the first sync. */
  at: Date | null | undefined;
  /** Without a time yet, an empty line holds the place the text will take, so nothing below moves. */
  keepPlace?: boolean;
  /** Extra classes for placement; the base look comes from .prices-as-of. */
  className?: string;
}

/** 'Prices as of {time}': how fresh the prices on screen are. */
export function PricesAsOfText({ at, keepPlace = false, className }: PricesAsOfTextProps) {
  const classes = className ? `prices-as-of ${className}` : 'prices-as-of';
  if (!at) return keepPlace ? <p className={classes} /> : null;
  return (
    <p className={classes}>
      <time dateTime={at.toISOString()} {...{ [PRICES_AS_OF_ATTRIBUTE]: '' }}>
        {pricesAsOfText(formatSyncTime(at))}
      </time>
    </p>
  );
}
