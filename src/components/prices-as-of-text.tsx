import { PRICES_AS_OF_ATTRIBUTE } from '@lib/local-times';
import { formatSyncTime } from '@shared/site/format-sync-time';
import type { ClockZone } from '@shared/site/intl-formats';
import { pricesAsOfText, utcTimeText } from '@shared/site/pwa-texts';
import './prices-as-of-text.css';

interface PricesAsOfTextProps {
  /** When the deals were last synced; nothing is shown before the first sync. */
  at: Date | null | undefined;
  /** Without a time yet, an empty line holds the place the text will take, so nothing below moves. */
  keepPlace?: boolean;
  /** The moment "today" is judged from (the time alone when `at` is on its day); the present by default. */
  now?: Date;
  /** Whose clock the time is written on: UTC's says so ('9:30 AM UTC'). This device's by default. */
  zone?: ClockZone;
  /** Extra classes for placement; the base look comes from .prices-as-of. */
  className?: string;
}

/** 'Prices as of {time}': how fresh the prices on screen are. */
export function PricesAsOfText({
  at,
  keepPlace = false,
  now,
  zone = 'local',
  className,
}: PricesAsOfTextProps) {
  const classes = className ? `prices-as-of ${className}` : 'prices-as-of';
  if (!at) return keepPlace ? <p className={classes} /> : null;
  const time = formatSyncTime(at, now, zone);
  return (
    <p className={classes}>
      <time dateTime={at.toISOString()} {...{ [PRICES_AS_OF_ATTRIBUTE]: '' }}>
        {pricesAsOfText(zone === 'utc' ? utcTimeText(time) : time)}
      </time>
    </p>
  );
}
