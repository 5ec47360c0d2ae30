// The deal sync's own thread. Fetching, checking, merging and storing thousands of deals (and indexing
// their words) happens here, never on the page; the page's screens see each stored sync through their live
// queries (Dexie tells every page of this origin about the worker's writes). The deals state of spec §4
// lives here, in the worker's own store; the page follows its updates (sync-in-worker.ts).
// First: zod's global config must be set before any schema module loads.
import '@lib/zod-jitless';
import { getMemoryDeals, subscribeMemoryDeals } from '@lib/db/memory-fallback';
import { setStorageFailureNotice } from '@lib/db/storage-errors';
import { createStore } from 'jotai';
import { dataSourceAtom, dealsStateAtom, toStatusUpdate } from './state';
import { syncDeals } from './sync-deals';
import { syncStoreDirectory } from './sync-stores';
import type { FromSyncWorker, ToSyncWorker } from './sync-worker-messages';
import { runWorkerJob } from './worker-jobs';

/** The worker's side of its channel to the page (the app's types describe a page, not a worker). */
const scope = self as unknown as {
  postMessage(message: FromSyncWorker): void;
  onmessage: ((event: MessageEvent<ToSyncWorker>) => void) | null;
};

const say = (message: FromSyncWorker) => scope.postMessage(message);

/** Each sync's span, from asking to stored, in the worker's performance timeline (read by bench:data). */
export const SYNC_MEASURE = 'rarefinds:sync';
const store = createStore();
const running = new Map<number, AbortController>();

setStorageFailureNotice((kind) => say({ type: 'storageFailure', kind }));
subscribeMemoryDeals(() => say({ type: 'memoryDeals', memory: getMemoryDeals() }));

scope.onmessage = async ({ data }) => {
  if (data.type === 'abort') {
    running.get(data.id)?.abort();
    return;
  }
  if (data.type === 'job') {
    const answer = await runWorkerJob(data.job).catch((error: unknown) => {
      console.error(`The start-up job ${data.job.type} failed:`, error);
      return null;
    });
    say({ type: 'jobDone', id: data.id, answer });
    return;
  }
  const controller = new AbortController();
  running.set(data.id, controller);
  store.set(dataSourceAtom, data.source);
  const started = performance.now();
  const outcome = await syncDeals(store, {
    signal: controller.signal,
    apply: (update) => {
      store.set(dealsStateAtom, update);
      say({ type: 'status', id: data.id, update: toStatusUpdate(update) });
    },
  });
  running.delete(data.id);
  performance.measure(SYNC_MEASURE, { start: started, detail: outcome });
  say({ type: 'done', id: data.id, outcome });
  // Then the stores and their codes, from our own server (the sample data has none).
  if (outcome.ok && data.source !== 'mock') await syncStoreDirectory();
};
