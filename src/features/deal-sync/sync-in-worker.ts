// The page's side of the deal sync: each sync the schedule asks for runs in the sync's worker
// (sync-worker.ts), and the page follows what it reports: the deals status (spec §4's loading, list and
// error), a storage failure to tell the shopper of, the deals kept in memory meanwhile. Where a worker
// cannot start, the sync runs on the page as before, in short slices.
import { clearMemoryDeals, setMemoryDeals } from '@lib/db/memory-fallback';
import { noticeStorageFailure } from '@lib/db/storage-errors';
import '@lib/db/storage-failure-notice';
import { startTransition } from 'react';
import { type DealsStatusUpdate, dataSourceAtom, dealsStatusAtom, toStatusUpdate } from './state';
import type { AppStore, SyncOptions, SyncOutcome } from './sync-deals';
import type { FromSyncWorker, ToSyncWorker } from './sync-worker-messages';

type Sync = (store: AppStore, options: SyncOptions) => Promise<SyncOutcome>;

/**
 * A sync's news is never urgent: screens redraw for it in slices (as a transition), so a sync that lands
 * while the page is being used or taken over does not hold the main thread.
 */
const follow = (store: AppStore, update: DealsStatusUpdate) =>
  startTransition(() => store.set(dealsStatusAtom, update));

/** The sync on the page itself, for browsers that cannot run it in a worker; its code loads only then. */
const syncOnPage: Sync = async (store, options) => {
  const { syncDeals } = await import('./sync-deals');
  return syncDeals(store, { ...options, apply: (update) => follow(store, toStatusUpdate(update)) });
};

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'deal-sync' });
  } catch (error) {
    console.warn('The deal sync runs on the page: its worker could not start.', error);
    return null;
  }
}

/** The schedule's sync (sync-scheduler.ts), run in the worker. */
export function createWorkerSync(): Sync {
  const worker = typeof Worker === 'undefined' ? null : startWorker();
  if (!worker) return syncOnPage;
  let nextId = 0;
  const waiting = new Map<number, { store: AppStore; settle: (outcome: SyncOutcome) => void }>();
  const tell = (message: ToSyncWorker) => worker.postMessage(message);

  worker.onmessage = ({ data }: MessageEvent<FromSyncWorker>) => {
    switch (data.type) {
      case 'status': {
        const sync = waiting.get(data.id);
        if (sync) follow(sync.store, data.update);
        return;
      }
      case 'done':
        waiting.get(data.id)?.settle(data.outcome);
        waiting.delete(data.id);
        return;
      case 'storageFailure':
        noticeStorageFailure(data.kind);
        return;
      case 'memoryDeals':
        if (data.memory) setMemoryDeals(data.memory.deals, data.memory.syncedAt);
        else clearMemoryDeals();
        return;
    }
  };
  worker.onerror = (event) => {
    // The worker is gone (its code failed to load or run): what it was doing is reported as failed.
    console.error('The deal sync’s worker failed:', event.message);
    for (const sync of waiting.values())
      sync.settle({ ok: false, error: event.message || 'The deal sync failed' });
    waiting.clear();
  };

  return (store, { signal }) =>
    new Promise<SyncOutcome>((settle) => {
      const id = ++nextId;
      waiting.set(id, { store, settle });
      signal?.addEventListener('abort', () => tell({ type: 'abort', id }), { once: true });
      tell({ type: 'sync', id, source: store.get(dataSourceAtom) });
    });
}
