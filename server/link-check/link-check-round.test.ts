// Rounds of link checks on PGlite and PostgreSQL: every live deal's outcome recorded with its reason, a round
// that goes on past any one link's trouble, two conclusive failures in a row ending a deal (which then leaves
// the API, search, the sitemap, the feeds and the drawn pages within a minute even with the longest answer
// reuse allowed), inconclusive checks that neither count nor break a run, a later ok check closing the
// items, and one round at a time.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { LINK_CHECK_AUDIT } from '../../src/shared/price-history/link-checks.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { claimRoundLease, releaseRoundLease } from '../db/link-check-repository.ts';
import { auditLog, deals as dealsTable, linkChecks } from '../db/schema.ts';
import { LISTING_FRESHNESS_MS, MAX_API_CACHE_MS } from '../env.ts';
import { FEED_CACHE_CONTROL } from '../routes/feeds/feed-routes.ts';
import { addRendererFixture, createDistFixture } from '../test-support/dist-fixture.ts';
import { imported } from '../test-support/price-sightings.ts';
import { type StubShop, startStubShop } from '../test-support/stub-shop.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { createHostPacer } from './host-pacer.ts';
import { type CheckedLink, runLinkCheckRound } from './link-check-round.ts';
import { createLinkChecker, type LinkChecker } from './link-checker.ts';
import type { LinkVerdict } from './link-verdict.ts';

const T0 = new Date('2026-07-01T00:00:00.000Z');
const HOUR = 3_600_000;

const VERDICTS: Record<LinkVerdict['outcome'], LinkVerdict> = {
  ok: { outcome: 'ok', reason: null, status: 200, finalUrl: null },
  failed: { outcome: 'failed', reason: '404 Not Found', status: 404, finalUrl: null },
  inconclusive: { outcome: 'inconclusive', reason: '503 Service Unavailable', status: 503, finalUrl: null },
};

/** A checker that answers each link as told, and throws for the links told 'throw'. */
function scriptedChecker(answers: Record<string, LinkVerdict['outcome'] | 'throw'>): LinkChecker {
  return {
    async check(url) {
      const answer = answers[url] ?? 'ok';
      if (answer === 'throw') throw new Error('the checker tripped');
      return VERDICTS[answer];
    },
  };
}

const link = (id: string) => `https://shop.example/item/${id}`;

