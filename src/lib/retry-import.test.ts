import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './retry-import';

describe('importWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A load that fails `failures` times, then resolves to 'module'. */
  const flakyLoad = (failures: number) => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return 'module';
    });
    return load;
  };

  it('loads again as soon as the connection is back', async () => {
    const load = flakyLoad(1);
    const loaded = importWithRetry(load, 'The deal cache');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      'The deal cache could not load yet; trying again:',
      expect.any(TypeError),
    );

    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a while without an online event, until the load succeeds', async () => {
    const load = flakyLoad(2);
    const loaded = importWithRetry(load, 'The deal sync');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
