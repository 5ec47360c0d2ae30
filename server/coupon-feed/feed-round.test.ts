// Coupon feed rounds on PGlite and PostgreSQL, against a stub of the Rakuten service on 127.0.0.1: a round
// adds, the next updates and ends, a failed one changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCouponsCommand } from '../cli/coupons-command.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { coupons, stores } from '../db/schema.ts';
import { ensureStores, listStores } from '../db/store-repository.ts';
import { loadEnv } from '../env.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { runFeedRound } from './feed-round.ts';
import { FEED_MAX_BYTES } from './provider.ts';
import { createRakutenProvider } from './rakuten.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const KEY = 'publisher-token-for-the-feed-tests';

interface Offer {
  advertiser: string;
  advertiserId: string;
  offerId: string;
  description: string;
  code?: string;
  end?: string;
}

const link = (offer: Offer) => `<link type="TEXT">
  <categories><category id="1">Deals</category></categories>
  <offerdescription>${offer.description}</offerdescription>
  <offerstartdate>2026-03-01</offerstartdate>
  <offerenddate>${offer.end ?? ''}</offerenddate>
  <couponcode>${offer.code ?? ''}</couponcode>
  <couponrestriction></couponrestriction>
  <clickurl>https://click.linksynergy.com/fs-bin/click?id=abc&amp;offerid=${offer.offerId}&amp;type=3</clickurl>
  <advertiserid>${offer.advertiserId}</advertiserid>
  <advertisername>${offer.advertiser}</advertisername>
</link>`;

const feed = (offers: Offer[]) =>
  `<?xml version="1.0"?><couponfeed><TotalMatches>${offers.length}</TotalMatches><TotalPages>1</TotalPages>${offers.map(link).join('')}</couponfeed>`;

const TECH: Offer = {
  advertiser: 'Best Buy',
  advertiserId: '2149',
  offerId: '7097.1',
  description: '20% off laptops &amp; tablets',
  code: 'TECH20',
  end: '2026-03-31',
};
const TENTS: Offer = {
  advertiser: 'REI',
  advertiserId: '3001',
  offerId: '8801.2',
  description: 'Up to 40% off tents',
};
const ACME: Offer = {
  advertiser: 'Acme Outdoors',
  advertiserId: '4100',
  offerId: '12.3',
  description: '$10 off $75',
  code: 'ACME10',
};

