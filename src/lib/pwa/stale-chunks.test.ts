import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_EVENT, STALE_CHUNK_RELOAD_GUARD_MS } from './stale-chunks';

const chunkFails = () => window.dispatchEvent(new Event(STALE_CHUNK_EVENT, { cancelable: true }));

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

  it('does not reload while offline, where a reload cannot help', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    chunkFails();
    expect(navigate).not.toHaveBeenCalled();
  });
});
