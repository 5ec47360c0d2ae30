// The ranks that move with time on PGlite and PostgreSQL, with the clock driven forward: recent votes
// outrank old ones on trending and in the 24 hours' heat, popular follows click-outs and saves, a deal that
// ends drops out, a round in which nothing moved takes no change number, and the Hot mail goes once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOT_HEAT_FROM_DEGREES } from '../../src/shared/community/temperature.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { SYNC_TOKEN_HEADER } from '../../src/shared/deal/deal-api.ts';
import { sortDeals } from '../../src/shared/deal/deal-rules.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { latestChange } from '../db/deals/deal-changes.ts';
import {
  dealHourlyClicks,
  dealRanks,
  deals,
  dealVotes,
  outgoingMail,
  submissions,
  users,
  wishlistItems,
} from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { imported } from '../test-support/price-sightings.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { HOT_DEAL_SUBJECT } from './hot-deal-mail.ts';
import { RANKING_JOBS, RANKING_SCHEDULE, startRankingJobs } from './ranking-jobs.ts';
import { runRankingRound } from './ranking-round.ts';

const START = new Date('2026-06-01T08:20:00.000Z');
const HOUR = 3_600_000;
const HIDE_NEW_MINUTES = 10;
const json = (response: { body: string }) => JSON.parse(response.body);

