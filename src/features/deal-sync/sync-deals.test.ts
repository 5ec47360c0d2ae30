import { db } from '@lib/db/database';
import { getMeta, readAllDeals } from '@lib/db/deal-store';
import { clearMemoryDeals, getMemoryDeals } from '@lib/db/memory-fallback';
import {
  AFFILIATE_DEALS_ENDPOINT,
  DEALS_ENDPOINT,
  FULL_SYNC_PAGE_SIZE,
  fullListUrl,
  NEXT_CURSOR_HEADER,
  SYNC_TOKEN_HEADER,
} from '@shared/deal/deal-api';
import { createSampleDeals } from '@shared/sample/sample-deals';
import {
  AFFILIATE_FETCH_ERROR_LOG,
  INVALID_DEAL_LOG,
  STORAGE_FULL_MESSAGE,
} from '@shared/worker-protocol/sync-texts';
import { TEST_NOW, wireDeal } from '@tests/factories/deal-factory';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DealsState, dataSourceAtom, dealsStateAtom } from './state';
import { type AppStore, syncDeals } from './sync-deals';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('@lib/toast', () => ({ showToast }));
// On the page, storage failures are told with a toast (the sync's worker passes its own on to the page).
await import('@lib/db/storage-failure-notice');

type Handler = (request: { url: URL; headers: Headers }) => Response | Promise<Response>;

/** A stand-in for the server: one handler per path, and a log of what the app asked. */
function stubServer(handlers: Record<string, Handler>) {
  const requests: { url: URL; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request = { url: new URL(input, 'http://app.test'), headers: new Headers(init.headers) };
      requests.push(request);
      const handler = handlers[request.url.pathname];
      if (!handler) return new Response('not found', { status: 404 });
      return handler(request);
    }),
  );
  return requests;
}

const json = (body: unknown, headers: Record<string, string> = {}) => Response.json(body, { headers });
const storedIds = async () => (await db.deals.toCollection().primaryKeys()).sort();

let store: AppStore;
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearMemoryDeals();
  showToast.mockClear();
  store = createStore();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('API mode', () => {
  it('fetches own and affiliate deals in parallel, merges own first and stores them', async () => {
    let releaseOwn!: () => void;
    const ownGate = new Promise<void>((resolve) => {
      releaseOwn = resolve;
    });
    const requests = stubServer({
      [DEALS_ENDPOINT]: async () => {
        await ownGate;
        return json([wireDeal(1), wireDeal('shared', { title: 'Own copy' })]);
      },
      [AFFILIATE_DEALS_ENDPOINT]: () =>
        json([wireDeal('shared', { title: 'Affiliate copy' }), wireDeal('a1')]),
    });

    const pending = syncDeals(store, { now: TEST_NOW });
    // The affiliate request goes out while the own request is still waiting.
    await vi.waitFor(() => expect(requests.map((r) => r.url.pathname)).toContain(AFFILIATE_DEALS_ENDPOINT), {
      timeout: 10_000,
    });
    releaseOwn();
    const outcome = await pending;

    expect(outcome).toMatchObject({ ok: true, mode: 'full', deals: 3, persisted: true });
    expect(store.get(dealsStateAtom).deals.map((deal) => `${deal.id}:${deal.source}`)).toEqual([
      '1:own',
      'shared:own',
      'a1:affiliate',
    ]);
    expect(await storedIds()).toEqual(['1', 'a1', 'shared']);
    expect((await db.deals.get('shared'))?.title).toBe('Own copy');
    expect(await getMeta('lastSyncAt')).toBe(TEST_NOW.toISOString());
  });

  it('drops and logs malformed deals and keeps the good ones', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () =>
        json([
          wireDeal(1),
          { title: 'No id, no price' },
          wireDeal(2, { affiliateUrl: 'javascript:alert(1)' }),
          wireDeal(3, { affiliateUrl: 'data:text/html,hi' }),
          wireDeal(4, { currentPrice: '19.99', originalPrice: '29.99' }),
          wireDeal(5, { image: undefined }),
        ]),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });

    expect(await storedIds()).toEqual(['1', '4', '5']);
    expect((await db.deals.get('4'))?.currentPrice).toBe(19.99);
    expect((await db.deals.get('5'))?.image).toBe('/images/placeholder-deal.svg');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(
      INVALID_DEAL_LOG,
      expect.objectContaining({ source: 'own', index: 2, reason: expect.stringContaining('affiliateUrl') }),
    );
  });

  it('deletes the deals that are gone at the next sync', async () => {
    let own = [wireDeal(1), wireDeal(2), wireDeal(3)];
    stubServer({ [DEALS_ENDPOINT]: () => json(own), [AFFILIATE_DEALS_ENDPOINT]: () => json([]) });
    await syncDeals(store, { now: TEST_NOW });
    own = [wireDeal(2), wireDeal(4)];
    await syncDeals(store, { now: TEST_NOW });
    expect(await storedIds()).toEqual(['2', '4']);
  });

  it('logs an affiliate failure and carries on with an empty affiliate list', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () => json([wireDeal(1)]),
      [AFFILIATE_DEALS_ENDPOINT]: () => new Response('provider down', { status: 502 }),
    });
    const outcome = await syncDeals(store, { now: TEST_NOW });
    expect(outcome.ok).toBe(true);
    expect(error).toHaveBeenCalledWith(AFFILIATE_FETCH_ERROR_LOG, expect.any(Error));
    expect(await storedIds()).toEqual(['1']);
    expect(store.get(dealsStateAtom).error).toBeNull();
  });

  it('treats an affiliate answer that is not a list as a failure', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () => json([wireDeal(1)]),
      [AFFILIATE_DEALS_ENDPOINT]: () => json({ error: 'rate limited' }),
    });
    await syncDeals(store, { now: TEST_NOW });
    expect(error).toHaveBeenCalledWith(AFFILIATE_FETCH_ERROR_LOG, expect.any(Error));
  });
});

