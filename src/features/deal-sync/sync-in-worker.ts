// The page's side of the deal sync's worker (sync-worker.ts). Each sync the schedule asks for runs there,
// and the page follows what it reports: the deals status (spec §4's loading, list and error), a storage
// failure to tell the shopper of, the deals kept in memory meanwhile. The page's start-up jobs go there too
// (worker-jobs.ts). Where a worker cannot start, the sync and the jobs run on the page, as before.
// No React here: the entry starts the sync before the app is loaded, and often without it ever loading.
import { clearMemoryDeals, setMemoryDeals } from '@lib/db/memory-fallback';
import { noticeStorageFailure } from '@lib/db/storage-errors';
import { type DealsStatusUpdate, dataSourceAtom, dealsStatusAtom, toStatusUpdate } from './state';
import type { AppStore, SyncOptions, SyncOutcome } from './sync-deals';
import type { FromSyncWorker, ToSyncWorker } from './sync-worker-messages';
import type { WorkerJob, WorkerJobAnswer } from './worker-jobs';

type Sync = (store: AppStore, options: SyncOptions) => Promise<SyncOutcome>;

let applyNews: (apply: () => void) => void = (apply) => apply();

/**
 * How a sync's news reaches the store from now on. The app passes React's startTransition: news is never
 * urgent, so screens redraw for it in slices, and a sync that lands while the page is used holds nothing.
 */
export function applySyncNewsWith(wrap: (apply: () => void) => void): void {
  applyNews = wrap;
}

const follow = (store: AppStore, update: DealsStatusUpdate) =>
  applyNews(() => store.set(dealsStatusAtom, update));

/** The sync on the page itself, for browsers that cannot run it in a worker; its code loads only then. */
const syncOnPage: Sync = async (store, options) => {
  const { syncDeals } = await import('./sync-deals');
  return syncDeals(store, { ...options, apply: (update) => follow(store, toStatusUpdate(update)) });
};

/** The jobs on the page itself, likewise. */
const jobOnPage = async (job: WorkerJob): Promise<WorkerJobAnswer | null> => {
  const { runWorkerJob } = await import('./worker-jobs');
  return runWorkerJob(job).catch((error: unknown) => {
    console.error(`The start-up job ${job.type} failed:`, error);
    return null;
  });
};

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./sync-worker.ts', import.meta.url), { type: 'module', name: 'deal-sync' });
  } catch (error) {
    console.warn('The deal sync runs on the page: its worker could not start.', error);
    return null;
  }
}

let askWorker: (job: WorkerJob) => Promise<WorkerJobAnswer | null> = jobOnPage;

/** Runs a start-up job in the sync's worker (on the page when there is none); null when it failed. */
export const runInSyncWorker = (job: WorkerJob): Promise<WorkerJobAnswer | null> => askWorker(job);

/** The schedule's sync (sync-scheduler.ts), run in the worker, which from then on runs the jobs too. */
export function createWorkerSync(): Sync {
  const worker = startWorker();
  if (!worker) return syncOnPage;
  let nextId = 0;
  const waiting = new Map<number, { store: AppStore; settle: (outcome: SyncOutcome) => void }>();
  const jobs = new Map<number, (answer: WorkerJobAnswer | null) => void>();
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
      case 'jobDone':
        jobs.get(data.id)?.(data.answer);
        jobs.delete(data.id);
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
    // The worker is gone (its code failed to load or run): what it was doing is reported as failed, and
    // jobs run on the page from now on.
    console.error('The deal sync’s worker failed:', event.message);
    for (const sync of waiting.values())
      sync.settle({ ok: false, error: event.message || 'The deal sync failed' });
    waiting.clear();
    for (const settle of jobs.values()) settle(null);
    jobs.clear();
    askWorker = jobOnPage;
  };
  askWorker = (job) =>
    new Promise((settle) => {
      const id = ++nextId;
      jobs.set(id, settle);
      tell({ type: 'job', id, job });
    });

  return (store, { signal }) =>
    new Promise<SyncOutcome>((settle) => {
      const id = ++nextId;
      waiting.set(id, { store, settle });
      signal?.addEventListener('abort', () => tell({ type: 'abort', id }), { once: true });
      tell({ type: 'sync', id, source: store.get(dataSourceAtom) });
    });
}
