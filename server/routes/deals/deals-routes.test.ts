import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { SYNC_TOKEN_HEADER } from '../../../src/shared/deal/deal-api.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { deleteDeal, expireDeal } from '../../db/deals/deal-lifecycle.ts';
import { dealPrices, deals as dealsTable } from '../../db/schema.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { MAX_PAGE_SIZE } from './deals-query.ts';
import { encodeSyncToken } from './sync-token.ts';

const START = new Date('2026-03-01T12:00:00.000Z');

/** What a deal's first recorded price says: it began then, with nothing before it to compare. */
const firstPriceTruth = (at: Date) => ({
  since: at.toISOString(),
  lowestBefore: null,
  listPriceSeen: false,
  lowestIn90Days: false,
});

describe.each(DATABASE_KINDS)('GET /api/deals on %s', (kind) => {
  let server: TestServer;
  let now = START;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = START;
    await server.db.delete(dealsTable);
    await server.db.delete(dealPrices);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const ids = (body: string) => (JSON.parse(body) as Deal[]).map((deal) => deal.id);

  it('lists live deals newest first in the Deal shape, with no-cache, an ETag and a sync token', async () => {
    const older = makeDeal({ id: 'older', createdAt: '2026-02-01T00:00:00Z' });
    const newer = makeDeal({ id: 'newer', createdAt: '2026-02-20T00:00:00Z', rating: 4.2, reviewCount: 12 });
    const ended = makeDeal({
      id: 'ended',
      createdAt: '2026-02-25T00:00:00Z',
      expiryDate: '2026-02-28T00:00:00Z',
    });
    await saveDeals(server.db, [older, newer, ended], imported(START));

    const response = await get('/api/deals');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(response.headers[SYNC_TOKEN_HEADER.toLowerCase()]).toEqual(expect.any(String));
    const body = JSON.parse(response.body) as Deal[];
    expect(body.map((deal) => deal.id)).toEqual(['newer', 'older']);
    // The community's figures ride along (no votes or comments yet), and the price truth of its one price.
    expect(body[0]).toEqual({
      ...newer,
      source: 'own',
      temperature: 0,
      commentCount: 0,
      priceTruth: firstPriceTruth(START),
    });
  });

  it('sends the same list compressed to clients that accept brotli or gzip, with the same ETag', async () => {
    await saveDeals(
      server.db,
      Array.from({ length: 30 }, (_, index) => makeDeal({ id: `deal-${index}` })),
      imported(),
    );
    const plain = await get('/api/deals');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/api/deals', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gzip = await get('/api/deals', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to a matching If-None-Match and 200 once the list changed', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'a' })], imported());
    const first = await get('/api/deals');
    const etag = first.headers.etag as string;
    const again = await get('/api/deals', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await saveDeals(server.db, [makeDeal({ id: 'b' })], imported());
    const changed = await get('/api/deals', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(ids(changed.body)).toContain('b');
  });

  it('filters by category and by words that begin words of title, description or store', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'phones', title: 'Sony WH-1000XM5 Headphones', category: 'electronics' }),
        makeDeal({ id: 'shoes', title: 'Trail running shoes', category: 'sports', store: 'Peak Outfitters' }),
        makeDeal({ id: 'cafe', title: 'Café table', description: 'Solid oak', category: 'home-garden' }),
      ],
      imported(),
    );
    expect(ids((await get('/api/deals?category=sports')).body)).toEqual(['shoes']);
    expect(ids((await get('/api/deals?category=all')).body)).toHaveLength(3);
    expect(ids((await get('/api/deals?q=sony%20head')).body)).toEqual(['phones']);
    expect(ids((await get('/api/deals?q=PEAK')).body)).toEqual(['shoes']);
    expect(ids((await get('/api/deals?q=cafe')).body)).toEqual(['cafe']);
    expect(ids((await get('/api/deals?q=oak&category=sports')).body)).toEqual([]);
    expect(ids((await get('/api/deals?q=headphones%20shoes')).body)).toEqual([]);
  });

  it('treats SQL-looking search text as words, never as SQL', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'drop', title: 'Drop table lamp' })], imported());
    const injection = await get(`/api/deals?q=${encodeURIComponent("'; DROP TABLE deals; --")}`);
    expect(injection.statusCode).toBe(200);
    expect(ids(injection.body)).toEqual([]);
    const quoted = await get(`/api/deals?q=${encodeURIComponent("drop' OR '1'='1")}`);
    expect(ids(quoted.body)).toEqual([]);
    const words = await get(`/api/deals?q=${encodeURIComponent("drop';--")}`);
    expect(ids(words.body)).toEqual(['drop']);
    const tsquery = await get(`/api/deals?q=${encodeURIComponent('lamp & !(x | y):* <->')}`);
    expect(tsquery.statusCode).toBe(200);
    expect(ids((await get('/api/deals')).body)).toEqual(['drop']);
  });

  it('sorts by price both ways and by savings', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'cheap', currentPrice: 10, originalPrice: 15 }),
        makeDeal({ id: 'mid', currentPrice: 40, originalPrice: 200 }),
        makeDeal({ id: 'dear', currentPrice: 90, originalPrice: 120 }),
      ],
      imported(),
    );
    expect(ids((await get('/api/deals?sort=priceAsc')).body)).toEqual(['cheap', 'mid', 'dear']);
    expect(ids((await get('/api/deals?sort=priceDesc')).body)).toEqual(['dear', 'mid', 'cheap']);
    expect(ids((await get('/api/deals?sort=savings')).body)).toEqual(['mid', 'dear', 'cheap']);
  });

  it.each(['newest', 'priceAsc', 'savings'])(
    'pages through every deal exactly once with %s',
    async (sort) => {
      const all = Array.from({ length: 7 }, (_, index) =>
        makeDeal({
          id: `p${index}`,
          currentPrice: 20 + (index % 3),
          createdAt: `2026-02-0${1 + (index % 2)}T00:00:00Z`,
        }),
      );
      await saveDeals(server.db, all, imported());
      const seen: string[] = [];
      let url = `/api/deals?sort=${sort}&limit=3`;
      for (let page = 0; page < 5; page++) {
        const response = await get(url);
        seen.push(...ids(response.body));
        const next = response.headers['x-next-cursor'] as string | undefined;
        if (!next) break;
        url = `/api/deals?sort=${sort}&limit=3&cursor=${encodeURIComponent(next)}`;
      }
      expect(seen.sort()).toEqual(all.map((deal) => deal.id).sort());
    },
  );

  it('returns only the changes and removals since a sync token', async () => {
    const keep = makeDeal({ id: 'keep' });
    await saveDeals(
      server.db,
      [
        keep,
        makeDeal({ id: 'edit' }),
        makeDeal({ id: 'gone' }),
        makeDeal({ id: 'ends', expiryDate: '2026-03-01T13:00:00Z' }),
        makeDeal({ id: 'stop' }),
      ],
      imported(),
    );
    const full = await get('/api/deals');
    const token = full.headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;

    now = new Date('2026-03-01T14:00:00Z');
    await saveDeals(
      server.db,
      [makeDeal({ id: 'edit', title: 'Edited title' }), makeDeal({ id: 'fresh' })],
      imported(),
    );
    // Saving an identical deal again is not a change.
    await saveDeals(server.db, [keep], imported());
    await deleteDeal(server.db, 'gone');
    await expireDeal(server.db, 'stop', new Date('2026-03-01T13:30:00Z'));

    const delta = await get(`/api/deals?since=${encodeURIComponent(token)}`);
    expect(delta.statusCode).toBe(200);
    const body = JSON.parse(delta.body) as { deals: Deal[]; removed: string[]; syncToken: string };
    expect(body.deals.map((deal) => deal.id).sort()).toEqual(['edit', 'fresh']);
    expect(body.deals.find((deal) => deal.id === 'edit')?.title).toBe('Edited title');
    expect(body.removed).toEqual(['ends', 'gone', 'stop']);
    expect(delta.headers[SYNC_TOKEN_HEADER.toLowerCase()]).toBe(body.syncToken);

    const nothing = JSON.parse((await get(`/api/deals?since=${encodeURIComponent(body.syncToken)}`)).body);
    expect(nothing).toEqual({ deals: [], removed: [], syncToken: expect.any(String) });
  });

  it('brings back a deleted deal that is imported again', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'back' })], imported());
    await deleteDeal(server.db, 'back');
    const token = (await get('/api/deals')).headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;
    await saveDeals(server.db, [makeDeal({ id: 'back' })], imported());
    const body = JSON.parse((await get(`/api/deals?since=${encodeURIComponent(token)}`)).body);
    expect(body.deals.map((deal: Deal) => deal.id)).toEqual(['back']);
    expect(body.removed).toEqual([]);
  });

  it('refuses malformed, foreign and too old sync tokens with a clear 400', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'x' })], imported());
    const malformed = await get('/api/deals?since=not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).message).toMatch(/since token is malformed/);

    const foreign = encodeSyncToken({ instance: 'another-database', change: 1, time: now });
    expect(JSON.parse((await get(`/api/deals?since=${foreign}`)).body).message).toMatch(/another database/);

    const token = (await get('/api/deals')).headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;
    now = new Date(START.getTime() + 31 * 86_400_000);
    const old = await get(`/api/deals?since=${encodeURIComponent(token)}`);
    expect(old.statusCode).toBe(400);
    expect(JSON.parse(old.body).message).toMatch(/too old/);
  });

  itOnce(kind).each([
    ['/api/deals?colour=red', /Unknown query parameter: colour/],
    ['/api/deals?sort=price&sort=newest', /'sort' must be given once/],
    ['/api/deals?limit=1000000', new RegExp(`at most ${MAX_PAGE_SIZE}`)],
    ['/api/deals?limit=0', /at least 1/],
    ['/api/deals?limit=ten', /whole number/],
    ['/api/deals?sort=cheapest', /'sort' is invalid/],
    ['/api/deals?category=Home%20%26%20Garden', /category slug/],
    ['/api/deals?cursor=abc', /cursor is malformed/],
    [`/api/deals?q=${'a'.repeat(201)}`, /at most 200/],
    ['/api/deals?since=x&category=sports', /cannot be combined with category/],
  ])('answers %s with 400 and a clear message', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(message);
  });

  it('refuses a cursor made for another sort order', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'c1' }), makeDeal({ id: 'c2' })], imported());
    const cursor = (await get('/api/deals?limit=1')).headers['x-next-cursor'] as string;
    const response = await get(`/api/deals?limit=1&sort=priceAsc&cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/another sort order/);
  });

  it('answers GET /api/deals/:id with the deal, and 404 JSON for unknown or ended deals', async () => {
    const deal = makeDeal({ id: 'one/two' });
    await saveDeals(
      server.db,
      [deal, makeDeal({ id: 'over', expiryDate: '2026-01-01T00:00:00Z' })],
      imported(START),
    );
    const found = await get(`/api/deals/${encodeURIComponent('one/two')}`);
    expect(found.statusCode).toBe(200);
    expect(JSON.parse(found.body)).toEqual({
      ...deal,
      temperature: 0,
      commentCount: 0,
      priceTruth: firstPriceTruth(START),
    });
    for (const id of ['missing', 'over']) {
      const missing = await get(`/api/deals/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(JSON.parse(missing.body)).toMatchObject({ statusCode: 404, message: 'Deal not found' });
    }
  });

  itOnce(kind)('answers other methods with 405 and unknown API paths with 404', async () => {
    const post = await server.app.inject({ method: 'POST', url: '/api/deals', payload: { title: 'x' } });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const missing = await get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).message).toMatch(/Nothing is at/);
  });
});

describe('the short reuse of /api/deals answers', () => {
  let server: TestServer;
  let now = START;

  beforeAll(async () => {
    server = await startTestServer('pglite', { clock: () => now, env: { API_CACHE_MS: '1000' } });
  });
  afterAll(() => server.close());

  const listIds = async () =>
    (JSON.parse((await server.app.inject({ url: '/api/deals' })).body) as Deal[]).map((deal) => deal.id);

  it('reuses an answer for API_CACHE_MS, and never past the end of a listed deal', async () => {
    await saveDeals(
      server.db,
      [makeDeal({ id: 'soon', expiryDate: new Date(START.getTime() + 500).toISOString() })],
      imported(),
    );
    expect(await listIds()).toEqual(['soon']);
    await saveDeals(server.db, [makeDeal({ id: 'later' })], imported());
    now = new Date(START.getTime() + 400);
    expect(await listIds()).toEqual(['soon']);
    // The listed deal ends at +500 ms: the answer is rebuilt then, before the second is over.
    now = new Date(START.getTime() + 600);
    expect(await listIds()).toEqual(['later']);
  });
});
