import { describe, expect, it } from 'vitest';
import { ReusableBody } from './reusable-body.ts';
import { createAnswerMemory, TtlCache } from './ttl-cache.ts';

const answer = (until: number, text = 'answer') => ({ until, body: new ReusableBody(Buffer.from(text)) });

describe('TtlCache.getOrBuild', () => {
  it('builds once for requests that miss together, and keeps the entry until it ends', async () => {
    const cache = new TtlCache<ReturnType<typeof answer> & { value: number }>(
      createAnswerMemory(1024),
      'lists',
    );
    let builds = 0;
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const build = async () => {
      builds += 1;
      await gate;
      return { ...answer(1000), value: builds };
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
    const cache = new TtlCache(createAnswerMemory(1024), 'lists');
    let builds = 0;
    await cache.getOrBuild('x', 0, async () => answer(10 + builds++), false);
    await cache.getOrBuild('x', 0, async () => answer(10 + builds++), false);
    expect(builds).toBe(2);
    await expect(cache.getOrBuild('y', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.getOrBuild('y', 0, async () => answer(5))).until).toBe(5);
  });
});

describe('the memory kept answers share', () => {
  it('is bounded in bytes across every cache: the least recently used answer makes room', () => {
    const memory = createAnswerMemory(100);
    const pages = new TtlCache(memory, 'pages');
    const lists = new TtlCache(memory, 'lists');
    pages.set('/', answer(Number.POSITIVE_INFINITY, 'p'.repeat(40)));
    lists.set('/api/deals', answer(Number.POSITIVE_INFINITY, 'l'.repeat(40)));
    expect(pages.get('/', 0)).toBeDefined();
    // The same key in another cache is another answer.
    expect(lists.get('/', 0)).toBeUndefined();
    pages.set('/faq', answer(Number.POSITIVE_INFINITY, 'f'.repeat(40)));
    expect(lists.get('/api/deals', 0)).toBeUndefined();
    expect(pages.get('/', 0)).toBeDefined();
    expect(memory.bytes).toBe(80);
  });

  it('counts an answer’s compressed forms from the moment they are made', async () => {
    const memory = createAnswerMemory(1_000_000);
    const pages = new TtlCache(memory, 'pages');
    const page = answer(Number.POSITIVE_INFINITY, '<p>A drawn page</p>'.repeat(200));
    pages.set('/', page);
    expect(memory.bytes).toBe(page.body.raw.length);
    const compressed = await page.body.encoded('br');
    expect(memory.bytes).toBe(page.body.raw.length + compressed.length);
  });

  it('lets an answer go once it has ended', () => {
    const memory = createAnswerMemory(100);
    const lists = new TtlCache(memory, 'lists');
    lists.set('/api/deals', answer(1000));
    expect(lists.get('/api/deals', 1000)).toBeUndefined();
    expect(memory.size).toBe(0);
  });
});
