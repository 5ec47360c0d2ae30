// Stores and their codes through the server: stores filled from the deals and merged by host, the
// directory with each code's record, "Did it work?" counted once per shopper, a code's click-out counted,
// and the store pages drawn, in the sitemap and with a feed. On both databases: they decide the stores
// filled, the answers counted once and the records.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDirectory } from '../../../src/shared/store/store.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { insertCoupon } from '../../db/coupon-repository.ts';
import { clickCount } from '../../db/deal-stats-repository.ts';
import { couponAnswers, coupons } from '../../db/schema.ts';
import { mergeStores } from '../../db/store-repository.ts';
import { addAppRenderer, createDistFixture } from '../../test-support/dist-fixture.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { CODE_NOT_FOUND, DEVICE_REQUIRED } from './stores-routes.ts';

const NOW = new Date('2031-03-10T12:00:00Z');
const HOUR_MS = 3_600_000;

const answer = (server: TestServer, id: string, body: object, key?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/coupons/${id}/answers`,
    headers: {
      'content-type': 'application/json',
      origin: 'https://rarefinds.test',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  });

describe.each(DATABASE_KINDS)('stores and codes on %s', (kind) => {
  let server: TestServer;
  let now = NOW;

  beforeAll(async () => {
    const dist = createDistFixture();
    addAppRenderer(dist);
    server = await startTestServer(kind, { env: { DIST_DIR: dist }, clock: () => now });
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: 'tv',
          title: 'OLED TV',
          store: 'Best Buy',
          affiliateUrl: 'https://www.bestbuy.com/tv',
        }),
        makeDeal({
          id: 'cable',
          title: 'HDMI cable',
          store: 'bestbuy.com',
          affiliateUrl: 'https://bestbuy.com/c',
        }),
        makeDeal({
          id: 'mug',
          title: 'Clay mug',
          store: 'Clay Corner',
          affiliateUrl: 'https://clay.example/m',
        }),
        makeDeal({
          id: 'bowl',
          title: 'Clay bowl',
          store: 'Clay & Co',
          affiliateUrl: 'https://clayco.example/b',
        }),
      ],
      imported(new Date(NOW.getTime() - HOUR_MS)),
    );
    for (const [id, code, storeSlug, endsAt] of [
      ['c1', 'TECH10', 'best-buy', null],
      ['c2', 'OLD5', 'best-buy', new Date(NOW.getTime() - HOUR_MS)],
      ['c3', '', 'clay-corner', null],
    ] as const) {
      await insertCoupon(server.db, {
        id,
        storeSlug,
        code,
        title: id === 'c1' ? '10% off <b>accessories</b>' : 'A sale',
        terms: '',
        url: id === 'c1' ? 'https://www.bestbuy.com/codes' : '',
        startsAt: new Date(NOW.getTime() - 2 * HOUR_MS),
        endsAt,
        source: 'operator',
        status: 'live',
      });
    }
  });
  afterAll(() => server.close());

  const directory = async (): Promise<StoreDirectory> => {
    const response = await server.app.inject({ url: '/api/stores' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('makes one store of the deals that go to the same shop, whatever they call it', async () => {
    const { stores } = await directory();
    expect(stores.map((store) => store.slug)).toEqual(['best-buy', 'clay-and-co', 'clay-corner']);
    expect(stores[0]).toMatchObject({ name: 'Best Buy', hosts: ['bestbuy.com'], aliases: ['bestbuy.com'] });
  });

  it('lists the live codes, and those ended lately with their end, each with its record', async () => {
    const { coupons: listed } = await directory();
    expect(listed.map((coupon) => coupon.id).sort()).toEqual(['c1', 'c2', 'c3']);
    expect(listed.find((coupon) => coupon.id === 'c2')?.endsAt).toBe(
      new Date(NOW.getTime() - HOUR_MS).toISOString(),
    );
    expect(listed.find((coupon) => coupon.id === 'c1')?.record).toEqual({
      answers30d: 0,
      workedShare30d: null,
      lastWorkedAt: null,
      notWorking: false,
    });
  });

  it('counts a shopper’s answer once however often it is sent, and a changed mind replaces it', async () => {
    const device = 'device-aaaa-1111';
    expect((await answer(server, 'c1', { worked: true, device }, 'key-00000001')).statusCode).toBe(200);
    const replay = await answer(server, 'c1', { worked: true, device }, 'key-00000001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    for (let sent = 0; sent < 5; sent += 1) await answer(server, 'c1', { worked: true, device });
    await answer(server, 'c1', { worked: false, device });
    const rows = await server.db.select().from(couponAnswers).where(eq(couponAnswers.couponId, 'c1'));
    expect(rows).toEqual([expect.objectContaining({ answerer: `device:${device}`, worked: false })]);
  });

  it('marks a code most shoppers say fails lately as not working, and records when it last worked', async () => {
    now = new Date(NOW.getTime() + HOUR_MS);
    await answer(server, 'c1', { worked: true, device: 'device-bbbb-2222' });
    now = new Date(NOW.getTime() + 2 * HOUR_MS);
    await answer(server, 'c1', { worked: false, device: 'device-cccc-3333' });
    let record = (await directory()).coupons.find((coupon) => coupon.id === 'c1')!.record;
    // Two of three said no: not working.
    expect(record).toMatchObject({
      answers30d: 3,
      notWorking: true,
      lastWorkedAt: new Date(NOW.getTime() + HOUR_MS).toISOString(),
    });
    expect(record.workedShare30d).toBeCloseTo(1 / 3);
    await answer(server, 'c1', { worked: true, device: 'device-dddd-4444' });
    await answer(server, 'c1', { worked: true, device: 'device-eeee-5555' });
    record = (await directory()).coupons.find((coupon) => coupon.id === 'c1')!.record;
    expect(record).toMatchObject({ answers30d: 5, notWorking: false, workedShare30d: 0.6 });
  });

  it('refuses an answer about an ended or unknown code, and counts nothing', async () => {
    for (const id of ['c2', 'nope']) {
      const response = await answer(server, id, { worked: true, device: 'device-ffff-6666' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CODE_NOT_FOUND);
    }
    const rows = await server.db.select().from(couponAnswers).where(eq(couponAnswers.couponId, 'c2'));
    expect(rows).toEqual([]);
  });

  itOnce(kind)(
    'asks a visitor’s answer for this device’s id, and refuses what is not an answer',
    async () => {
      expect((await answer(server, 'c1', { worked: true })).json().message).toBe(DEVICE_REQUIRED);
      expect((await answer(server, 'c1', { worked: 'yes', device: 'device-gggg-7777' })).statusCode).toBe(
        400,
      );
      expect((await answer(server, 'c1', { worked: true, device: '<script>' })).statusCode).toBe(400);
    },
  );

  it('counts a code’s click-out and opens its link, or its store’s shop', async () => {
    const response = await server.app.inject({ url: '/go/code/c1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://www.bestbuy.com/codes');
    const sale = await server.app.inject({ url: '/go/code/c3' });
    expect(sale.headers.location).toBe('https://clay.example/');
    const [row] = await server.db
      .select({ clicks: coupons.clicks })
      .from(coupons)
      .where(eq(coupons.id, 'c1'));
    expect(row?.clicks).toBe(1);
    expect(await clickCount(server.db, 'code:c1')).toBe(1);
    expect((await server.app.inject({ url: '/go/code/c2' })).statusCode).toBe(404);
  });

  it('draws a store page with its codes and deals, its markup as text', async () => {
    const response = await server.app.inject({ url: '/store/best-buy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Best Buy Deals &amp; Voucher Codes</h1>');
    expect(response.body).toContain('10% off &lt;b&gt;accessories&lt;/b&gt;');
    expect(response.body).toContain('OLED TV');
    expect(response.body).toContain('HDMI cable');
    expect(response.body).not.toContain('Clay mug');
    expect(response.body).toContain('"@type":"BreadcrumbList"');
    expect(response.body).toContain('rel="canonical" href="https://rarefinds.test/store/best-buy"');
  });

  it('leads another name’s address to the store, and answers 404 for no store', async () => {
    const moved = await server.app.inject({ url: '/store/bestbuy-com?sort=newest' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/store/best-buy?sort=newest');
    expect((await server.app.inject({ url: '/store/no-such-shop' })).statusCode).toBe(404);
  });

  it('lists the stores in the sitemap and gives each a feed of its deals', async () => {
    const sitemap = (await server.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://rarefinds.test/store/best-buy</loc>');
    const feed = await server.app.inject({ url: '/store/best-buy/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<title>OLED TV</title>');
    expect(feed.body).not.toContain('Clay mug');
    expect((await server.app.inject({ url: '/store/nope/feed.xml' })).statusCode).toBe(404);
  });

  it('merges one store into another: names, hosts and codes move, the old address leads there', async () => {
    expect(await mergeStores(server.db, 'clay-and-co', 'clay-corner')).toBe(true);
    const { stores, coupons: listed } = await directory();
    expect(stores.map((store) => store.slug)).toEqual(['best-buy', 'clay-corner']);
    expect(stores[1]).toMatchObject({ aliases: ['Clay & Co'], hosts: ['clay.example', 'clayco.example'] });
    expect(listed.find((coupon) => coupon.id === 'c3')?.storeSlug).toBe('clay-corner');
    const moved = await server.app.inject({ url: '/store/clay-and-co' });
    expect(moved.headers.location).toBe('/store/clay-corner');
    const page = await server.app.inject({ url: '/store/clay-corner' });
    expect(page.body).toContain('Clay bowl');
  });
});