describe.each(DATABASE_KINDS)('link check rounds on %s', (kind) => {
  let server: TestServer;
  let shop: StubShop;
  let now = T0;

  beforeAll(async () => {
    const dist = createDistFixture();
    addRendererFixture(dist);
    shop = await startStubShop();
    // The longest answer reuse allowed, so the test shows an ended deal leaves every kept answer in time.
    server = await startTestServer(kind, {
      clock: () => now,
      env: { API_CACHE_MS: String(MAX_API_CACHE_MS), DIST_DIR: dist },
    });
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });
  beforeEach(async () => {
    now = T0;
    await server.db.delete(dealsTable);
  });

  const round = (checker: LinkChecker, onChecked?: (link: CheckedLink) => void) =>
    runLinkCheckRound({ db: server.db, checker, clock: () => now, onChecked });
  const later = (hours: number) => {
    now = new Date(now.getTime() + hours * HOUR);
  };
  const checksOf = (dealId: string) =>
    server.db
      .select({
        outcome: linkChecks.outcome,
        reason: linkChecks.reason,
        status: linkChecks.status,
        resolvedBy: linkChecks.resolvedBy,
      })
      .from(linkChecks)
      .where(eq(linkChecks.dealId, dealId))
      .orderBy(asc(linkChecks.id));
  const isLive = async (id: string) =>
    (await server.app.inject({ method: 'GET', url: `/api/deals/${id}` })).statusCode === 200;

  it('records every live deal’s outcome with its reason, and goes on past a link that trips the checker', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'fine', affiliateUrl: link('fine') }),
        makeDeal({ id: 'gone', affiliateUrl: link('gone') }),
        makeDeal({ id: 'slow', affiliateUrl: link('slow') }),
        makeDeal({ id: 'trips', affiliateUrl: link('trips') }),
        makeDeal({ id: 'ended', affiliateUrl: link('ended'), expiryDate: '2026-01-01T00:00:00.000Z' }),
      ],
      imported(),
    );
    const seen: string[] = [];
    const report = await round(
      scriptedChecker({ [link('gone')]: 'failed', [link('slow')]: 'inconclusive', [link('trips')]: 'throw' }),
      (checked) => seen.push(checked.dealId),
    );
    expect(report).toEqual({
      ran: true,
      checked: 4,
      ok: 1,
      failed: 1,
      inconclusive: 2,
      ended: 0,
      unrecorded: 0,
    });
    expect(seen.sort()).toEqual(['fine', 'gone', 'slow', 'trips']);
    expect(await checksOf('fine')).toEqual([{ outcome: 'ok', reason: null, status: 200, resolvedBy: null }]);
    expect(await checksOf('gone')).toEqual([
      { outcome: 'failed', reason: '404 Not Found', status: 404, resolvedBy: null },
    ]);
    expect(await checksOf('trips')).toEqual([
      {
        outcome: 'inconclusive',
        reason: 'the check failed: the checker tripped',
        status: null,
        resolvedBy: null,
      },
    ]);
    // An ended deal is not checked.
    expect(await checksOf('ended')).toEqual([]);
  });

  it('ends a deal whose link fails twice in a row, under the system, and it leaves every list within a minute', async () => {
    const gone = `${shop.origin()}/product/gone`;
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: 'dead-link',
          title: 'Walnut desk organiser',
          affiliateUrl: gone,
          category: 'home-garden',
        }),
        makeDeal({
          id: 'good-link',
          title: 'Walnut desk lamp',
          affiliateUrl: `${shop.origin()}/product/kettle`,
        }),
      ],
      imported(),
    );
    const checker = createLinkChecker({
      allowHosts: ['127.0.0.1'],
      userAgent: 'RareFindsLinkCheck/1.0 (+https://rarefinds.test)',
      pacer: createHostPacer({ intervalMs: 0 }),
    });
    expect(await round(checker)).toMatchObject({ checked: 2, ok: 1, failed: 1, ended: 0 });
    expect(await isLive('dead-link')).toBe(true);

    later(6);
    // Every list that shows the deal, read (and kept) just before the second round ends it.
    const get = (url: string) => server.app.inject({ method: 'GET', url });
    const lists = {
      api: async () => ((await get('/api/deals')).json() as Deal[]).map((deal) => deal.id),
      search: async () => ((await get('/api/deals?q=walnut')).json() as Deal[]).map((deal) => deal.id),
      sitemap: async () => (await get('/sitemap.xml')).body,
      feed: async () => (await get('/feed.xml')).body,
      categoryFeed: async () => (await get('/feed/home-garden.xml')).body,
      page: async () => (await get('/category/home-garden')).body,
    };
    expect(await lists.api()).toContain('dead-link');
    expect((await lists.search()).sort()).toEqual(['dead-link', 'good-link']);
    expect(await lists.sitemap()).toContain(`${TEST_ORIGIN}/deal/dead-link`);
    expect(await lists.feed()).toContain(`${TEST_ORIGIN}/deal/dead-link`);
    expect(await lists.categoryFeed()).toContain(`${TEST_ORIGIN}/deal/dead-link`);
    expect(await lists.page()).toContain('Walnut desk organiser');

    const ended: CheckedLink[] = [];
    const second = await round(checker, (checked) => checked.dealEnded && ended.push(checked));
    expect(second).toMatchObject({ checked: 2, failed: 1, ended: 1 });
    expect(ended.map((checked) => checked.dealId)).toEqual(['dead-link']);
    const endedAt = now;

    // The server's kept answers last API_CACHE_MS (twice for a drawn page); feeds may be kept 30 s more by
    // readers: within a minute in all.
    const feedMaxAge = Number(/max-age=(\d+)/.exec(FEED_CACHE_CONTROL)?.[1]) * 1000;
    expect(MAX_API_CACHE_MS + feedMaxAge).toBeLessThanOrEqual(LISTING_FRESHNESS_MS);
    expect((await get('/feed.xml')).headers['cache-control']).toBe(FEED_CACHE_CONTROL);
    expect((await get('/sitemap.xml')).headers['cache-control']).toBe(FEED_CACHE_CONTROL);
    now = new Date(endedAt.getTime() + 2 * MAX_API_CACHE_MS + 1);
    expect(2 * MAX_API_CACHE_MS).toBeLessThanOrEqual(LISTING_FRESHNESS_MS);
    expect(await lists.api()).toEqual(['good-link']);
    expect(await lists.search()).toEqual(['good-link']);
    expect(await lists.sitemap()).not.toContain('/deal/dead-link');
    expect(await lists.feed()).not.toContain('/deal/dead-link');
    expect(await lists.categoryFeed()).not.toContain('/deal/dead-link');
    expect(await lists.page()).not.toContain('Walnut desk organiser');
    expect(await isLive('dead-link')).toBe(false);
    expect((await get('/deal/dead-link')).statusCode).toBe(404);

    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'deal'), eq(auditLog.subjectId, 'dead-link')));
    expect(audit).toMatchObject({
      actorId: null,
      action: LINK_CHECK_AUDIT.expiredByChecks,
      after: expect.objectContaining({ expiryDate: endedAt.toISOString(), endedBecause: '404 Not Found' }),
    });
    expect((audit!.before as Deal).expiryDate).toBeNull();
    // Both failures stay open for the moderators; an ended deal is checked no more.
    expect((await checksOf('dead-link')).map((check) => check.outcome)).toEqual(['failed', 'failed']);
    later(6);
    expect(await round(checker)).toMatchObject({ checked: 1, ok: 1 });
  });

  it('lets inconclusive checks neither count nor break a run, and a working link close the items', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'between', affiliateUrl: link('between') }),
        makeDeal({ id: 'flaky', affiliateUrl: link('flaky') }),
        makeDeal({ id: 'back', affiliateUrl: link('back') }),
      ],
      imported(),
    );
    const rounds: Record<string, LinkVerdict['outcome']>[] = [
      { between: 'failed', flaky: 'failed', back: 'failed' },
      { between: 'inconclusive', flaky: 'inconclusive', back: 'ok' },
      { between: 'inconclusive', flaky: 'inconclusive', back: 'failed' },
      { between: 'failed', flaky: 'inconclusive', back: 'inconclusive' },
    ];
    for (const outcomes of rounds) {
      await round(
        scriptedChecker(
          Object.fromEntries(Object.entries(outcomes).map(([id, outcome]) => [link(id), outcome])),
        ),
      );
      later(6);
    }
    // failed, inconclusive ×2, failed: two conclusive failures in a row.
    expect(await isLive('between')).toBe(false);
    // failed, then only inconclusive: one failure, still open.
    expect(await isLive('flaky')).toBe(true);
    expect((await checksOf('flaky')).filter((check) => check.outcome === 'failed')).toEqual([
      expect.objectContaining({ resolvedBy: null }),
    ]);
    // failed, ok (which closed the first failure), failed: no run of two.
    expect(await isLive('back')).toBe(true);
    expect((await checksOf('back')).map((check) => [check.outcome, check.resolvedBy])).toEqual([
      ['failed', 'link-check'],
      ['ok', null],
      ['failed', null],
      ['inconclusive', null],
    ]);
  });

  it('runs one round at a time: a round finds another running and checks nothing', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'once', affiliateUrl: link('once') })], imported());
    const other = await claimRoundLease(server.db, 'another-round', now, new Date(now.getTime() + 60_000));
    expect(other).toEqual({ taken: true });
    expect(await round(scriptedChecker({}))).toEqual({
      ran: false,
      busyUntil: new Date(now.getTime() + 60_000),
      checked: 0,
      ok: 0,
      failed: 0,
      inconclusive: 0,
      ended: 0,
      unrecorded: 0,
    });
    expect(await checksOf('once')).toEqual([]);
    // A released lease frees the next round at once; one whose holder died lapses by itself.
    await releaseRoundLease(server.db, 'another-round');
    expect((await round(scriptedChecker({}))).ran).toBe(true);
    await claimRoundLease(server.db, 'a-round-that-died', now, new Date(now.getTime() + 60_000));
    expect((await round(scriptedChecker({}))).ran).toBe(false);
    later(1);
    expect((await round(scriptedChecker({}))).ran).toBe(true);
    expect(await checksOf('once')).toHaveLength(2);
  });
});
