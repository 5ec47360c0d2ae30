// Every console screen reads straight from the server (a decision must act on things as they are now) and
// shows the same states: loading, the data, "sign in", "not allowed", or the server's refusal. The server
// checks the role of every call; this hook only reports what it answered.
import { ApiCallError } from '@lib/api-client';
import { useOnlineStatus } from '@lib/online-status';
import { useCallback, useEffect, useState } from 'react';

export type StaffData<T> =
  | { kind: 'offline' }
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'signIn' }
  | { kind: 'forbidden' }
  | { kind: 'failed'; message: string };

/** What the loader read; `reload` reads it again (after an action), keeping the shown data meanwhile. */
export function useStaffData<T>(load: () => Promise<T>): { state: StaffData<T>; reload: () => void } {
  const online = useOnlineStatus();
  const [state, setState] = useState<StaffData<T>>({ kind: 'loading' });

  const reload = useCallback(() => {
    load()
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => setState(refusal(error)));
  }, [load]);

  useEffect(() => {
    if (online) reload();
  }, [online, reload]);

  return { state: online ? state : { kind: 'offline' }, reload };
}

export function refusal(error: unknown): StaffData<never> {
  if (error instanceof ApiCallError && error.status === 401) return { kind: 'signIn' };
  if (error instanceof ApiCallError && error.status === 403) return { kind: 'forbidden' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