interface StubFeed {
  url: string;
  /** What the next request gets. */
  answer: { status: number; body: string | Buffer };
  requests: { url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function startStubFeed(): Promise<StubFeed> {
  const stub = {
    answer: { status: 200, body: feed([]) as string | Buffer },
    requests: [] as StubFeed['requests'],
  };
  const server = http.createServer((request, response) => {
    stub.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(stub.answer.status, { 'content-type': 'application/xml' });
    response.end(stub.answer.body);
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}/coupon/1.0?network=1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

describe.each(DATABASE_KINDS)('a coupon feed round on %s', (kind) => {
  let database: DatabaseHandle;
  let stub: StubFeed;
  let logged: { level: string; message: string; fields: object }[];
  const log = {
    info: (fields: object, message: string) => logged.push({ level: 'info', message, fields }),
    warn: (fields: object, message: string) => logged.push({ level: 'warn', message, fields }),
    error: (fields: object, message: string) => logged.push({ level: 'error', message, fields }),
  };
  const round = (clock = () => NOW) =>
    runFeedRound({
      db: database.db,
      provider: createRakutenProvider({ url: stub.url, key: KEY, log }),
      log,
      clock,
    });
  const storedCodes = () => database.db.select().from(coupons).orderBy(asc(coupons.sourceKey));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    stub = await startStubFeed();
  });
  afterAll(async () => {
    await stub.close();
    await database.close();
  });
  beforeEach(async () => {
    logged = [];
    stub.requests.length = 0;
    await database.db.delete(coupons);
    await database.db.delete(stores);
    await ensureStores(database.db, [{ store: 'Best Buy', affiliateUrl: 'https://www.bestbuy.com/x' }]);
  });

  it('adds the offers, then updates a changed one and ends one no longer listed', async () => {
    stub.answer = { status: 200, body: feed([TECH, TENTS, ACME]) };
    expect(await round()).toEqual({
      ok: true,
      offers: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
      expired: 0,
      storesAdded: 2,
      refused: [],
    });
    expect(stub.requests).toEqual([
      { url: '/coupon/1.0?network=1&resultsperpage=500&pagenumber=1', authorization: `Bearer ${KEY}` },
    ]);
    // The stores the feed named are added; the click host (the network's) is claimed by none.
    expect((await listStores(database.db)).map(({ slug, hosts }) => ({ slug, hosts }))).toEqual([
      { slug: 'acme-outdoors', hosts: [] },
      { slug: 'best-buy', hosts: ['bestbuy.com'] },
      { slug: 'rei', hosts: [] },
    ]);
    const first = await storedCodes();
    expect(
      first.map(({ storeSlug, sourceKey, code, title, source, status, startsAt, endsAt }) => ({
        storeSlug,
        sourceKey,
        code,
        title,
        source,
        status,
        startsAt,
        endsAt,
      })),
    ).toEqual([
      {
        storeSlug: 'best-buy',
        sourceKey: 'rakuten:2149:7097.1',
        code: 'TECH20',
        title: '20% off laptops & tablets',
        source: 'feed',
        status: 'live',
        startsAt: new Date('2026-03-01T00:00:00Z'),
        endsAt: new Date('2026-04-01T00:00:00Z'),
      },
      {
        storeSlug: 'rei',
        sourceKey: 'rakuten:3001:8801.2',
        code: '',
        title: 'Up to 40% off tents',
        source: 'feed',
        status: 'live',
        startsAt: new Date('2026-03-01T00:00:00Z'),
        endsAt: null,
      },
      {
        storeSlug: 'acme-outdoors',
        sourceKey: 'rakuten:4100:12.3',
        code: 'ACME10',
        title: '$10 off $75',
        source: 'feed',
        status: 'live',
        startsAt: new Date('2026-03-01T00:00:00Z'),
        endsAt: null,
      },
    ]);

    stub.answer = { status: 200, body: feed([{ ...TECH, description: '25% off laptops' }, ACME]) };
    const later = new Date(NOW.getTime() + 30 * 60_000);
    expect(await round(() => later)).toMatchObject({
      ok: true,
      added: 0,
      updated: 1,
      unchanged: 1,
      expired: 1,
    });
    const second = await storedCodes();
    // Updated in place: the same rows, no second copy of any offer.
    expect(second.map((row) => row.id)).toEqual(first.map((row) => row.id));
    expect(second.map((row) => [row.sourceKey, row.status, row.title])).toEqual([
      ['rakuten:2149:7097.1', 'live', '25% off laptops'],
      ['rakuten:3001:8801.2', 'expired', 'Up to 40% off tents'],
      ['rakuten:4100:12.3', 'live', '$10 off $75'],
    ]);
    // The unchanged offer was not written again.
    expect(second[2]!.updatedAt).toEqual(first[2]!.updatedAt);

    // Listed again, the ended offer is live again.
    stub.answer = { status: 200, body: feed([{ ...TECH, description: '25% off laptops' }, TENTS, ACME]) };
    expect(await round(() => later)).toMatchObject({
      ok: true,
      added: 0,
      updated: 1,
      unchanged: 2,
      expired: 0,
    });
    expect((await storedCodes()).map((row) => row.status)).toEqual(['live', 'live', 'live']);
  });

  it('changes nothing when a round fails: an error status, a body that is no feed, one too large', async () => {
    stub.answer = { status: 200, body: feed([TECH, TENTS]) };
    await round();
    const before = await storedCodes();
    const failures: [StubFeed['answer'], string][] = [
      [{ status: 500, body: 'Internal error' }, 'the feed answered 500 Internal Server Error'],
      [
        { status: 200, body: '<html><body>Maintenance' },
        "the feed's answer is not XML: <body> is not closed (line 1)",
      ],
      [{ status: 200, body: '' }, "the feed's answer is not XML: there is no root element (line 1)"],
      // Sent without its length: the reading stops once past the limit.
      [
        { status: 200, body: Buffer.alloc(FEED_MAX_BYTES + 1024, 'a') },
        `the feed's answer is larger than ${FEED_MAX_BYTES} bytes`,
      ],
    ];
    for (const [answer, reason] of failures) {
      stub.answer = answer;
      logged = [];
      expect(await round(() => new Date(NOW.getTime() + 3600_000))).toEqual({ ok: false, reason });
      expect(logged).toEqual([
        {
          level: 'error',
          message: 'Coupon feed round failed; the codes stay as they were',
          fields: { provider: 'rakuten', reason },
        },
      ]);
    }
    expect(await storedCodes()).toEqual(before);
  });

  it('changes nothing when the service cannot be reached', async () => {
    stub.answer = { status: 200, body: feed([TECH]) };
    await round();
    const before = await storedCodes();
    // A port nothing listens on: one a server had, closed again.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createRakutenProvider({ url: `http://127.0.0.1:${port}/coupon/1.0`, key: KEY, log });
    const report = await runFeedRound({ db: database.db, provider: unreachable, log, clock: () => NOW });
    expect(report).toEqual({
      ok: false,
      reason: expect.stringMatching(/^the feed could not be reached: .*ECONNREFUSED/),
    });
    expect(await storedCodes()).toEqual(before);
  });

  it('runs as `npm run coupons -- fetch`, printing each refused offer and a summary', async () => {
    stub.answer = {
      status: 200,
      body: feed([TECH, { ...ACME, code: 'TWO WORDS' }, { ...TENTS, advertiser: '' }]),
    };
    const out: string[] = [];
    const err: string[] = [];
    const status = await runCouponsCommand(['fetch'], {
      db: database.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => NOW,
      env: loadEnv({ COUPON_API_URL: stub.url, COUPON_API_KEY: KEY }),
    });
    expect(status).toBe(2);
    expect(err).toEqual([
      'Dropped a coupon feed offer: it names no advertiser',
      'Coupon feed offer refused (Acme Outdoors): code: A code has no spaces.',
    ]);
    expect(out).toEqual([
      'Coupon feed: 2 offers: 1 new, 0 updated, 0 unchanged, 1 refused; 0 ended; 0 stores added.',
    ]);
    expect((await storedCodes()).map((row) => row.code)).toEqual(['TECH20']);
  });
});