describe('a failed sync', () => {
  it('stores the error message and keeps the cached deals', async () => {
    let ownResponse = () => json([wireDeal(1), wireDeal(2)]);
    stubServer({ [DEALS_ENDPOINT]: () => ownResponse(), [AFFILIATE_DEALS_ENDPOINT]: () => json([]) });
    await syncDeals(store, { now: TEST_NOW });

    ownResponse = () => new Response('down', { status: 503 });
    const outcome = await syncDeals(store, { now: TEST_NOW });

    expect(outcome).toEqual({ ok: false, error: `Request to ${fullListUrl()} failed with status 503` });
    const state = store.get(dealsStateAtom);
    expect(state.error).toBe(`Request to ${fullListUrl()} failed with status 503`);
    expect(state.loading).toBe(false);
    expect(state.deals.map((deal) => deal.id)).toEqual(['1', '2']);
    expect(await storedIds()).toEqual(['1', '2']);
    expect(await getMeta('lastError')).toBe(state.error);
  });

  it('reports a response that is not JSON', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () =>
        new Response('<html>captive portal</html>', { headers: { 'Content-Type': 'text/html' } }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });
    expect(store.get(dealsStateAtom).error).toBe(`Response from ${fullListUrl()} is not valid JSON`);
  });

  it('reports a full answer that is not a list', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () => json({ deals: 'soon' }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });
    expect(store.get(dealsStateAtom).error).toBe('The own deals response is not a list');
  });

  it('clears the error at the next successful sync', async () => {
    let fail = true;
    stubServer({
      [DEALS_ENDPOINT]: () => (fail ? new Response('down', { status: 500 }) : json([wireDeal(1)])),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });
    fail = false;
    await syncDeals(store, { now: TEST_NOW });
    expect(store.get(dealsStateAtom).error).toBeNull();
  });
});

describe('the deals state', () => {
  function recordStates() {
    const states: DealsState[] = [];
    store.sub(dealsStateAtom, () => states.push(store.get(dealsStateAtom)));
    return states;
  }

  it('goes loading on, list stored, loading off on success', async () => {
    stubServer({ [DEALS_ENDPOINT]: () => json([wireDeal(1)]), [AFFILIATE_DEALS_ENDPOINT]: () => json([]) });
    const states = recordStates();
    await syncDeals(store, { now: TEST_NOW });
    expect(
      states.map(({ loading, deals, error: message }) => ({ loading, deals: deals.length, error: message })),
    ).toEqual([
      { loading: true, deals: 0, error: null },
      { loading: true, deals: 1, error: null },
      { loading: false, deals: 1, error: null },
    ]);
  });

  it('goes loading on, error stored, loading off on failure', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () => new Response('', { status: 500 }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    const states = recordStates();
    await syncDeals(store, { now: TEST_NOW });
    expect(states.map(({ loading, error: message }) => ({ loading, failed: message !== null }))).toEqual([
      { loading: true, failed: false },
      { loading: true, failed: true },
      { loading: false, failed: true },
    ]);
  });

  it('starts empty, not loading and without error', () => {
    expect(createStore().get(dealsStateAtom)).toEqual({ deals: [], loading: false, error: null });
  });
});

