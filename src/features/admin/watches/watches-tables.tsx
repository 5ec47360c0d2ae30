// The Watches section's tables: the hosts the watch reader fetches from, with Block or Unblock; the watched
// pages that fail to read, each linking to the shop's page in a new tab; and the blocked hosts with their
// reasons. Under 768 px each row becomes a card whose cells name their column (data-label).
import type { AdminBlockedHost, AdminFailingPage, AdminWatchHost } from '@shared/console/admin-watches';
import { ADMIN_WATCHES_TEXTS as T } from '@shared/console/admin-watches-texts';
import { formatUsDateTime } from '@shared/site/intl-formats';

const H = T.hostColumns;
const F = T.failingColumns;

/** A stored address is linked only when it is a web page's: anything else is shown as text. */
const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatUsDateTime(new Date(iso))}</time>;
}

interface HostsTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  hosts: AdminWatchHost[];
  busyHost: string | null;
  /** `button`: the row's Block button, which the focus returns to. */
  onBlock: (host: string, button: HTMLButtonElement) => void;
  onUnblock: (host: string) => void;
}

export function HostsTable({ labelledBy, hosts, busyHost, onBlock, onUnblock }: HostsTableProps) {
  return (
    <table className="admin-table admin-watches__table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{H.host}</th>
          <th scope="col">{H.products}</th>
          <th scope="col">{H.watches}</th>
          <th scope="col">{H.reads7d}</th>
          <th scope="col">{H.failures7d}</th>
          <th scope="col">{H.blocked}</th>
          <th scope="col">{H.actions}</th>
        </tr>
      </thead>
      <tbody>
        {hosts.map((row) => (
          <tr key={row.host}>
            <td data-label={H.host}>{row.host}</td>
            <td data-label={H.products} className="admin-table__number">
              {row.products}
            </td>
            <td data-label={H.watches} className="admin-table__number">
              {row.watches}
            </td>
            <td data-label={H.reads7d} className="admin-table__number">
              {row.reads7d}
            </td>
            <td data-label={H.failures7d} className="admin-table__number">
              {row.failures7d}
            </td>
            <td data-label={H.blocked}>{row.blocked ? T.yes : T.no}</td>
            <td data-label={H.actions}>
              <button
                type="button"
                className={row.blocked ? 'btn btn--secondary btn--small' : 'btn btn--danger btn--small'}
                aria-label={`${row.blocked ? T.unblock : T.block}: ${row.host}`}
                disabled={busyHost === row.host}
                onClick={(event) =>
                  row.blocked ? onUnblock(row.host) : onBlock(row.host, event.currentTarget)
                }
              >
                {row.blocked ? T.unblock : T.block}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FailingPagesTable({ labelledBy, pages }: { labelledBy: string; pages: AdminFailingPage[] }) {
  return (
    <table className="admin-table admin-watches__table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{F.name}</th>
          <th scope="col">{F.host}</th>
          <th scope="col">{F.failures}</th>
          <th scope="col">{F.lastError}</th>
          <th scope="col">{F.checkedAt}</th>
          <th scope="col">{F.watchers}</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => {
          const name = page.name || page.url;
          return (
            <tr key={page.id}>
              <td data-label={F.name}>
                {isWebAddress(page.url) ? (
                  <a href={page.url} target="_blank" rel="noopener noreferrer">
                    {name}
                  </a>
                ) : (
                  name
                )}
              </td>
              <td data-label={F.host}>{page.host}</td>
              <td data-label={F.failures} className="admin-table__number">
                {page.failures}
              </td>
              <td data-label={F.lastError}>{page.lastError ?? T.noError}</td>
              <td data-label={F.checkedAt}>
                {page.checkedAt ? <When iso={page.checkedAt} /> : T.neverChecked}
              </td>
              <td data-label={F.watchers} className="admin-table__number">
                {page.watchers}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface BlockedHostsProps {
  labelledBy: string;
  blocked: AdminBlockedHost[];
  busyHost: string | null;
  onUnblock: (host: string) => void;
}

export function BlockedHosts({ labelledBy, blocked, busyHost, onUnblock }: BlockedHostsProps) {
  return (
    <ul className="admin-watches__blocked" aria-labelledby={labelledBy}>
      {blocked.map((entry) => (
        <li key={entry.host}>
          <div>
            <strong>{entry.host}</strong>{' '}
            <span className="admin-watches__since">
              ({T.blockedOn(formatUsDateTime(new Date(entry.createdAt)))})
            </span>
            <p className="admin-watches__reason">{entry.reason || T.noReason}</p>
          </div>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={`${T.unblock}: ${entry.host}`}
            disabled={busyHost === entry.host}
            onClick={() => onUnblock(entry.host)}
          >
            {T.unblock}
          </button>
        </li>
      ))}
    </ul>
  );
}
