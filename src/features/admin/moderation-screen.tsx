// /admin: the moderation queue for moderators and operators. The server decides who may see it (the page
// itself sends visitors to sign in and answers members with 403; every API call checks the role again);
// this screen only says what the server answered.
import { paths } from '@config/paths';
import { ApiCallError } from '@lib/api-client';
import { useOnlineStatus } from '@lib/online-status';
import type { QueueEntry } from '@shared/submission';
import { ADMIN_TEXTS } from '@shared/submission-texts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchQueue } from './moderation-api';
import { QueueItem } from './queue-item';
import './admin.css';

type QueueState =
  | { kind: 'loading' }
  | { kind: 'ready'; entries: QueueEntry[] }
  | { kind: 'signIn' }
  | { kind: 'forbidden' }
  | { kind: 'failed'; message: string };

export function ModerationScreen() {
  const online = useOnlineStatus();
  const [state, setState] = useState<QueueState>({ kind: 'loading' });
  const [notice, setNotice] = useState('');

  const load = useCallback(() => {
    fetchQueue()
      .then((entries) => setState({ kind: 'ready', entries }))
      .catch((error: unknown) => {
        if (error instanceof ApiCallError && error.status === 401) setState({ kind: 'signIn' });
        else if (error instanceof ApiCallError && error.status === 403) setState({ kind: 'forbidden' });
        else setState({ kind: 'failed', message: (error as Error).message });
      });
  }, []);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  if (!online) return <p className="admin-notice">{ADMIN_TEXTS.offline}</p>;
  if (state.kind === 'loading') return <p className="page-loading">{ADMIN_TEXTS.loading}</p>;
  if (state.kind === 'signIn') {
    return (
      <p className="admin-notice">
        {ADMIN_TEXTS.signIn}{' '}
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.admin)}`}>Sign in</Link>
      </p>
    );
  }
  if (state.kind === 'forbidden') return <p className="admin-notice">{ADMIN_TEXTS.forbidden}</p>;
  if (state.kind === 'failed') return <p className="admin-notice">{state.message}</p>;

  const decided = (text: string) => {
    setNotice(text);
    load();
  };
  return (
    <section className="admin-queue" aria-label={ADMIN_TEXTS.heading}>
      <h2>{ADMIN_TEXTS.heading}</h2>
      <p role="status" className="admin-queue__notice">
        {notice}
      </p>
      {state.entries.length === 0 ? (
        <p>{ADMIN_TEXTS.empty}</p>
      ) : (
        <ol className="admin-queue__list">
          {state.entries.map((entry) => (
            <QueueItem key={entry.id} entry={entry} onDecided={decided} />
          ))}
        </ol>
      )}
    </section>
  );
}
