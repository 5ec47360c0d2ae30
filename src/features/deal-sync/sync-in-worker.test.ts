import { getMemoryDeals } from '@lib/db/memory-fallback';
import { onUntoldStorageFailure } from '@lib/db/storage-errors';
import { STORAGE_FULL_MESSAGE } from '@shared/worker-protocol/sync-texts';
import { makeDeal } from '@tests/factories/deal-factory';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataSourceAtom, dealsStatusAtom } from './state';
import { applySyncNewsWith, createWorkerSync, runInSyncWorker } from './sync-in-worker';
import type { FromSyncWorker, ToSyncWorker } from './sync-worker-messages';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('@lib/toast', () => ({ showToast }));

/** Stands in for the sync's worker: keeps what the page tells it and answers as the test says. */
class FakeWorker {
  static last: FakeWorker;
  told: ToSyncWorker[] = [];
  onmessage: ((event: { data: FromSyncWorker }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(message: ToSyncWorker) {
    this.told.push(message);
  }
  say(message: FromSyncWorker) {
    this.onmessage?.({ data: message });
  }
}

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  showToast.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the deal sync in its worker', () => {
  it('asks the worker to sync from the store’s source and follows what it reports', async () => {
    const store = createStore();
    store.set(dataSourceAtom, 'mock');
    const sync = createWorkerSync();
    const worker = FakeWorker.last;
    expect(worker.options).toMatchObject({ type: 'module' });

    const outcome = sync(store, {});
    expect(worker.told).toEqual([{ type: 'sync', id: 1, source: 'mock' }]);
    worker.say({ type: 'status', id: 1, update: { type: 'setLoading', loading: true } });
    await vi.waitFor(() => expect(store.get(dealsStatusAtom).loading).toBe(true), { timeout: 10_000 });
    worker.say({ type: 'status', id: 1, update: { type: 'setDeals', count: 42 } });
    worker.say({ type: 'status', id: 1, update: { type: 'setLoading', loading: false } });
    worker.say({ type: 'done', id: 1, outcome: { ok: true, mode: 'sample', deals: 42, persisted: true } });

    expect(await outcome).toEqual({ ok: true, mode: 'sample', deals: 42, persisted: true });
    expect(store.get(dealsStatusAtom)).toEqual({ count: 42, loading: false, error: null });
  });

  it('tells the worker when the schedule abandons a sync', async () => {
    const sync = createWorkerSync();
    const controller = new AbortController();
    const outcome = sync(createStore(), { signal: controller.signal });
    controller.abort();
    expect(FakeWorker.last.told.at(-1)).toEqual({ type: 'abort', id: 1 });
    FakeWorker.last.say({ type: 'done', id: 1, outcome: { ok: false, aborted: true } });
    expect(await outcome).toEqual({ ok: false, aborted: true });
  });

  it('tells the shopper of a storage failure once, when the app can, and keeps the deals in memory', async () => {
    const startApp = vi.fn();
    onUntoldStorageFailure(startApp);
    createWorkerSync();
    const deals = [makeDeal({ id: 'kept' })];
    FakeWorker.last.say({ type: 'storageFailure', kind: 'quota' });
    FakeWorker.last.say({ type: 'storageFailure', kind: 'quota' });
    FakeWorker.last.say({ type: 'memoryDeals', memory: { deals, syncedAt: '2025-01-01T00:00:00.000Z' } });
    // Before the app, nothing can show a toast: the failure starts it, and its notice tells it.
    expect(showToast).not.toHaveBeenCalled();
    expect(startApp).toHaveBeenCalledTimes(1);
    await import('@lib/db/storage-failure-notice');
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('warning', STORAGE_FULL_MESSAGE, expect.anything());
    expect(getMemoryDeals()?.deals).toEqual(deals);
    FakeWorker.last.say({ type: 'memoryDeals', memory: null });
    expect(getMemoryDeals()).toBeNull();
  });

  it('runs a start-up job in the worker and hands back its answer', async () => {
    createWorkerSync();
    const answer = runInSyncWorker({ type: 'takeUnseenAlerts' });
    expect(FakeWorker.last.told).toEqual([{ type: 'job', id: 1, job: { type: 'takeUnseenAlerts' } }]);
    FakeWorker.last.say({ type: 'jobDone', id: 1, answer: { unseenAlerts: 3 } });
    expect(await answer).toEqual({ unseenAlerts: 3 });
  });

  it('passes the sync’s news through the wrapper the app sets (its transitions)', async () => {
    const store = createStore();
    const wrapped = vi.fn((apply: () => void) => apply());
    applySyncNewsWith(wrapped);
    const sync = createWorkerSync();
    void sync(store, {});
    FakeWorker.last.say({ type: 'status', id: 1, update: { type: 'setLoading', loading: true } });
    expect(wrapped).toHaveBeenCalledTimes(1);
    expect(store.get(dealsStatusAtom).loading).toBe(true);
    applySyncNewsWith((apply) => apply());
  });

  it('reports a sync in flight as failed when the worker itself fails', async () => {
    const sync = createWorkerSync();
    const outcome = sync(createStore(), {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    FakeWorker.last.onerror?.({ message: 'Failed to load the worker' });
    expect(await outcome).toEqual({ ok: false, error: 'Failed to load the worker' });
  });
});
