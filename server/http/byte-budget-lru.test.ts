import { describe, expect, it } from 'vitest';
import { ByteBudgetLru } from './byte-budget-lru.ts';

describe('ByteBudgetLru', () => {
  it('keeps values while their bytes fit, and lets go of the least recently used to fit a new one', () => {
    const kept = new ByteBudgetLru<string>(100);
    kept.set('a', 'A', 40);
    kept.set('b', 'B', 40);
    expect(kept.bytes).toBe(80);
    kept.set('c', 'C', 30);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.keys()).toEqual(['b', 'c']);
    expect(kept.bytes).toBe(70);
  });

  it('counts bytes, not entries: one large value makes room by letting go of several small ones', () => {
    const kept = new ByteBudgetLru<number>(100);
    for (let i = 0; i < 10; i++) kept.set(`small-${i}`, i, 10);
    expect(kept.size).toBe(10);
    kept.set('large', 99, 55);
    expect(kept.keys()).toEqual(['small-6', 'small-7', 'small-8', 'small-9', 'large']);
    expect(kept.bytes).toBe(95);
  });

  it('a value read is the most recently used, so it outlives one written before it', () => {
    const kept = new ByteBudgetLru<string>(100);
    kept.set('home', 'H', 50);
    kept.set('deal', 'D', 50);
    expect(kept.get('home')).toBe('H');
    kept.set('search', 'S', 50);
    expect(kept.peek('home')).toBe('H');
    expect(kept.peek('deal')).toBeUndefined();
    expect(kept.keys()).toEqual(['home', 'search']);
  });

  it('peek() does not change the order in which values are let go', () => {
    const kept = new ByteBudgetLru<string>(20);
    kept.set('a', 'A', 10);
    kept.set('b', 'B', 10);
    expect(kept.peek('a')).toBe('A');
    kept.set('c', 'C', 10);
    expect(kept.keys()).toEqual(['b', 'c']);
  });

  it('keeps nothing larger than the whole budget, and keeps what it had', () => {
    const kept = new ByteBudgetLru<string>(100);
    kept.set('a', 'A', 60);
    expect(kept.set('huge', 'X', 101)).toBe(false);
    expect(kept.peek('huge')).toBeUndefined();
    expect(kept.keys()).toEqual(['a']);
    expect(kept.bytes).toBe(60);
  });

  it('replacing a value counts its new size only', () => {
    const kept = new ByteBudgetLru<string>(100);
    kept.set('a', 'A1', 60);
    kept.set('a', 'A2', 30);
    expect(kept.get('a')).toBe('A2');
    expect(kept.bytes).toBe(30);
  });

  it('a value that grows after it is kept (its compressed forms) makes room by letting go of others', () => {
    const kept = new ByteBudgetLru<string>(100);
    kept.set('old', 'O', 40);
    kept.set('page', 'P', 40);
    kept.resize('page', 70);
    expect(kept.keys()).toEqual(['page']);
    expect(kept.bytes).toBe(70);
    kept.resize('page', 120);
    expect(kept.size).toBe(0);
    expect(kept.bytes).toBe(0);
    kept.resize('gone', 10);
    expect(kept.bytes).toBe(0);
  });

  it('delete frees the bytes of the value', () => {
    const kept = new ByteBudgetLru<string>(100);
    kept.set('a', 'A', 30);
    expect(kept.delete('a')).toBe(true);
    expect(kept.delete('a')).toBe(false);
    expect(kept.bytes).toBe(0);
  });

  it('a budget of zero keeps nothing', () => {
    const kept = new ByteBudgetLru<string>(0);
    expect(kept.set('a', 'A', 1)).toBe(false);
    expect(kept.size).toBe(0);
    expect(() => new ByteBudgetLru(-1)).toThrow(RangeError);
  });
});
