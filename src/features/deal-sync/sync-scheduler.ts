// When deals sync: once at start, whenever the browser comes back online, and every
// VITE_SYNC_INTERVAL_MINUTES while the page is visible (a tick missed while hidden runs on return).
// Runs never overlap; stop() ends the schedule and abandons a sync in flight.
import { env } from '@config/env';
import type { AppStore, SyncOptions, SyncOutcome } from './sync-deals';
import { createWorkerSync } from './sync-in-worker';

export interface DealSyncSchedule {
  intervalMinutes?: number;
  /** The sync to run (by default in the sync's worker); tests pass a stub. */
  sync?: (store: AppStore, options: SyncOptions) => Promise<SyncOutcome>;
  /** Called after each sync that stored the deals. */
  onSynced?: () => void;
}

export function startDealSync(store: AppStore, schedule: DealSyncSchedule = {}): () => void {
  const { intervalMinutes = env.VITE_SYNC_INTERVAL_MINUTES, sync = createWorkerSync(), onSynced } = schedule;
  const controller = new AbortController();
  let running: Promise<unknown> | null = null;
  let missedWhileHidden = false;

  const run = () => {
    if (controller.signal.aborted || running) return;
    running = sync(store, { signal: controller.signal })
      .then((outcome) => {
        if (outcome.ok) onSynced?.();
      })
      .catch((error) => console.error('Deal sync failed:', error))
      .finally(() => {
        running = null;
      });
  };

  const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

  const onTick = () => {
    if (isVisible()) run();
    else missedWhileHidden = true;
  };

  const onVisibilityChange = () => {
    if (isVisible() && missedWhileHidden) {
      missedWhileHidden = false;
      run();
    }
  };

  const timer = setInterval(onTick, intervalMinutes * 60_000);
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisibilityChange);
  run();

  return () => {
    clearInterval(timer);
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    controller.abort();
  };
}
