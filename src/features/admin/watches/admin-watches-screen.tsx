// /admin/watches, for operators: how much members watch, the shops the watch reader fetches from (products,
// watches, reads and failed reads over 7 days) with Block or Unblock per shop, the watched pages that fail
// to read, and the blocked shops with their reasons. The server checks the role of every request; this
// screen shows what it answered, and reads the overview again after each change.
import { ApiCallError } from '@lib/api-client';
import type { AdminWatchesAnswer } from '@shared/console/admin-watches';
import { ADMIN_WATCHES_TEXTS as T } from '@shared/console/admin-watches-texts';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionNotice, type ActionOutcome } from '../action-notice';
import { useWriteKeys } from '../deals/use-write-key';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';
import { BlockHostForm } from './block-host-form';
import { blockHost, fetchWatchesOverview, unblockHost } from './watches-api';
import { BlockedHosts, FailingPagesTable, HostsTable } from './watches-tables';
import './watches.css';

export function AdminWatchesScreen() {
  const { state, reload } = useStaffData<AdminWatchesAnswer>(fetchWatchesOverview);

  if (state.kind !== 'ready') {
    return (
      <StaffDataNotice
        state={state}
        texts={{ offline: T.offline, loading: T.loading, signIn: T.signIn, forbidden: T.forbidden }}
      />
    );
  }
  return <WatchesOverview overview={state.data} reload={reload} />;
}

function WatchesOverview({ overview, reload }: { overview: AdminWatchesAnswer; reload: () => void }) {
  const ids = { hosts: useId(), failing: useId(), blocked: useId() };
  const keys = useWriteKeys();
  const [notice, setNotice] = useState<ActionOutcome>(null);
  const [blocking, setBlocking] = useState<string | null>(null);
  const [busyHost, setBusyHost] = useState<string | null>(null);
  /** The Block button that opened the form: the focus goes back to it once the form has closed. */
  const opener = useRef<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState(false);

  const closeForm = () => {
    setBlocking(null);
    setRefocus(true);
  };

  // After the write's button is enabled again (a disabled button takes no focus).
  useEffect(() => {
    if (!refocus || busyHost !== null) return;
    setRefocus(false);
    opener.current?.focus();
  }, [refocus, busyHost]);

  /** Sends one write for `host`; says how it went and reads the overview again after a change. */
  async function change(host: string, write: () => Promise<void>, done: string): Promise<boolean> {
    setBusyHost(host);
    setNotice(null);
    try {
      await write();
      keys.answered();
      setNotice({ text: done, error: false });
      reload();
      return true;
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      setNotice({ text: (error as Error).message, error: true });
      return false;
    } finally {
      setBusyHost(null);
    }
  }

  const block = async (host: string, reason: string) => {
    const key = keys.keyFor(JSON.stringify(['block', host, reason]));
    if (await change(host, () => blockHost(host, reason, key), T.blocked(host))) closeForm();
  };

  const unblock = (host: string) => {
    const key = keys.keyFor(JSON.stringify(['unblock', host]));
    void change(host, () => unblockHost(host, key), T.unblocked(host));
  };

  return (
    <div className="admin-watches">
      <p className="admin-watches__summary">{T.summary(overview.totals)}</p>

      <ActionNotice notice={notice} />

      <section aria-labelledby={ids.hosts}>
        <h2 id={ids.hosts}>{T.hostsHeading}</h2>
        {overview.hosts.length === 0 ? (
          <p>{T.noHosts}</p>
        ) : (
          <HostsTable
            labelledBy={ids.hosts}
            hosts={overview.hosts}
            busyHost={busyHost}
            onBlock={(host, button) => {
              opener.current = button;
              setNotice(null);
              setBlocking(host);
            }}
            onUnblock={unblock}
          />
        )}
        {blocking ? (
          <BlockHostForm
            key={blocking}
            host={blocking}
            busy={busyHost === blocking}
            onBlock={(reason) => void block(blocking, reason)}
            onCancel={closeForm}
          />
        ) : null}
      </section>

      <section aria-labelledby={ids.failing}>
        <h2 id={ids.failing}>{T.failingHeading}</h2>
        {overview.failing.length === 0 ? (
          <p>{T.noFailing}</p>
        ) : (
          <FailingPagesTable labelledBy={ids.failing} pages={overview.failing} />
        )}
      </section>

      <section aria-labelledby={ids.blocked}>
        <h2 id={ids.blocked}>{T.blockedHeading}</h2>
        {overview.blocked.length === 0 ? (
          <p>{T.noBlocked}</p>
        ) : (
          <BlockedHosts
            labelledBy={ids.blocked}
            blocked={overview.blocked}
            busyHost={busyHost}
            onUnblock={unblock}
          />
        )}
      </section>
    </div>
  );
}
