// The signals the ranks that move with time are worked out from (server/ranking/), gathered per live deal
// at a moment: votes cast or changed (deal_votes.updated_at), click-outs per hour (deal_hourly_clicks),
// saves (wishlist_items.added_at) and comments shown; and what a round writes back: deal_ranks, the
// derived fields of a deal's data with a new change number, and the once-only mark of a deal gone hot.
import { and, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DealHeat } from '../../src/shared/deal/deal.ts';
import { HEAT_WINDOW_HOURS, HOUR_MS } from '../ranking/scores.ts';
import type { Database } from './client.ts';
import { isLive } from './deals/deal-display.ts';
import {
  dealComments,
  dealHourlyClicks,
  dealRanks,
  deals,
  dealVotes,
  submissions,
  users,
  wishlistItems,
} from './schema.ts';

const before = (now: Date, hours: number): Date => new Date(now.getTime() - hours * HOUR_MS);

/** The fields a round derives, as the deal's data holds them now (anything, or nothing). */
export type StoredDerived = Partial<
  Record<'trending' | 'trendingRank' | 'popularRank' | 'todayOnly' | 'heat', unknown>
>;

/** One live deal's signals at a moment. */
export interface DealSignals {
  id: string;
  createdAt: Date;
  expiryDate: Date | null;
  stored: StoredDerived;
  /** The heat of its votes; what it tells of comments (discussed) is added by the round. */
  heat: Omit<DealHeat, 'discussed'>;
  /** Votes' weight × direction and click-outs, per UTC hour (hours since the epoch), of the trending window. */
  hours: { hour: number; count: number }[];
  clicks: number;
  saves: number;
  comments: number;
  hotAt: Date | null;
}

export interface SignalWindows {
  /** Hours of votes and click-outs trending counts, the current hour included. */
  trendingHours: number;
  popularDays: number;
  discussedHours: number;
}

const asObject = (value: unknown): StoredDerived =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as StoredDerived;

const voteValue = sql`${dealVotes.direction} * ${dealVotes.weight}`;
const heatWithin = (from: Date) =>
  sql<number>`coalesce(sum(case when ${dealVotes.updatedAt} > ${from} then ${voteValue} else 0 end), 0)::int`.mapWith(
    Number,
  );
const epochHourOf = (column: typeof dealVotes.updatedAt | typeof dealHourlyClicks.hour) =>
  sql<number>`floor(extract(epoch from ${column}) / 3600)::int`.mapWith(Number);

