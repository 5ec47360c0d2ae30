import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncOutcome } from './sync-deals';
import { startDealSync } from './sync-scheduler';

const INTERVAL_MINUTES = 15;
const INTERVAL_MS = INTERVAL_MINUTES * 60_000;

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

const done: SyncOutcome = { ok: true, mode: 'full', deals: 0, persisted: true };

function start() {
  const sync = vi.fn(async () => done);
  const stop = startDealSync(createStore(), { intervalMinutes: INTERVAL_MINUTES, sync });
  return { sync, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startDealSync', () => {
  it('syncs at start', async () => {
    const { sync, stop } = start();
    expect(sync).toHaveBeenCalledTimes(1);
    stop();
  });

  it('syncs again when the browser comes back online', async () => {
    const { sync, stop } = start();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    expect(sync).toHaveBeenCalledTimes(2);
    stop();
  });

  it('syncs on the interval while the page is visible', async () => {
    const { sync, stop } = start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(sync).toHaveBeenCalledTimes(3);
    stop();
  });

  it('skips ticks while hidden and catches up once visible again', async () => {
    const { sync, stop } = start();
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(sync).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(sync).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never runs two syncs at once', async () => {
    let finish!: () => void;
    const sync = vi.fn(
      () =>
        new Promise<SyncOutcome>((resolve) => {
          finish = () => resolve(done);
        }),
    );
    const stop = startDealSync(createStore(), { intervalMinutes: INTERVAL_MINUTES, sync });
    window.dispatchEvent(new Event('online'));
    expect(sync).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    expect(sync).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops the timer and the listeners, and aborts the sync in flight', async () => {
    const { sync, stop } = start();
    const signal = (sync.mock.calls[0] as unknown as [unknown, { signal: AbortSignal }])[1].signal;
    stop();
    expect(signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    window.dispatchEvent(new Event('online'));
    expect(sync).toHaveBeenCalledTimes(1);
  });
});