describe.each(DATABASE_KINDS)('the ranking round on %s', (kind) => {
  let server: TestServer;
  let now = START;
  const later = (hours: number) => {
    now = new Date(now.getTime() + hours * HOUR);
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock: () => now,
      env: { NEW_DEAL_HIDE_MINUTES: String(HIDE_NEW_MINUTES) },
      pollingIntervalSeconds: 0.5,
    });
    // Enough members to vote a deal hot: votes are rows here, cast at the clock's times.
    await server.db.insert(users).values(
      Array.from({ length: 120 }, (_, index) => ({
        id: `member-${index}`,
        name: `Member ${index}`,
        email: `member-${index}-${kind}@example.com`,
      })),
    );
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = START;
    await server.db.delete(deals);
    await server.db.delete(dealHourlyClicks);
    await server.db.delete(wishlistItems);
    await server.db.delete(submissions);
    await server.db.delete(outgoingMail);
  });

  const round = () =>
    runRankingRound({
      db: server.db,
      now,
      mailer: server.app.serverContext.mailer,
      origin: TEST_ORIGIN,
      hideNewMs: HIDE_NEW_MINUTES * 60_000,
    });
  const publish = (...list: Deal[]) => saveDeals(server.db, list, imported(now));
  /** `count` members' hot votes on the deal (weight 1 each), cast at `at`. */
  const voteHot = (dealId: string, count: number, at: Date, firstMember = 0) =>
    server.db.insert(dealVotes).values(
      Array.from({ length: count }, (_, index) => ({
        dealId,
        userId: `member-${firstMember + index}`,
        direction: 1,
        weight: 1,
        createdAt: at,
        updatedAt: at,
      })),
    );
  const ranksOf = async (id: string) =>
    (await server.db.select().from(dealRanks).where(eq(dealRanks.dealId, id)))[0];
  const dataOf = async (id: string) =>
    (await server.db.select({ data: deals.data }).from(deals).where(eq(deals.id, id)))[0]!.data;
  const listed = async () => json(await server.app.inject({ method: 'GET', url: '/api/deals' })) as Deal[];

  it('ranks a new deal with a few recent votes above an old one with many old votes, on trending and in the 24 hours’ heat', async () => {
    await publish(makeDeal({ id: 'old', createdAt: ago(30 * 24).toISOString() }));
    await voteHot('old', 40, ago(1));
    await round();
    expect(await dataOf('old')).toMatchObject({
      trending: true,
      trendingRank: 1,
      heat: { day: 40, week: 40, month: 40, discussed: 0 },
    });

    // Three days on, a deal published this morning gets five votes.
    later(3 * 24);
    await publish(makeDeal({ id: 'fresh', createdAt: ago(2).toISOString() }));
    await voteHot('fresh', 5, ago(0.5), 50);
    const report = await round();
    expect(report).toMatchObject({ ranked: 2, changed: 2 });

    expect(await ranksOf('fresh')).toMatchObject({ heat24h: 5, heat7d: 5, heat30d: 5 });
    expect(await ranksOf('old')).toMatchObject({ heat24h: 0, heat7d: 40, heat30d: 40, trendingScore: 0 });
    expect((await ranksOf('fresh'))!.trendingScore).toBeGreaterThan(0);

    // What the apps receive: the fresh deal is the one trending, and Hottest puts it first.
    const list = await listed();
    expect(list.find((deal) => deal.id === 'fresh')).toMatchObject({
      trending: true,
      trendingRank: 1,
      heat: { day: 5, week: 5, month: 5, discussed: 0 },
    });
    expect(list.find((deal) => deal.id === 'old')).toMatchObject({ trending: false, trendingRank: null });
    expect(sortDeals(list, 'hottest').map((deal) => deal.id)).toEqual(['fresh', 'old']);
  });

  it('keeps a new deal’s heat out of its data while its temperature is kept back', async () => {
    await publish(makeDeal({ id: 'brand-new', createdAt: ago(0.05).toISOString() }));
    await voteHot('brand-new', 3, now);
    await round();
    const data = await dataOf('brand-new');
    expect(data.heat).toBeUndefined();
    expect(data).toMatchObject({ trendingRank: 1, todayOnly: true });

    later(HIDE_NEW_MINUTES / 60);
    await round();
    expect((await dataOf('brand-new')).heat).toEqual({ day: 3, week: 3, month: 3, discussed: 0 });
  });

  it('ranks popular deals by the click-outs through /go and the saves of the last 7 days', async () => {
    await publish(
      makeDeal({ id: 'clicked', createdAt: ago(48).toISOString() }),
      makeDeal({ id: 'saved', createdAt: ago(48).toISOString() }),
      makeDeal({ id: 'quiet', createdAt: ago(48).toISOString() }),
    );
    for (let click = 0; click < 3; click += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/go/clicked' })).statusCode).toBe(302);
    }
    const hour = new Date('2026-06-01T08:00:00.000Z');
    expect(await server.db.select().from(dealHourlyClicks)).toEqual([{ dealId: 'clicked', hour, clicks: 3 }]);
    await server.db.insert(wishlistItems).values(
      ['member-1', 'member-2'].map((userId) => ({
        userId,
        dealId: 'saved',
        deal: makeDeal({ id: 'saved' }),
        addedAt: now,
      })),
    );

    await round();
    expect(await ranksOf('clicked')).toMatchObject({ popularScore: 3 });
    expect(await ranksOf('saved')).toMatchObject({ popularScore: 4 });
    expect((await dataOf('saved')).popularRank).toBe(1);
    expect((await dataOf('clicked')).popularRank).toBe(2);
    expect((await dataOf('quiet')).popularRank).toBeNull();
    // Clicks are signals of the hour too: the clicked deal trends, the saved one does not.
    expect((await dataOf('clicked')).trendingRank).toBe(1);
    expect((await dataOf('saved')).trendingRank).toBeNull();

    // Eight days on the old clicks and saves count no more; one new click-out makes its deal the most popular.
    later(8 * 24);
    await server.app.inject({ method: 'GET', url: '/go/quiet' });
    await round();
    expect((await dataOf('quiet')).popularRank).toBe(1);
    expect((await dataOf('saved')).popularRank).toBeNull();
    expect((await dataOf('clicked')).popularRank).toBeNull();
  });

  it('drops a deal that ends, and marks Today’s Deals by the UTC day', async () => {
    await publish(
      makeDeal({ id: 'ending', createdAt: ago(48).toISOString(), expiryDate: ago(-2).toISOString() }),
      makeDeal({ id: 'steady', createdAt: ago(48).toISOString() }),
    );
    await voteHot('ending', 10, ago(1));
    await voteHot('steady', 2, ago(1), 20);
    await round();
    expect(await dataOf('ending')).toMatchObject({ trendingRank: 1, todayOnly: true });
    expect(await dataOf('steady')).toMatchObject({ trendingRank: 2, todayOnly: false });

    later(3);
    const report = await round();
    expect(report.ranked).toBe(1);
    expect(await dataOf('steady')).toMatchObject({ trendingRank: 1 });
    expect(await ranksOf('ending')).toMatchObject({ heat24h: 0, trendingScore: 0, popularScore: 0 });
    expect((await listed()).map((deal) => deal.id)).toEqual(['steady']);
  });

  it('writes no change number in a round where nothing moved, and a delta sync carries a round that did', async () => {
    await publish(makeDeal({ id: 'calm', createdAt: ago(48).toISOString() }));
    await voteHot('calm', 4, ago(2));
    await round();
    const first = await server.app.inject({ method: 'GET', url: '/api/deals' });
    const token = first.headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;
    const change = await latestChange(server.db);

    later(1 / 60);
    expect(await round()).toMatchObject({ ranked: 1, changed: 0 });
    expect(await latestChange(server.db)).toBe(change);
    const unchanged = json(
      await server.app.inject({ method: 'GET', url: `/api/deals?since=${encodeURIComponent(token)}` }),
    );
    expect(unchanged.deals).toEqual([]);

    // Two days on, the day's heat and the trending hours are gone: the deal changes once, and the sync
    // brings it.
    later(48);
    expect(await round()).toMatchObject({ changed: 1 });
    const delta = json(
      await server.app.inject({ method: 'GET', url: `/api/deals?since=${encodeURIComponent(token)}` }),
    );
    expect(delta.deals).toEqual([
      expect.objectContaining({
        id: 'calm',
        heat: { day: 0, week: 4, month: 4, discussed: 0 },
        trendingRank: null,
      }),
    ]);
  });

  it('writes the deals a slice at a time, each slice under its own hold of the writers’ lock', async () => {
    const ids = ['s1', 's2', 's3', 's4', 's5'];
    await publish(...ids.map((id) => makeDeal({ id, createdAt: ago(30).toISOString() })));
    for (const [index, id] of ids.entries()) await voteHot(id, index + 1, ago(1), index * 10);
    const before = await latestChange(server.db);
    const report = await runRankingRound({
      db: server.db,
      now,
      mailer: server.app.serverContext.mailer,
      origin: TEST_ORIGIN,
      hideNewMs: HIDE_NEW_MINUTES * 60_000,
      writeSlice: 2,
    });
    expect(report).toMatchObject({ ranked: 5, changed: 5 });
    // Each deal has its own change number, all after the round began; every deal's heat is in its data.
    const rows = await server.db.select({ id: deals.id, seq: deals.changeSeq, data: deals.data }).from(deals);
    expect(new Set(rows.map((row) => row.seq)).size).toBe(5);
    expect(rows.every((row) => Number(row.seq) > before)).toBe(true);
    for (const [index, id] of ids.entries())
      expect(rows.find((row) => row.id === id)!.data).toMatchObject({ heat: { day: index + 1 } });
  });

  it('overrides the ranks an import sets by hand at the next round', async () => {
    await publish(
      makeDeal({
        id: 'hand-set',
        createdAt: ago(48).toISOString(),
        trending: true,
        trendingRank: 1,
        popularRank: 2,
        todayOnly: true,
      }),
    );
    await round();
    expect(await dataOf('hand-set')).toMatchObject({
      trending: false,
      trendingRank: null,
      popularRank: null,
      todayOnly: false,
      heat: { day: 0, week: 0, month: 0, discussed: 0 },
    });
  });

  it('tells the member who posted a deal that it went hot, once, even when it goes hot again', async () => {
    await publish(makeDeal({ id: 'blazing', title: 'Blazing kettle', createdAt: ago(5).toISOString() }));
    await server.db.insert(submissions).values({
      id: 'sub-blazing',
      userId: 'member-0',
      status: 'live',
      link: 'https://shop.example/item/blazing',
      linkKey: 'shop.example/item/blazing',
      title: 'Blazing kettle',
      currentPrice: 80,
      store: 'Test Store',
      category: 'electronics',
      description: 'A kettle',
      dealId: 'blazing',
    });
    const hotMails = () =>
      server.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.subject, HOT_DEAL_SUBJECT), eq(outgoingMail.userId, 'member-0')));

    await voteHot('blazing', HOT_HEAT_FROM_DEGREES - 1, ago(1));
    expect((await round()).wentHot).toEqual([]);
    await voteHot('blazing', 1, ago(0.5), HOT_HEAT_FROM_DEGREES - 1);
    expect((await round()).wentHot).toEqual(['blazing']);
    expect((await ranksOf('blazing'))!.hotAt).toEqual(now);
    expect(await round()).toMatchObject({ wentHot: [] });

    // Two days on the heat is gone; the same members vote again and it is hot once more: no second mail.
    later(48);
    await round();
    await server.db
      .update(dealVotes)
      .set({ updatedAt: ago(1) })
      .where(inArray(dealVotes.dealId, ['blazing']));
    expect((await round()).wentHot).toEqual([]);
    expect((await ranksOf('blazing'))!.heat24h).toBe(HOT_HEAT_FROM_DEGREES);

    const mails = await hotMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: `member-0-${kind}@example.com` });
    expect(mails[0]!.textBody).toContain('Blazing kettle');
    expect(mails[0]!.textBody).toContain(`${TEST_ORIGIN}/deal/blazing`);
  });

  it('runs a round every 5 minutes on a schedule kept in the database', async () => {
    await startRankingJobs(server.jobs, { ...server.app.serverContext, log: server.app.log });
    const schedules = await server.db.execute(sql`select name, cron from pgboss.schedule`);
    expect(rowsOf(schedules)).toContainEqual({ name: RANKING_JOBS.round.name, cron: RANKING_SCHEDULE });

    await publish(makeDeal({ id: 'by-job', createdAt: ago(48).toISOString() }));
    await voteHot('by-job', 2, ago(1));
    await server.jobs.send(RANKING_JOBS.round.name, {});
    await expect.poll(async () => (await ranksOf('by-job'))?.heat24h, { timeout: 20_000 }).toBe(2);
    expect((await dataOf('by-job')).trendingRank).toBe(1);
  });
});
