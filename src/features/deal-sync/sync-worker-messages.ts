// What the page and the deal sync's worker say to each other (sync-worker.ts, sync-in-worker.ts).
import type { StorageFailureKind } from '@lib/db/storage-errors';
import type { DataSource } from '@shared/deal/data-source';
import type { Deal } from '@shared/deal/deal';
import type { DealsStatusUpdate } from './state';
import type { SyncOutcome } from './sync-deals';
import type { WorkerJob, WorkerJobAnswer } from './worker-jobs';

export type ToSyncWorker =
  /** Sync once from this source; the answer is one `done`. */
  | { type: 'sync'; id: number; source: DataSource }
  /** Abandon the sync `id` (the schedule stopped). */
  | { type: 'abort'; id: number }
  /** A start-up job that touches the device's database, so the page need not load it (worker-jobs.ts). */
  | { type: 'job'; id: number; job: WorkerJob };

export type FromSyncWorker =
  | { type: 'status'; id: number; update: DealsStatusUpdate }
  | { type: 'done'; id: number; outcome: SyncOutcome }
  /** The job `id` is over: its answer, or null when it failed (the worker logged why). */
  | { type: 'jobDone'; id: number; answer: WorkerJobAnswer | null }
  /** Storage refused the deals: tell the shopper (once). */
  | { type: 'storageFailure'; kind: StorageFailureKind }
  /** The deals kept in memory while storage fails, or null once it works again. */
  | { type: 'memoryDeals'; memory: { deals: readonly Deal[]; syncedAt: string } | null };
