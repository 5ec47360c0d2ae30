import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache.getOrBuild', () => {
  it('builds once for requests that miss together, and keeps the entry until it ends', async () => {
    const cache = new TtlCache<{ until: number; value: number }>();
    let builds = 0;
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const build = async () => {
      builds += 1;
      await gate;
      return { until: 1000, value: builds };
    };
    const waiting = Array.from({ length: 50 }, () => cache.getOrBuild('list', 0, build));
    finish();
    const entries = await Promise.all(waiting);
    expect(builds).toBe(1);
    expect(new Set(entries).size).toBe(1);
    expect(await cache.getOrBuild('list', 999, build)).toBe(entries[0]);
    expect((await cache.getOrBuild('list', 1000, build)).value).toBe(2);
  });

  it('keeps nothing when told not to, and lets a failed build be tried again', async () => {
    const cache = new TtlCache<{ until: number }>();
    let builds = 0;
    await cache.getOrBuild('x', 0, async () => ({ until: 10 + builds++ }), false);
    await cache.getOrBuild('x', 0, async () => ({ until: 10 + builds++ }), false);
    expect(builds).toBe(2);
    await expect(cache.getOrBuild('y', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrBuild('y', 0, async () => ({ until: 5 }))).toEqual({ until: 5 });
  });
});
