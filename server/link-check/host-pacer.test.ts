// One request per host per second: each request takes its host's next free slot, other hosts go at once.
import { describe, expect, it } from 'vitest';
import { createHostPacer } from './host-pacer.ts';

describe('the host pacer', () => {
  it('spaces requests to one host a second apart and lets other hosts through at once', async () => {
    let now = 1_000_000;
    const waits: number[] = [];
    const pacer = createHostPacer({
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const started: string[] = [];
    const request = async (host: string) => {
      await pacer.turn(host);
      started.push(host);
    };
    await Promise.all([request('shop.example'), request('Shop.Example'), request('other.example')]);
    await request('shop.example');
    // The first request to each host waits for nothing; the second and third to shop.example 1 s and 2 s.
    expect(waits).toEqual([1000, 2000]);
    expect(started).toHaveLength(4);
    // Once its slots have passed, a host is free again.
    now += 10_000;
    waits.length = 0;
    await request('shop.example');
    expect(waits).toEqual([]);
  });
});
