import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, UPDATE_CHECK_INTERVAL_MS, UPDATE_CHECK_MIN_GAP_MS } from './update-checks';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('scheduleUpdateChecks', () => {
  let online = true;
  const registration = { installing: null as ServiceWorker | null, update: vi.fn(async () => undefined) };
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    registration.update.mockClear();
    registration.installing = null;
    stop = scheduleUpdateChecks(registration);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('looks for a new version every hour', () => {
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('looks again when the app returns to the foreground, but not more than once a minute', () => {
    setVisibility('visible');
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_MIN_GAP_MS);
    setVisibility('hidden');
    setVisibility('visible');
    expect(registration.update).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('skips checks while offline or while an update is already installing', () => {
    online = false;
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    online = true;
    registration.installing = {} as ServiceWorker;
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    stop();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    setVisibility('visible');
    expect(registration.update).not.toHaveBeenCalled();
  });
});
