// The deal page's "Price history": a summary in words, a chart of the last 90 days and the same prices as
// a table. On a page the server drew, from the history the page was drawn with (its answers), so the
// section arrives whole and reads without the app; then, and on pages the app draws itself, from the copy
// stored on this device (so it shows offline). Its days are written on UTC's clock by the server and by
// the app's first render of its page (the server cannot know the visitor's time zone, and the first render
// must draw the server's markup), on the visitor's own once the app has taken the page over. While no
// history is there yet, the part that waits for the device's database keeps the size of the history it
// waits for, so nothing below it moves.
import { useClockZone } from '@lib/use-clock-zone';
import type { Deal } from '@shared/deal/deal';
import { formatPrice } from '@shared/deal/deal-rules';
import type { PriceHistoryAnswer, PricePoint } from '@shared/price-history/price-history';
import { formatDay, summarizePriceHistory } from '@shared/price-history/price-history-summary';
import {
  NO_PRICE_HISTORY,
  PRICE_HIGHEST,
  PRICE_HISTORY_HEADING,
  PRICE_HISTORY_LOADING,
  PRICE_HISTORY_UNAVAILABLE,
  PRICE_LOWEST,
  PRICE_NOW,
  priceChartLabel,
  priceOnText,
  priceSinceText,
} from '@shared/price-history/price-history-texts';
import type { ClockZone } from '@shared/site/intl-formats';
import { type ReactNode, useId } from 'react';
import { PriceHistoryChart } from './price-history-chart';
import { PriceHistoryTable } from './price-history-table';
import { usePriceHistoryFetch } from './sync-price-history';
import './price-history.css';

interface HistoryShownProps {
  points: readonly PricePoint[];
  /** The moment the section counts from: the chart ends there, and a day of another year names its year. */
  now: Date;
  zone: ClockZone;
}

function HistoryShown({ points, now, zone }: HistoryShownProps) {
  const summary = summarizePriceHistory(points)!;
  const day = (at: Date) => formatDay(at, now, zone);
  const facts = [
    { label: PRICE_NOW, mark: summary.now, note: priceSinceText(day(new Date(summary.now.at))) },
    { label: PRICE_LOWEST, mark: summary.lowest, note: priceOnText(day(new Date(summary.lowest.at))) },
    { label: PRICE_HIGHEST, mark: summary.highest, note: priceOnText(day(new Date(summary.highest.at))) },
  ];
  return (
    <>
      <dl className="price-history__summary">
        {facts.map(({ label, mark, note }) => (
          <div key={label} className="price-history__fact">
            <dt>{label}</dt>
            <dd>
              <span className="price-history__amount">{formatPrice(mark.price)}</span>{' '}
              <span className="price-history__when">{note}</span>
            </dd>
          </div>
        ))}
      </dl>
      <PriceHistoryChart
        points={points}
        now={now.getTime()}
        formatDay={day}
        label={priceChartLabel(
          formatPrice(summary.lowest.price),
          formatPrice(summary.highest.price),
          formatPrice(summary.now.price),
        )}
      />
      <PriceHistoryTable points={points} formatDay={day} />
    </>
  );
}

interface PriceHistorySectionProps {
  deal: Deal;
  /**
   * The deal's history: the drawn page's, or the one stored on this device (undefined while the device's
   * database answers, null when it holds none).
   */
  history: PriceHistoryAnswer | null | undefined;
  /** The moment the screen counts from: the page's own on a page the server drew. */
  now: Date;
}

export function PriceHistorySection({ deal, history, now }: PriceHistorySectionProps) {
  const headingId = useId();
  const fetched = usePriceHistoryFetch(deal.id);
  const zone = useClockZone();
  const points = history?.points ?? [];
  let body: ReactNode;
  if (points.length > 0) {
    body = <HistoryShown points={points} now={now} zone={zone} />;
  } else if (history || !deal.priceTruth) {
    // The server sends each deal's price truth when it has seen its prices: without one there is no history.
    body = <p className="price-history__empty">{NO_PRICE_HISTORY}</p>;
  } else if (history === null && fetched === 'failed') {
    body = <p className="price-history__empty">{PRICE_HISTORY_UNAVAILABLE}</p>;
  } else {
    body = (
      <div className="price-history__waiting">
        <p role="status">{PRICE_HISTORY_LOADING}</p>
      </div>
    );
  }
  return (
    <section className="price-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-history__title">
        {PRICE_HISTORY_HEADING}
      </h2>
      {body}
    </section>
  );
}
