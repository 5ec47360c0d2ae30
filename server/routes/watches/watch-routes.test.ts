// Watching products on PGlite and PostgreSQL: a watch made from a stub shop's page on loopback (its tracking
// parameters left out), read once however many members watch it; pages that cannot be read and blocked
// shops refused with nothing stored; the 100 watches counted in the database, even for two requests at
// once; changes and removals by the owner alone; the list with each product's chart; and the deal page's
// count of watchers. Products the tests do not need read from the shop are stored through the repository.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_WATCHES_PER_MEMBER,
  WATCH_API,
  type WatchListAnswer,
  type WatchView,
  watchPriceId,
} from '../../../src/shared/watch/watch.ts';
import { WATCH_FIELD_ERRORS } from '../../../src/shared/watch/watch-requests.ts';
import { WATCH_TEXTS } from '../../../src/shared/watch/watch-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import {
  dealDailyStats,
  dealPrices,
  deals,
  rateLimits,
  stores,
  watchBlockedHosts,
  watchedProducts,
  watches,
} from '../../db/schema.ts';
import { blockHost, findOrCreateProduct, type ProductFacts } from '../../db/watch-repository.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { checkProductLink } from '../../watch/product-link.ts';

const page = (name: string, price: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    image: 'https://img.example/kettle.jpg',
    gtin13: '4006381333931',
    offers: { '@type': 'Offer', price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  })}</script></head><body></body></html>`;

const DAY_MS = 86_400_000;
const json = <T>(response: { body: string }) => JSON.parse(response.body) as T;

describe.each(DATABASE_KINDS)('watches on %s', (kind) => {
  let shop: Server;
  let origin: string;
  /** The paths the stub shop was asked for, robots.txt included. */
  const asked: string[] = [];
  let server: TestServer;
  let ana: AccountClient;
  let ben: AccountClient;
  let anaId: string;

  /** A product as a read of the stub shop's page would store it, without reading it. */
  const stored = async (path: string, price = 10): Promise<string> => {
    const link = checkProductLink(`${origin}${path}`);
    if (!link.ok) throw new Error(link.reason);
    const facts: ProductFacts = {
      key: link.key,
      url: link.url,
      host: '127.0.0.1',
      name: `Product ${path}`,
      image: null,
      price,
      currency: 'EUR',
      availability: 'in_stock',
      gtin: null,
      sku: null,
    };
    return server.db.transaction(async (tx) => (await findOrCreateProduct(tx, facts, new Date())).product.id);
  };
  const pageReads = (path: string) => asked.filter((each) => each === path).length;

  beforeAll(async () => {
    shop = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/robots.txt') {
        response.end('User-agent: *\nDisallow: /private/\n');
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url?.startsWith('/no-price')) response.end('<html><title>Nothing</title></html>');
      else response.end(page('Glass kettle', '24.99'));
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    server = await startTestServer(kind, { env: { LINK_CHECK_ALLOW_HOSTS: '127.0.0.1' } });
    ana = await memberWithRole(server, 'member', `ana-watch-${kind}@example.com`);
    ben = await memberWithRole(server, 'member', `ben-watch-${kind}@example.com`, '198.51.100.7');
    anaId = await idOf(server, `ana-watch-${kind}@example.com`);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => shop.close(resolve));
  });
  afterEach(async () => {
    await server.db.delete(watches);
    await server.db.delete(watchedProducts);
    await server.db.delete(dealPrices).where(like(dealPrices.dealId, 'product:%'));
    await server.db.delete(watchBlockedHosts);
    await server.db.delete(rateLimits);
    await server.db.delete(deals);
    await server.db.delete(stores);
  });

  it('watches a shop’s product page without its tracking, and reads it once for every watcher', async () => {
    const first = await ana.post(WATCH_API.watches, { url: `${origin}/kettle?utm_source=mail&color=red` });
    expect(first.statusCode, first.body).toBe(201);
    const watch = json<WatchView>(first);
    expect(watch).toMatchObject({
      anyDrop: true,
      targetPrice: null,
      minDropPercent: null,
      backInStock: true,
      lowest90: false,
      paused: false,
      basePrice: 24.99,
      product: {
        url: `${origin}/kettle?color=red`,
        host: '127.0.0.1',
        name: 'Glass kettle',
        image: 'https://img.example/kettle.jpg',
        price: 24.99,
        currency: 'EUR',
        availability: 'in_stock',
        status: 'ok',
        lowest90: 24.99,
        shopLink: `${origin}/kettle?color=red`,
        storeName: null,
      },
    });
    expect(watch.product.history).toEqual([{ at: expect.any(String), price: 24.99 }]);
    const [product] = await server.db.select().from(watchedProducts);
    expect(product).toMatchObject({
      key: `127.0.0.1:${new URL(origin).port}/kettle?color=red`,
      gtin: '4006381333931',
    });
    expect(product!.nextCheckAt.getTime() - product!.createdAt.getTime()).toBe(60 * 60_000);
    expect(
      await server.db
        .select()
        .from(dealPrices)
        .where(eq(dealPrices.dealId, watchPriceId(product!.id))),
    ).toMatchObject([{ price: 24.99, listPrice: 24.99, source: 'watch' }]);
    expect(pageReads('/kettle?utm_source=mail&color=red') + pageReads('/kettle?color=red')).toBe(1);

    // Another member, with other tracking: the same product, not read again.
    const before = asked.length;
    const second = await ben.post(WATCH_API.watches, {
      url: `${origin}/kettle?fbclid=abc&color=red&utm_campaign=spring`,
      targetPrice: 20,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(json<WatchView>(second)).toMatchObject({ targetPrice: 20, product: { id: product!.id } });
    expect(asked.length).toBe(before);

    // The same member again: the watch they have, no second row.
    const again = await ana.post(WATCH_API.watches, { url: `${origin}/kettle?color=red` });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<WatchView>(again).id).toBe(watch.id);
    expect(await server.db.select().from(watches)).toHaveLength(2);
    expect(await server.db.select().from(watchedProducts)).toHaveLength(1);
  });

  it('honours an Idempotency-Key: the same watch answered again, not made twice', async () => {
    await stored('/teapot');
    const headers = { 'idempotency-key': `watch-${kind}-teapot-1` };
    const first = await ana.post(WATCH_API.watches, { url: `${origin}/teapot` }, headers);
    const replay = await ana.post(WATCH_API.watches, { url: `${origin}/teapot` }, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json<WatchView>(replay).id).toBe(json<WatchView>(first).id);
    expect(await server.db.select().from(watches)).toHaveLength(1);
  });

  it('refuses a page it cannot read and a blocked shop, storing nothing', async () => {
    const unreadable = await ana.post(WATCH_API.watches, { url: `${origin}/no-price` });
    expect(unreadable.statusCode, unreadable.body).toBe(422);
    expect(json(unreadable)).toMatchObject({
      message: 'We could not read a price from this page.',
      code: 'UNREADABLE_PAGE',
    });
    const robots = await ana.post(WATCH_API.watches, { url: `${origin}/private/kettle` });
    expect(json(robots)).toMatchObject({ code: 'UNREADABLE_PAGE', message: expect.stringMatching(/robots/) });
    expect(await server.db.select().from(watchedProducts)).toEqual([]);
    expect(await server.db.select().from(watches)).toEqual([]);

    await blockHost(server.db, { host: '127.0.0.1', reason: 'test', blockedBy: anaId, now: new Date() });
    const before = asked.length;
    const refused = await ana.post(WATCH_API.watches, { url: `${origin}/kettle` });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ message: WATCH_TEXTS.hostBlocked, code: 'HOST_BLOCKED' });
    expect(asked.length).toBe(before);
    expect(await server.db.select().from(watchedProducts)).toEqual([]);
  });

  itOnce(kind)('refuses a link that is no web page, rules that ask for nothing, and a visitor', async () => {
    const script = await ana.post(WATCH_API.watches, { url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(422);
    expect(json(script)).toMatchObject({ code: 'UNREADABLE_PAGE' });
    const nothing = await ana.post(WATCH_API.watches, {
      url: `${origin}/kettle`,
      anyDrop: false,
      backInStock: false,
    });
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing)).toMatchObject({ code: 'INVALID_FIELDS', message: WATCH_FIELD_ERRORS.noRule });
    expect((await accountClient(server).get(WATCH_API.watches)).statusCode).toBe(401);
    expect((await accountClient(server).post(WATCH_API.watches, { url: origin })).statusCode).toBe(401);
  });

  it(`holds ${MAX_WATCHES_PER_MEMBER} watches per member in the database`, async () => {
    const now = new Date();
    const fillers = Array.from({ length: MAX_WATCHES_PER_MEMBER - 1 }, (_, n) => ({
      id: `filler-${n}`,
      key: `filler.example/p/${n}`,
      url: `https://filler.example/p/${n}`,
      host: 'filler.example',
      name: `Filler ${n}`,
      nextCheckAt: now,
    }));
    await server.db.insert(watchedProducts).values(fillers);
    await server.db
      .insert(watches)
      .values(fillers.map((product) => ({ id: `w-${product.id}`, userId: anaId, productId: product.id })));
    await stored('/cup');
    await stored('/mug');

    // One place left, asked for twice at once: one request gets it.
    const both = await Promise.all([
      ana.post(WATCH_API.watches, { url: `${origin}/cup` }),
      ana.post(WATCH_API.watches, { url: `${origin}/mug` }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.statusCode === 409)!;
    expect(json(refused)).toMatchObject({ message: WATCH_TEXTS.limitReached, code: 'WATCH_LIMIT' });

    // A page nobody watches is not even read at the limit; a product they watch is still answered.
    const before = asked.length;
    const unknown = await ana.post(WATCH_API.watches, { url: `${origin}/saucepan` });
    expect(unknown.statusCode).toBe(409);
    expect(asked.length).toBe(before);
    const kept = both.find((response) => response.statusCode === 201)!;
    const again = await ana.post(WATCH_API.watches, { url: json<WatchView>(kept).product.url });
    expect(again.statusCode).toBe(200);
    expect(await server.db.select().from(watches).where(eq(watches.userId, anaId))).toHaveLength(
      MAX_WATCHES_PER_MEMBER,
    );
    const list = json<WatchListAnswer>(await ana.get(WATCH_API.watches));
    expect(list.limit).toBe(MAX_WATCHES_PER_MEMBER);
    expect(list.watches).toHaveLength(MAX_WATCHES_PER_MEMBER);
  });

  it('changes and removes a watch for its owner only; the product goes with its last watcher', async () => {
    const productId = await stored('/kettle', 30);
    const mine = json<WatchView>(await ana.post(WATCH_API.watches, { url: `${origin}/kettle` }));
    const bens = json<WatchView>(await ben.post(WATCH_API.watches, { url: `${origin}/kettle` }));

    const theirs = await ben.patch(WATCH_API.watch(mine.id), { paused: true });
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs)).toMatchObject({ message: WATCH_TEXTS.notFound });
    expect((await ben.patch(WATCH_API.watch('no-such-watch'), { paused: true })).statusCode).toBe(404);

    const changed = await ana.patch(WATCH_API.watch(mine.id), { targetPrice: 20, paused: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<WatchView>(changed)).toMatchObject({
      id: mine.id,
      targetPrice: 20,
      paused: true,
      anyDrop: true,
    });
    const empty = await ana.patch(WATCH_API.watch(mine.id), {
      anyDrop: false,
      backInStock: false,
      targetPrice: null,
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ message: WATCH_FIELD_ERRORS.noRule });
    const [row] = await server.db.select().from(watches).where(eq(watches.id, mine.id));
    expect(row).toMatchObject({ anyDrop: true, backInStock: true, targetPrice: 20, paused: true });

    expect((await ben.delete(WATCH_API.watch(mine.id))).statusCode).toBe(404);
    expect((await ana.delete(WATCH_API.watch(mine.id))).statusCode).toBe(204);
    expect((await ana.delete(WATCH_API.watch(mine.id))).statusCode).toBe(404);
    expect(await server.db.select().from(watchedProducts)).toHaveLength(1);
    expect((await ben.delete(WATCH_API.watch(bens.id))).statusCode).toBe(204);
    expect(await server.db.select().from(watchedProducts)).toEqual([]);
    expect(
      await server.db
        .select()
        .from(dealPrices)
        .where(eq(dealPrices.dealId, watchPriceId(productId))),
    ).toEqual([]);
  });

  it('lists each watch with its product’s 90 days of prices, its lowest and its known store', async () => {
    const productId = await stored('/kettle', 24.99);
    const now = Date.now();
    await server.db.insert(dealPrices).values([
      {
        dealId: watchPriceId(productId),
        seenAt: new Date(now - 120 * DAY_MS),
        price: 15,
        listPrice: 15,
        source: 'watch',
      },
      {
        dealId: watchPriceId(productId),
        seenAt: new Date(now - 100 * DAY_MS),
        price: 30,
        listPrice: 30,
        source: 'watch',
      },
      {
        dealId: watchPriceId(productId),
        seenAt: new Date(now - 10 * DAY_MS),
        price: 20,
        listPrice: 20,
        source: 'watch',
      },
    ]);
    await server.db
      .insert(stores)
      .values({ slug: 'loopback-shop', name: 'Loopback Shop', hosts: ['127.0.0.1'] });
    await ana.post(WATCH_API.watches, { url: `${origin}/kettle` });
    const response = await ana.get(WATCH_API.watches);
    expect(response.headers['cache-control']).toBe('no-store');
    const [watch] = json<WatchListAnswer>(response).watches;
    // The price in force when the 90 days began leads; the one before it is out of the chart.
    expect(watch!.product.history.map((point) => point.price)).toEqual([30, 20, 24.99]);
    expect(watch!.product).toMatchObject({
      lowest90: 20,
      storeName: 'Loopback Shop',
      shopLink: WATCH_API.go(productId),
    });
    // The known store's click-out: counted under the store, then the shop's page.
    const out = await server.app.inject({ method: 'GET', url: WATCH_API.go(productId) });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${origin}/kettle`);
    const [clicks] = await server.db
      .select()
      .from(dealDailyStats)
      .where(eq(dealDailyStats.dealId, `product:${productId}`));
    expect(clicks).toMatchObject({ store: 'Loopback Shop', clicks: 1 });
    expect(
      (await server.app.inject({ method: 'GET', url: WATCH_API.go('no-such-product') })).statusCode,
    ).toBe(404);
    expect(json<WatchListAnswer>(await ben.get(WATCH_API.watches)).watches).toEqual([]);
  });

  it('counts the members watching the product a deal links to', async () => {
    await saveDeals(
      server.db,
      [makeDeal({ id: 'kettle-deal', affiliateUrl: `${origin}/kettle?utm_source=deal` })],
      imported(),
    );
    const watchers = () => server.app.inject({ method: 'GET', url: WATCH_API.dealWatchers('kettle-deal') });
    expect(json(await watchers())).toEqual({ count: 0 });
    await stored('/kettle');
    await ana.post(WATCH_API.watches, { url: `${origin}/kettle?ref=mail` });
    await ben.post(WATCH_API.watches, { url: `${origin}/kettle` });
    const response = await watchers();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(json(response)).toEqual({ count: 2 });
    expect(
      (await server.app.inject({ method: 'GET', url: WATCH_API.dealWatchers('no-such-deal') })).statusCode,
    ).toBe(404);
  });
});
