// The Clicks section's tables: deals (title linking to the deal's page) and stores, each with clicks, views
// and the click-through rate. Under 768 px each row becomes a card whose cells name their column.
import { paths } from '@config/paths';
import type { DealTotals, StoreTotals } from '@shared/console/admin-clicks';
import { CLICKS_TEXTS, formatRate } from '@shared/console/admin-clicks-texts';
import { Link } from 'react-router-dom';

const COLUMNS = CLICKS_TEXTS.columns;

function CountCells({ row }: { row: { clicks: number; views: number; ctr: number | null } }) {
  return (
    <>
      <td data-label={COLUMNS.clicks} className="admin-table__number">
        {row.clicks}
      </td>
      <td data-label={COLUMNS.views} className="admin-table__number">
        {row.views}
      </td>
      <td data-label={COLUMNS.ctr} className="admin-table__number">
        {formatRate(row.ctr)}
      </td>
    </>
  );
}

function CountHeads() {
  return (
    <>
      <th scope="col">{COLUMNS.clicks}</th>
      <th scope="col">{COLUMNS.views}</th>
      <th scope="col">{COLUMNS.ctr}</th>
    </>
  );
}

/** `labelledBy`: the id of the heading that names the table. */
export function DealTable({ labelledBy, deals }: { labelledBy: string; deals: DealTotals[] }) {
  return (
    <table className="admin-table clicks-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{COLUMNS.deal}</th>
          <th scope="col">{COLUMNS.store}</th>
          <CountHeads />
        </tr>
      </thead>
      <tbody>
        {deals.map((deal) => (
          <tr key={deal.dealId}>
            <td data-label={COLUMNS.deal}>
              <Link to={paths.deal(deal.dealId)}>{deal.title}</Link>
            </td>
            <td data-label={COLUMNS.store}>{deal.store || CLICKS_TEXTS.noStore}</td>
            <CountCells row={deal} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `labelledBy`: the id of the heading that names the table. */
export function StoreTable({ labelledBy, stores }: { labelledBy: string; stores: StoreTotals[] }) {
  return (
    <table className="admin-table clicks-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{COLUMNS.store}</th>
          <CountHeads />
        </tr>
      </thead>
      <tbody>
        {stores.map((store) => (
          <tr key={store.store}>
            <td data-label={COLUMNS.store}>{store.store || CLICKS_TEXTS.noStore}</td>
            <CountCells row={store} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
