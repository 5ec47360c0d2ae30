// The order a round reads its pages in: the host whose turn comes soonest first, one reader per host at a
// time, each host's pages in their order.
import { describe, expect, it } from 'vitest';
import { hostTurns } from './host-turns.ts';

const page = (host: string, n: number) => ({ host, id: `${host}/${n}` });

describe('host turns', () => {
  it('gives each host to one reader at a time, its pages in their order', () => {
    let now = 0;
    const turns = hostTurns([page('a', 1), page('a', 2), page('b', 1)], (item) => item.host, {
      now: () => now,
    });
    const first = turns.take();
    const second = turns.take();
    expect([first?.item.id, second?.item.id]).toEqual(['a/1', 'b/1']);
    // a is being read, b has nothing left: a third reader finds nothing and ends.
    expect(turns.take()).toBeUndefined();
    now = 5;
    turns.release('a');
    expect(turns.take()?.item.id).toBe('a/2');
    turns.release('a');
    turns.release('b');
    expect(turns.take()).toBeUndefined();
  });

  it('takes the host whose turn comes soonest: the one released longest ago', () => {
    let now = 0;
    const items = ['a', 'b', 'c'].flatMap((host) => [page(host, 1), page(host, 2)]);
    const turns = hostTurns(items, (item) => item.host, { intervalMs: 1000, now: () => now });
    const taken = [turns.take(), turns.take(), turns.take()].map((turn) => turn?.host);
    expect(taken).toEqual(['a', 'b', 'c']);
    now = 100;
    turns.release('c');
    now = 200;
    turns.release('a');
    now = 300;
    turns.release('b');
    expect([turns.take(), turns.take(), turns.take()].map((turn) => turn?.item.id)).toEqual([
      'c/2',
      'a/2',
      'b/2',
    ]);
  });

  it('treats a host’s name in any case as one host, and reads every page exactly once', () => {
    const items = Array.from({ length: 50 }, (_, n) => page(n % 2 ? 'Shop.example' : 'shop.example', n));
    const turns = hostTurns(items, (item) => item.host, { intervalMs: 0 });
    const read: string[] = [];
    for (let turn = turns.take(); turn; turn = turns.take()) {
      expect(turns.take()).toBeUndefined();
      read.push(turn.item.id);
      turns.release(turn.host);
    }
    expect(read).toEqual(items.map((item) => item.id));
  });
});
