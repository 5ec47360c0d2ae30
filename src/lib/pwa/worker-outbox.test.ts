import { FLUSH_ACCEPTED, FLUSH_DONE, FLUSH_OUTBOX } from '@shared/worker-protocol/sw-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askWorkerToFlushOutbox } from './worker-outbox';

/** A controlling worker that answers a flush request as `answer` says. */
function controlledBy(answer: (port: MessagePort) => void) {
  const postMessage = vi.fn((message: unknown, [port]: MessagePort[]) => {
    expect(message).toEqual({ type: FLUSH_OUTBOX });
    answer(port!);
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: { postMessage } } });
  return postMessage;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('askWorkerToFlushOutbox', () => {
  it('resolves to null when no worker controls the page, so the page sends by itself', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: null } });
    await expect(askWorkerToFlushOutbox()).resolves.toBeNull();
  });

  it("resolves to the worker's result once its pass has ended", async () => {
    const result = { sent: 2, failed: 0, offline: false };
    controlledBy((port) => {
      port.postMessage({ type: FLUSH_ACCEPTED });
      port.postMessage({ type: FLUSH_DONE, result });
    });
    await expect(askWorkerToFlushOutbox()).resolves.toEqual(result);
  });

  it('resolves to null when the worker does not take the request (an earlier version)', async () => {
    vi.useFakeTimers();
    controlledBy(() => {});
    const asked = askWorkerToFlushOutbox();
    await vi.runAllTimersAsync();
    await expect(asked).resolves.toBeNull();
  });
});
