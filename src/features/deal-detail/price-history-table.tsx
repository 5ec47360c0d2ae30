import { formatPrice } from '@shared/deal/deal-rules';
import type { PricePoint } from '@shared/price-history/price-history';
import {
  PRICE_TABLE_CAPTION,
  PRICE_TABLE_COLUMNS,
  SHOW_AS_TABLE,
} from '@shared/price-history/price-history-texts';

interface PriceHistoryTableProps {
  points: readonly PricePoint[];
  /** Names a day, as the summary and the chart do. */
  formatDay: (at: Date) => string;
}

/** The chart's prices as a table, newest first: the chart's alternative for screen readers and for anyone. */
export function PriceHistoryTable({ points, formatDay }: PriceHistoryTableProps) {
  // Opened by the browser before the app takes the page over: its open is the browser's (decision 0037).
  return (
    <details className="price-history__table" suppressHydrationWarning>
      <summary>{SHOW_AS_TABLE}</summary>
      <table className="price-table">
        <caption className="sr-only">{PRICE_TABLE_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">{PRICE_TABLE_COLUMNS.date}</th>
            <th scope="col">{PRICE_TABLE_COLUMNS.price}</th>
            <th scope="col">{PRICE_TABLE_COLUMNS.listPrice}</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((point) => (
            <tr key={`${point.at}-${point.price}-${point.listPrice}`}>
              <td>
                <time dateTime={point.at}>{formatDay(new Date(point.at))}</time>
              </td>
              <td>{formatPrice(point.price)}</td>
              <td>{formatPrice(point.listPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