describe('ETag and delta', () => {
  it('sends the ETag back and keeps the cache when the server answers 304', async () => {
    const requests = stubServer({
      [DEALS_ENDPOINT]: ({ headers }) =>
        headers.get('If-None-Match') === '"v1"'
          ? new Response(null, { status: 304 })
          : json([wireDeal(1), wireDeal(2)], { ETag: '"v1"' }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([wireDeal('a1')]),
    });
    await syncDeals(store, { now: TEST_NOW });
    expect(await getMeta('etag')).toBe('"v1"');

    const later = new Date(TEST_NOW.getTime() + 60_000);
    const outcome = await syncDeals(store, { now: later });

    expect(outcome).toMatchObject({ ok: true, mode: 'notModified' });
    const conditional = requests.filter((r) => r.url.pathname === DEALS_ENDPOINT)[1]!;
    expect(conditional.headers.get('If-None-Match')).toBe('"v1"');
    expect(await storedIds()).toEqual(['1', '2', 'a1']);
    expect(store.get(dealsStateAtom).deals).toHaveLength(3);
    expect(await getMeta('lastSyncAt')).toBe(later.toISOString());
  });

  it('asks only for changes with the sync token and applies them', async () => {
    const requests = stubServer({
      [DEALS_ENDPOINT]: ({ url }) =>
        url.searchParams.get('since') === 'token-1'
          ? json({
              deals: [wireDeal(2, { title: 'Cheaper now' }), wireDeal(4)],
              removed: ['1'],
              syncToken: 'token-2',
            })
          : json([wireDeal(1), wireDeal(2), wireDeal(3)], { [SYNC_TOKEN_HEADER]: 'token-1', ETag: '"v1"' }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });
    expect(await getMeta('syncToken')).toBe('token-1');

    const outcome = await syncDeals(store, { now: TEST_NOW });

    expect(outcome).toMatchObject({ ok: true, mode: 'delta' });
    expect(requests.at(-2)?.url.search).toBe('?since=token-1');
    expect(await storedIds()).toEqual(['2', '3', '4']);
    expect((await db.deals.get('2'))?.title).toBe('Cheaper now');
    expect(await getMeta('syncToken')).toBe('token-2');
    expect((await readAllDeals()).map((deal) => deal.id).sort()).toEqual(['2', '3', '4']);
  });

  it.each([400, 410])('falls back to the full list when the token is refused with %i', async (status) => {
    const requests = stubServer({
      [DEALS_ENDPOINT]: ({ url }) =>
        url.searchParams.has('since')
          ? new Response(JSON.stringify({ message: 'too old' }), { status })
          : json([wireDeal(7)], { [SYNC_TOKEN_HEADER]: 'fresh-token' }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await db.meta.bulkPut([
      { key: 'source', value: 'api' },
      { key: 'syncToken', value: 'stale-token' },
    ]);
    const outcome = await syncDeals(store, { now: TEST_NOW });
    expect(outcome).toMatchObject({ ok: true, mode: 'full' });
    const full = requests.filter((r) => r.url.pathname === DEALS_ENDPOINT).at(-1)!;
    expect(full.url.searchParams.has('since')).toBe(false);
    expect(await storedIds()).toEqual(['7']);
    expect(await getMeta('syncToken')).toBe('fresh-token');
  });
});

describe('a paged full list', () => {
  it('follows the next-page cursor, keeps the first page token and sends no ETag later', async () => {
    const pages: Record<string, { deals: unknown[]; next?: string; token: string }> = {
      first: { deals: [wireDeal(1), wireDeal(2)], next: 'page-2', token: 'token-a' },
      'page-2': { deals: [wireDeal(3)], next: 'page-3', token: 'token-b' },
      'page-3': { deals: [wireDeal(4)], token: 'token-c' },
    };
    const requests = stubServer({
      [DEALS_ENDPOINT]: ({ url }) => {
        const page = pages[url.searchParams.get('cursor') ?? 'first']!;
        return json(page.deals, {
          ETag: `"${page.token}"`,
          [SYNC_TOKEN_HEADER]: page.token,
          ...(page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {}),
        });
      },
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });

    expect(await storedIds()).toEqual(['1', '2', '3', '4']);
    expect(requests.filter((r) => r.url.pathname === DEALS_ENDPOINT).map((r) => r.url.search)).toEqual([
      `?limit=${FULL_SYNC_PAGE_SIZE}`,
      `?limit=${FULL_SYNC_PAGE_SIZE}&cursor=page-2`,
      `?limit=${FULL_SYNC_PAGE_SIZE}&cursor=page-3`,
    ]);
    expect(await getMeta('syncToken')).toBe('token-a');
    // One page's ETag cannot vouch for the other pages.
    expect(await getMeta('etag')).toBeNull();
  });

  it('stores a first sync’s pages as they arrive, but keeps a later full sync whole until it is done', async () => {
    let releaseLast!: () => void;
    const lastPageGate = new Promise<void>((resolve) => {
      releaseLast = resolve;
    });
    const serve = (first: unknown[], last: unknown[]) =>
      stubServer({
        [DEALS_ENDPOINT]: async ({ url }) => {
          if (!url.searchParams.get('cursor')) return json(first, { [NEXT_CURSOR_HEADER]: 'page-2' });
          await lastPageGate;
          return json(last);
        },
        [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
      });

    // An empty cache: the first page is stored while the last one is still on its way.
    serve([wireDeal(1), wireDeal(2)], [wireDeal(3)]);
    const first = syncDeals(store, { now: TEST_NOW });
    await vi.waitFor(async () => expect(await storedIds()).toEqual(['1', '2']), { timeout: 10_000 });
    releaseLast();
    expect((await first).ok).toBe(true);
    expect(await storedIds()).toEqual(['1', '2', '3']);
    expect(await getMeta('lastSyncAt')).toBe(TEST_NOW.toISOString());
    // The search index covers the deals stored ahead as well.
    const indexed = new Set(
      (await db.searchIndex.toArray()).flatMap((shard) => shard.words.flatMap(([, ids]) => ids)),
    );
    expect([...indexed].sort()).toEqual(['1', '2', '3']);

    // A cache that has synced before shows none of a full sync until the whole of it is stored.
    let releaseAgain!: () => void;
    const again = new Promise<void>((resolve) => {
      releaseAgain = resolve;
    });
    stubServer({
      [DEALS_ENDPOINT]: async ({ url }) => {
        if (!url.searchParams.get('cursor')) return json([wireDeal(7)], { [NEXT_CURSOR_HEADER]: 'page-2' });
        await again;
        return json([wireDeal(8)]);
      },
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await db.meta.delete('syncToken');
    const later = syncDeals(store, { now: TEST_NOW });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedIds()).toEqual(['1', '2', '3']);
    releaseAgain();
    await later;
    expect(await storedIds()).toEqual(['7', '8']);
  });

  it('drops a malformed deal and a repeated id on a later page, naming the place in the whole list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pages: Record<string, { deals: unknown[]; next?: string }> = {
      first: { deals: [wireDeal(1), wireDeal(2)], next: 'page-2' },
      'page-2': { deals: [wireDeal(3, { affiliateUrl: 'javascript:alert(1)' }), wireDeal(1), wireDeal(4)] },
    };
    stubServer({
      [DEALS_ENDPOINT]: ({ url }) => {
        const page = pages[url.searchParams.get('cursor') ?? 'first']!;
        return json(page.deals, page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {});
      },
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    await syncDeals(store, { now: TEST_NOW });

    expect(await storedIds()).toEqual(['1', '2', '4']);
    expect(warn).toHaveBeenCalledWith(
      INVALID_DEAL_LOG,
      expect.objectContaining({ source: 'own', index: 2, reason: expect.stringContaining('affiliateUrl') }),
    );
    expect(warn).toHaveBeenCalledWith(
      INVALID_DEAL_LOG,
      expect.objectContaining({ source: 'own', index: 3, reason: expect.stringContaining('duplicate') }),
    );
  });

  it('fails instead of looping when the server repeats a cursor', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () => json([wireDeal(1)], { [NEXT_CURSOR_HEADER]: 'same' }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    const outcome = await syncDeals(store, { now: TEST_NOW });
    expect(outcome).toEqual({ ok: false, error: 'The own deals pages do not end' });
  });
});

describe('mock mode', () => {
  it('stores the built-in sample deals without calling the network', async () => {
    const requests = stubServer({});
    store.set(dataSourceAtom, 'mock');
    const outcome = await syncDeals(store, { now: TEST_NOW });
    const samples = createSampleDeals(TEST_NOW);
    expect(outcome).toMatchObject({ ok: true, mode: 'sample', deals: samples.length });
    expect(requests).toEqual([]);
    expect(await db.deals.count()).toBe(samples.length);
    expect(await getMeta('source')).toBe('mock');
  });

  it('makes the next API sync fetch everything again, without ETag or token', async () => {
    await db.meta.bulkPut([
      { key: 'source', value: 'api' },
      { key: 'etag', value: '"old"' },
    ]);
    store.set(dataSourceAtom, 'mock');
    await syncDeals(store, { now: TEST_NOW });

    const requests = stubServer({
      [DEALS_ENDPOINT]: () => json([wireDeal(1)]),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    store.set(dataSourceAtom, 'api');
    await syncDeals(store, { now: TEST_NOW });
    expect(requests[0]!.headers.get('If-None-Match')).toBeNull();
    expect(await storedIds()).toEqual(['1']);
  });
});

describe('when storage is full', () => {
  it('reports it once and keeps working from memory', async () => {
    stubServer({
      [DEALS_ENDPOINT]: () => json([wireDeal(1), wireDeal(2)]),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    vi.spyOn(db.deals, 'bulkPut').mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));

    const first = await syncDeals(store, { now: TEST_NOW });
    const second = await syncDeals(store, { now: TEST_NOW });

    expect(first).toMatchObject({ ok: true, persisted: false });
    expect(second).toMatchObject({ ok: true, persisted: false });
    expect(store.get(dealsStateAtom)).toMatchObject({ loading: false, error: null });
    expect(store.get(dealsStateAtom).deals.map((deal) => deal.id)).toEqual(['1', '2']);
    expect(getMemoryDeals()?.deals.map((deal) => deal.id)).toEqual(['1', '2']);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('warning', STORAGE_FULL_MESSAGE, expect.anything());
  });
});

describe('when storage refuses one page of a first sync', () => {
  it('stores the whole list in the final write, the refused page included', async () => {
    stubServer({
      [DEALS_ENDPOINT]: ({ url }) =>
        url.searchParams.get('cursor')
          ? json([wireDeal(3)])
          : json([wireDeal(1), wireDeal(2)], { [NEXT_CURSOR_HEADER]: 'page-2' }),
      [AFFILIATE_DEALS_ENDPOINT]: () => json([]),
    });
    // The first page is refused (as a full disk might for a moment); the later writes go through.
    vi.spyOn(db.deals, 'bulkPut').mockRejectedValueOnce(
      new DOMException('Quota exceeded', 'QuotaExceededError'),
    );

    const outcome = await syncDeals(store, { now: TEST_NOW });

    expect(outcome).toMatchObject({ ok: true, persisted: true, deals: 3 });
    expect(await storedIds()).toEqual(['1', '2', '3']);
  });
});

describe('stopping', () => {
  it('abandons a sync in flight without storing an error', async () => {
    const controller = new AbortController();
    // Like a real fetch with a server that never answers: only the abort ends it.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            const abort = () => reject(new DOMException('aborted', 'AbortError'));
            if (init.signal?.aborted) abort();
            init.signal?.addEventListener('abort', abort);
          }),
      ),
    );
    const pending = syncDeals(store, { now: TEST_NOW, signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, aborted: true });
    expect(store.get(dealsStateAtom)).toMatchObject({ loading: false, error: null });
  });
});
