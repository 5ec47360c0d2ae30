import { describe, expect, it } from 'vitest';
import { forEachInSlices, SLICE_MS, yieldToMain } from './yield-to-main';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a slow item
  }
};

describe('yieldToMain', () => {
  it('lets a task queued before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    busyFor(2);
    await yieldToMain();
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});

describe('forEachInSlices', () => {
  it('handles every item in order', async () => {
    const seen: number[] = [];
    await forEachInSlices([1, 2, 3, 4, 5], (item) => seen.push(item));
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the main thread back between slices of slow items', async () => {
    const order: string[] = [];
    await forEachInSlices([0, 1, 2], (item) => {
      order.push(`item ${item}`);
      if (item === 0) setTimeout(() => order.push('other task'), 0);
      busyFor(SLICE_MS + 2);
    });
    expect(order.indexOf('other task')).toBeGreaterThan(0);
    expect(order.indexOf('other task')).toBeLessThan(order.indexOf('item 2'));
  });

  it('does nothing for an empty list', async () => {
    let calls = 0;
    await forEachInSlices([], () => calls++);
    expect(calls).toBe(0);
  });
});
