import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkAddressIn,
  reloadOnStaleChunk,
  STALE_CHUNK_EVENT,
  STALE_CHUNK_RELOAD_GUARD_MS,
} from './stale-chunks';

const chunkFails = () => window.dispatchEvent(new Event(STALE_CHUNK_EVENT, { cancelable: true }));

const CHUNK = 'http://localhost:3000/assets/cache-Cb_wJzsx.js';
/** Vite's event for a failed dynamic import, carrying the browser's error. */
const importFails = (address = CHUNK) =>
  window.dispatchEvent(
    Object.assign(new Event(STALE_CHUNK_EVENT, { cancelable: true }), {
      payload: new TypeError(`Failed to fetch dynamically imported module: ${address}`),
    }),
  );
/** Once the listener has asked the server, lets its answer reach the listener. */
async function serverAnswered() {
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  for (let turn = 0; turn < 3; turn++) await Promise.resolve();
}

describe('reloadOnStaleChunk', () => {
  const navigate = vi.fn();
  let pending: string | undefined;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    navigate.mockClear();
    pending = undefined;
    stop = reloadOnStaleChunk(() => pending, navigate);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads the page the user was navigating to when its chunk is gone', () => {
    pending = '/faq?open=2';
    chunkFails();
    expect(navigate).toHaveBeenCalledWith(new URL('/faq?open=2', window.location.href).href);
  });

  it('reloads the current page when no navigation is pending', () => {
    chunkFails();
    expect(navigate).toHaveBeenCalledWith(window.location.href);
  });

  it('reloads only once: a second failure right after shows the error screen instead', () => {
    chunkFails();
    chunkFails();
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_GUARD_MS);
    chunkFails();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('asks the server about the failed chunk, and reloads only when the server says it is gone', async () => {
    const answers = [new Response(null, { status: 200 }), new Response(null, { status: 404 })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    // Still there: the import failed for want of a connection (tried as the browser came back online).
    importFails();
    await serverAnswered();
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(navigate).not.toHaveBeenCalled();
    importFails();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(window.location.href));
    vi.unstubAllGlobals();
  });

  it('does not reload when the server cannot be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    importFails();
    await serverAnswered();
    expect(navigate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('does not reload while offline, where a reload cannot help', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    chunkFails();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('chunkAddressIn', () => {
  it('finds the chunk a failed import or stylesheet preload names', () => {
    expect(chunkAddressIn(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(
      CHUNK,
    );
    expect(chunkAddressIn(new Error('Unable to preload CSS for /assets/style-CWQ85cHF.css'))).toBe(
      '/assets/style-CWQ85cHF.css',
    );
    expect(chunkAddressIn(new Error('Something else'))).toBeUndefined();
    expect(chunkAddressIn(undefined)).toBeUndefined();
  });
});
