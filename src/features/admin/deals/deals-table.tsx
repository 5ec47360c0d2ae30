// The deals found, one row each (a card under 768 px: every cell names its column), with the row's actions:
// edit, expire (live deals only), and delete after a confirmation in the row itself.
import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import type { AdminDealRow } from '@shared/console/admin-deals';
import { ADMIN_DEALS_TEXTS } from '@shared/console/admin-deals-texts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const T = ADMIN_DEALS_TEXTS;
const C = T.columns;

interface DealsTableProps {
  deals: AdminDealRow[];
  /** The row whose action is on its way: its buttons wait. */
  busyId: string | null;
  onEdit: (deal: AdminDealRow) => void;
  onExpire: (deal: AdminDealRow) => void;
  onDelete: (deal: AdminDealRow) => void;
}

const money = (value: number) => `$${value.toFixed(2)}`;

export function DealsTable({ deals, busyId, onEdit, onExpire, onDelete }: DealsTableProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <table className="admin-table admin-deals__table">
      <caption className="sr-only">{T.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{C.title}</th>
          <th scope="col">{C.store}</th>
          <th scope="col">{C.price}</th>
          <th scope="col">{C.state}</th>
          <th scope="col">{C.ends}</th>
          <th scope="col">{C.actions}</th>
        </tr>
      </thead>
      <tbody>
        {deals.map((deal) => {
          const busy = busyId === deal.id;
          return (
            <tr key={deal.id}>
              <td data-label={C.title}>
                {deal.state === 'live' ? <Link to={paths.deal(deal.id)}>{deal.title}</Link> : deal.title}
                <br />
                <code className="admin-deals__id">{deal.id}</code>
              </td>
              <td data-label={C.store}>{deal.store}</td>
              <td data-label={C.price}>
                {money(deal.currentPrice)}
                {deal.originalPrice > deal.currentPrice ? (
                  <>
                    {' '}
                    <s>{money(deal.originalPrice)}</s>
                  </>
                ) : null}
              </td>
              <td data-label={C.state}>{deal.state === 'live' ? T.live : T.expired}</td>
              <td data-label={C.ends}>{deal.expiryDate ? <WrittenTime iso={deal.expiryDate} /> : T.noEnd}</td>
              <td data-label={C.actions}>
                {confirming === deal.id ? (
                  <div className="admin-deals__confirm">
                    <p>{T.confirmDelete(deal.title)}</p>
                    <button
                      type="button"
                      className="btn btn--danger btn--small"
                      disabled={busy}
                      onClick={() => {
                        setConfirming(null);
                        onDelete(deal);
                      }}
                    >
                      {T.confirmDeleteButton}
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      onClick={() => setConfirming(null)}
                    >
                      {T.keep}
                    </button>
                  </div>
                ) : (
                  <div className="admin-deals__actions">
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      disabled={busy}
                      aria-label={`${T.edit}: ${deal.title}`}
                      onClick={() => onEdit(deal)}
                    >
                      {T.edit}
                    </button>
                    {deal.state === 'live' ? (
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        disabled={busy}
                        aria-label={`${T.expire}: ${deal.title}`}
                        onClick={() => onExpire(deal)}
                      >
                        {T.expire}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      disabled={busy}
                      aria-label={`${T.delete}: ${deal.title}`}
                      onClick={() => setConfirming(deal.id)}
                    >
                      {T.delete}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