/** Every live deal's signals at `now`; a vote, click, save or comment after `now` is not counted. */
export async function gatherSignals(db: Database, now: Date, windows: SignalWindows): Promise<DealSignals[]> {
  const live = await db
    .select({
      id: deals.id,
      createdAt: deals.createdAt,
      expiryDate: deals.expiryDate,
      stored: sql<unknown>`jsonb_build_object('trending', ${deals.data}->'trending', 'trendingRank', ${deals.data}->'trendingRank', 'popularRank', ${deals.data}->'popularRank', 'todayOnly', ${deals.data}->'todayOnly', 'heat', ${deals.data}->'heat')`,
      hotAt: dealRanks.hotAt,
    })
    .from(deals)
    .leftJoin(dealRanks, eq(dealRanks.dealId, deals.id))
    .where(isLive(now));

  const heats = await db
    .select({
      id: dealVotes.dealId,
      day: heatWithin(before(now, HEAT_WINDOW_HOURS.day)),
      week: heatWithin(before(now, HEAT_WINDOW_HOURS.week)),
      month: heatWithin(before(now, HEAT_WINDOW_HOURS.month)),
    })
    .from(dealVotes)
    .where(and(gt(dealVotes.updatedAt, before(now, HEAT_WINDOW_HOURS.month)), lte(dealVotes.updatedAt, now)))
    .groupBy(dealVotes.dealId);

  // The trending window is whole UTC hours: the current one and those before it.
  const trendingFrom = new Date((Math.floor(now.getTime() / HOUR_MS) - windows.trendingHours + 1) * HOUR_MS);
  const voteHour = epochHourOf(dealVotes.updatedAt);
  const voteHours = await db
    .select({
      id: dealVotes.dealId,
      hour: voteHour,
      count: sql<number>`sum(${voteValue})::int`.mapWith(Number),
    })
    .from(dealVotes)
    .where(and(gte(dealVotes.updatedAt, trendingFrom), lte(dealVotes.updatedAt, now)))
    .groupBy(dealVotes.dealId, voteHour);
  const clickHours = await db
    .select({
      id: dealHourlyClicks.dealId,
      hour: epochHourOf(dealHourlyClicks.hour),
      count: dealHourlyClicks.clicks,
    })
    .from(dealHourlyClicks)
    .where(and(gte(dealHourlyClicks.hour, trendingFrom), lte(dealHourlyClicks.hour, now)));

  const popularFrom = before(now, windows.popularDays * 24);
  const clicks = await db
    .select({
      id: dealHourlyClicks.dealId,
      count: sql<number>`sum(${dealHourlyClicks.clicks})::int`.mapWith(Number),
    })
    .from(dealHourlyClicks)
    .where(and(gt(dealHourlyClicks.hour, popularFrom), lte(dealHourlyClicks.hour, now)))
    .groupBy(dealHourlyClicks.dealId);
  const saves = await db
    .select({ id: wishlistItems.dealId, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(wishlistItems)
    .where(and(gt(wishlistItems.addedAt, popularFrom), lte(wishlistItems.addedAt, now)))
    .groupBy(wishlistItems.dealId);
  const comments = await db
    .select({ id: dealComments.dealId, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(dealComments)
    .where(
      and(
        gt(dealComments.createdAt, before(now, windows.discussedHours)),
        lte(dealComments.createdAt, now),
        isNull(dealComments.deletedAt),
        isNull(dealComments.hiddenAt),
      ),
    )
    .groupBy(dealComments.dealId);

  const countsOf = (rows: { id: string; count: number }[]) => new Map(rows.map((row) => [row.id, row.count]));
  const heatOf = new Map(heats.map(({ id, ...heat }) => [id, heat]));
  const hoursOf = new Map<string, { hour: number; count: number }[]>();
  for (const { id, hour, count } of [...voteHours, ...clickHours]) {
    const list = hoursOf.get(id) ?? [];
    list.push({ hour, count });
    hoursOf.set(id, list);
  }
  const clicksOf = countsOf(clicks);
  const savesOf = countsOf(saves);
  const commentsOf = countsOf(comments);
  return live.map((deal) => ({
    id: deal.id,
    createdAt: deal.createdAt,
    expiryDate: deal.expiryDate,
    stored: asObject(deal.stored),
    heat: heatOf.get(deal.id) ?? { day: 0, week: 0, month: 0 },
    hours: hoursOf.get(deal.id) ?? [],
    clicks: clicksOf.get(deal.id) ?? 0,
    saves: savesOf.get(deal.id) ?? 0,
    comments: commentsOf.get(deal.id) ?? 0,
    hotAt: deal.hotAt,
  }));
}

/** Of these deals, those that still exist (a deal deleted since the signals were gathered is not). */
export async function existingDeals(tx: Database, ids: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  // In slices: a statement takes at most 65,535 parameters.
  for (let start = 0; start < ids.length; start += ID_SLICE) {
    const rows = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(inArray(deals.id, ids.slice(start, start + ID_SLICE)));
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

/** Ids per statement when looking deals up by id. */
const ID_SLICE = 10_000;

export interface RankRow {
  dealId: string;
  heat24h: number;
  heat7d: number;
  heat30d: number;
  trendingScore: number;
  popularScore: number;
  comments48h: number;
}

const BATCH_SIZE = 500;

/** Stores each deal's ranks as worked out at `now`; when it went hot is never touched here. */
export async function storeRanks(tx: Database, rows: RankRow[], now: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx
      .insert(dealRanks)
      .values(rows.slice(start, start + BATCH_SIZE).map((row) => ({ ...row, computedAt: now })))
      .onConflictDoUpdate({
        target: dealRanks.dealId,
        set: {
          heat24h: sql`excluded.heat_24h`,
          heat7d: sql`excluded.heat_7d`,
          heat30d: sql`excluded.heat_30d`,
          trendingScore: sql`excluded.trending_score`,
          popularScore: sql`excluded.popular_score`,
          comments48h: sql`excluded.comments_48h`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
}

/** An ended deal ranks nowhere: its scores go to 0 (when it went hot is kept, so its poster is told once). */
export async function clearEndedRanks(tx: Database, now: Date): Promise<void> {
  await tx
    .update(dealRanks)
    .set({
      heat24h: 0,
      heat7d: 0,
      heat30d: 0,
      trendingScore: 0,
      popularScore: 0,
      comments48h: 0,
      computedAt: now,
    })
    .where(
      and(
        sql`${dealRanks.dealId} in (select ${deals.id} from ${deals} where ${deals.expiryDate} <= ${now})`,
        or(
          ne(dealRanks.heat24h, 0),
          ne(dealRanks.heat7d, 0),
          ne(dealRanks.heat30d, 0),
          ne(dealRanks.trendingScore, 0),
          ne(dealRanks.popularScore, 0),
          ne(dealRanks.comments48h, 0),
        ),
      ),
    );
}

/** One deal's derived fields as a round writes them (without `heat`, the data loses any it had). */
export interface DerivedWrite {
  id: string;
  fields: object & { heat?: DealHeat };
}

/**
 * Writes each deal's derived fields into its data with the next change number, as every write to a deal
 * does, so the next delta sync carries them: one statement for the lot. Runs in the caller's transaction,
 * under the writers' lock (lockForWrite). A deal deleted since is simply not there to update.
 */
export async function storeDerived(tx: Database, writes: readonly DerivedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await tx.execute(sql`
    update ${deals}
    set data = (${deals.data} - 'heat') || written.fields,
        change_seq = nextval('deal_change_seq'),
        updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb) as written(id text, fields jsonb)
    where ${deals.id} = written.id`);
}

/** Marks the deal gone hot at `now`, once: true only for the round that set the mark. */
export async function markHot(tx: Database, id: string, now: Date): Promise<boolean> {
  const marked = await tx
    .update(dealRanks)
    .set({ hotAt: now })
    .where(and(eq(dealRanks.dealId, id), isNull(dealRanks.hotAt)))
    .returning({ id: dealRanks.dealId });
  return marked.length > 0;
}

/** The member who submitted the deal, when a member did. */
export async function posterOf(
  tx: Database,
  dealId: string,
): Promise<{ id: string; name: string; email: string; title: string } | undefined> {
  const [poster] = await tx
    .select({ id: users.id, name: users.name, email: users.email, title: deals.title })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(deals, eq(deals.id, submissions.dealId))
    .where(eq(submissions.dealId, dealId))
    .orderBy(submissions.createdAt)
    .limit(1);
  return poster;
}
