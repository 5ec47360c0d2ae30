// The deal page's "Price history": a summary in words, a chart of the last 90 days (its own chunk) and the
// same prices as a table, from the history stored on this device (so it shows offline). The server draws
// the section before any history is read, and so does the app's first render; the part that waits for the
// device's database keeps the size of the history it waits for, so nothing below it moves.
import type { PriceHistoryRow } from '@lib/db/database';
import { useNow } from '@lib/use-now';
import type { Deal } from '@shared/deal/deal';
import { formatPrice } from '@shared/deal/deal-rules';
import type { PricePoint } from '@shared/price-history/price-history';
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
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { PriceHistoryTable } from './price-history-table';
import { usePriceHistoryFetch } from './sync-price-history';
import './price-history.css';

const PriceHistoryChart = lazy(async () => ({
  default: (await import('./price-history-chart')).PriceHistoryChart,
}));

/** The chart's place while its code loads: the same size, empty. */
const chartPlace = <div className="price-chart price-chart--waiting" />;

function HistoryShown({ points }: { points: readonly PricePoint[] }) {
  const now = useNow();
  const summary = summarizePriceHistory(points)!;
  const day = (at: string) => formatDay(new Date(at), now);
  const facts = [
    { label: PRICE_NOW, mark: summary.now, note: priceSinceText(day(summary.now.at)) },
    { label: PRICE_LOWEST, mark: summary.lowest, note: priceOnText(day(summary.lowest.at)) },
    { label: PRICE_HIGHEST, mark: summary.highest, note: priceOnText(day(summary.highest.at)) },
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
      <Suspense fallback={chartPlace}>
        <PriceHistoryChart
          points={points}
          now={now.getTime()}
          label={priceChartLabel(
            formatPrice(summary.lowest.price),
            formatPrice(summary.highest.price),
            formatPrice(summary.now.price),
          )}
        />
      </Suspense>
      <PriceHistoryTable points={points} now={now} />
    </>
  );
}

interface PriceHistorySectionProps {
  deal: Deal;
  /** The deal's stored history: undefined while the device's database answers. */
  history: PriceHistoryRow | null | undefined;
}

export function PriceHistorySection({ deal, history }: PriceHistorySectionProps) {
  const headingId = useId();
  const fetched = usePriceHistoryFetch(deal.id);
  const points = history?.points ?? [];
  let body: ReactNode;
  if (points.length > 0) {
    body = <HistoryShown points={points} />;
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
