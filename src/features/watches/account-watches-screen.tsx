// /account/watches: the products the member watches. They are read from the copy kept on this device (so the
// page opens offline, as last seen) and fetched again whenever online; every change goes through the
// outbox, so one made offline shows at once and arrives once the connection is back.
import { paths } from '@config/paths';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { memberAtom } from '@lib/member/member-state';
import { useOnlineStatus } from '@lib/online-status';
import { useNow } from '@lib/use-now';
import { MAX_WATCHES_PER_MEMBER } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useWatches } from './use-watches';
import { refreshWatches } from './watch-api';
import { WatchCard } from './watch-card';
import './watches.css';

export function AccountWatchesScreen() {
  const member = useAtomValue(memberAtom);
  if (!member) {
    return (
      <div className="watch-signin card">
        <p>{WATCH_TEXTS.signInToWatch}</p>
        <Link
          className="btn btn--primary"
          to={`${paths.login}?next=${encodeURIComponent(paths.accountWatches)}`}
        >
          {WATCH_TEXTS.signIn}
        </Link>
      </div>
    );
  }
  return <MemberWatches memberId={member.id} />;
}

function MemberWatches({ memberId }: { memberId: string }) {
  const online = useOnlineStatus();
  const { shown, write } = useWatches(memberId);
  const now = useNow();

  useEffect(() => {
    // A failure leaves the copy on this device as it is; the page says when it is offline.
    if (online) refreshWatches(memberId).catch(() => {});
  }, [online, memberId]);

  if (!shown) return <p className="page-loading">{WATCH_TEXTS.loading}</p>;
  const { items, refused } = shown;
  return (
    <div className="watches-page">
      {online ? null : (
        <p className="notice notice--warning" role="status">
          {WATCH_TEXTS.offlineCopy}
        </p>
      )}
      <div className="watches-page__top">
        <p>{WATCH_TEXTS.countLine(items.length, MAX_WATCHES_PER_MEMBER)}</p>
        <Link className="btn btn--primary" to={paths.watch}>
          {WATCH_TEXTS.addOne}
        </Link>
      </div>
      {refused.length > 0 ? (
        <ul className="watches-page__refused">
          {refused.map((entry) => (
            <li key={entry.id} className="notice notice--error">
              <p role="alert">
                {WATCH_TEXTS.refused} {entry.lastError}
              </p>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => discardOutboxEntry(entry.id).catch(() => {})}
              >
                {WATCH_TEXTS.discard}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {items.length === 0 ? <p className="empty-state">{WATCH_TEXTS.accountEmpty}</p> : null}
      <ul className="watches-page__list">
        {items.map((item) => (
          <WatchCard key={item.watch.id} item={item} write={write} now={now} />
        ))}
      </ul>
      <p>
        <Link to={paths.account}>{WATCH_TEXTS.backToAccount}</Link>
      </p>
    </div>
  );
}
