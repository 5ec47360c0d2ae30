// Every price the site has seen for a deal (table deal_prices): its own deals' prices as they are written
// (server/db/deals/deal-writes.ts) and the affiliate provider's as each fresh list arrives. A row is
// added only when a deal's price or list price differs from its latest row, so the table holds the changes,
// not every sighting. Rows have no foreign key: a deleted deal's prices stay, and affiliate deals have no
// row in `deals` at all.
import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import {
  PRICE_HISTORY_DAYS,
  type PricePoint,
  type PriceSource,
  type PriceTruth,
  priceTruthOf,
} from '../../src/shared/price-history/price-history.ts';
import type { Database } from './client.ts';
import { dealPrices } from './schema.ts';
import { rowsOf } from './sql.ts';

/** A deal's price and the shop's list ("was") price as seen now. */
export interface SeenPrice {
  dealId: string;
  price: number;
  listPrice: number;
}

/** Where and when prices were seen. */
export interface PriceSighting {
  source: PriceSource;
  at: Date;
}

/** A stored point with the deal it belongs to. */
export type DealPricePoint = PricePoint & { dealId: string };

const DAY_MS = 86_400_000;

/** Ids per query: a statement takes at most 65,535 parameters (an inserted row takes five). */
const IDS_PER_QUERY = 1000;

const chunks = <T>(list: readonly T[]): T[][] => {
  const parts: T[][] = [];
  for (let start = 0; start < list.length; start += IDS_PER_QUERY)
    parts.push(list.slice(start, start + IDS_PER_QUERY));
  return parts;
};

const sameMoney = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The latest row of each of these deals. */
async function latestRows(db: Database, ids: string[]) {
  const rows = await db
    .selectDistinctOn([dealPrices.dealId], {
      dealId: dealPrices.dealId,
      seenAt: dealPrices.seenAt,
      price: dealPrices.price,
      listPrice: dealPrices.listPrice,
    })
    .from(dealPrices)
    .where(inArray(dealPrices.dealId, ids))
    .orderBy(dealPrices.dealId, desc(dealPrices.seenAt), desc(dealPrices.id));
  return new Map(rows.map((row) => [row.dealId, row]));
}

/**
 * Records the prices seen: a new row for each deal whose price or list price differs from its latest row
 * (or that has none), one query for the latest rows and one insert per thousand deals. A deal's points never
 * go back in time: a sighting older than its latest point (another process's clock running ahead) is dated
 * at that point. Returns the ids of the deals that got a row.
 */
export async function recordPrices(
  db: Database,
  seen: readonly SeenPrice[],
  sighting: PriceSighting,
): Promise<string[]> {
  // One sighting per deal: the last one given wins.
  const byId = new Map(seen.map((item) => [item.dealId, item]));
  const recorded: string[] = [];
  for (const part of chunks([...byId.values()])) {
    const latest = await latestRows(
      db,
      part.map((item) => item.dealId),
    );
    const fresh = part.filter((item) => {
      const last = latest.get(item.dealId);
      return !last || !sameMoney(last.price, item.price) || !sameMoney(last.listPrice, item.listPrice);
    });
    if (fresh.length === 0) continue;
    await db.insert(dealPrices).values(
      fresh.map((item) => {
        const lastAt = latest.get(item.dealId)?.seenAt;
        return {
          dealId: item.dealId,
          seenAt: lastAt && lastAt > sighting.at ? lastAt : sighting.at,
          price: item.price,
          listPrice: item.listPrice,
          source: sighting.source,
        };
      }),
    );
    recorded.push(...fresh.map((item) => item.dealId));
  }
  return recorded;
}

/** Stores points as they are given (a history made up front, such as the sample deals'). */
export async function insertPricePoints(db: Database, points: readonly DealPricePoint[]): Promise<void> {
  for (const part of chunks(points)) {
    await db.insert(dealPrices).values(
      part.map((point) => ({
        dealId: point.dealId,
        seenAt: new Date(point.at),
        price: point.price,
        listPrice: point.listPrice,
        source: point.source,
      })),
    );
  }
}

interface PointRow extends Record<string, unknown> {
  deal_id: string;
  /** Milliseconds since the epoch, as float8: the same JavaScript number from both drivers. */
  seen_ms: number | string;
  price: number | string;
  list_price: number | string;
  source: string;
}

const pointOf = (row: PointRow): DealPricePoint => ({
  dealId: row.deal_id,
  at: new Date(Number(row.seen_ms)).toISOString(),
  price: Number(row.price),
  listPrice: Number(row.list_price),
  source: row.source as PriceSource,
});

/**
 * The points of the deals in `ids` that `kept` keeps, oldest first (ties in the order they were stored).
 * `kept` is SQL over each row's `seen_at`, `next_at` (when the deal's next point came, null for its latest)
 * and `since` (when the deal's current price began).
 */
async function selectPoints(db: Database, ids: string[], kept: SQL): Promise<DealPricePoint[]> {
  const result = await db.execute<PointRow>(sql`
    select deal_id, seen_ms, price, list_price, source from (
      select *, max(case when changed then seen_at end) over (partition by deal_id) as since
      from (
        select id, deal_id, seen_at, source,
          (extract(epoch from seen_at) * 1000)::float8 as seen_ms,
          price::float8 as price, list_price::float8 as list_price,
          lag(price) over w is distinct from price as changed,
          lead(seen_at) over w as next_at
        from ${dealPrices}
        where ${inArray(dealPrices.dealId, ids)}
        window w as (partition by deal_id order by seen_at, id)
      ) as ordered
    ) as runs
    where ${kept}
    order by deal_id, seen_at, id`);
  return rowsOf<PointRow>(result).map(pointOf);
}

const groupByDeal = (points: readonly DealPricePoint[]): Map<string, PricePoint[]> => {
  const groups = new Map<string, PricePoint[]>();
  for (const { dealId, ...point } of points) {
    const group = groups.get(dealId);
    if (group) group.push(point);
    else groups.set(dealId, [point]);
  }
  return groups;
};

/**
 * What each deal's PriceTruth rests on: its points from 90 days before its current price began (led by the
 * one in force then) to the latest, oldest first. Deals without points are absent.
 */
export async function truthPoints(db: Database, ids: readonly string[]): Promise<Map<string, PricePoint[]>> {
  const points: DealPricePoint[] = [];
  for (const part of chunks([...new Set(ids)])) {
    // The point in force when the 90 days begin is the last whose successor comes at or after their start.
    const kept = sql`next_at is null or next_at >= since - ${PRICE_HISTORY_DAYS}::int * interval '1 day'`;
    points.push(...(await selectPoints(db, part, kept)));
  }
  return groupByDeal(points);
}

/** Each deal's PriceTruth from its stored points; deals without points are absent. */
export async function priceTruths(db: Database, ids: readonly string[]): Promise<Map<string, PriceTruth>> {
  const truths = new Map<string, PriceTruth>();
  for (const [id, points] of await truthPoints(db, ids)) {
    const truth = priceTruthOf(points);
    if (truth) truths.set(id, truth);
  }
  return truths;
}

/**
 * A deal's chart: its points of the last PRICE_HISTORY_DAYS days before `now`, led by the one in force when
 * they begin, oldest first. Empty for a deal with no points.
 */
export async function priceHistory(db: Database, dealId: string, now: Date): Promise<PricePoint[]> {
  const from = new Date(now.getTime() - PRICE_HISTORY_DAYS * DAY_MS);
  const start = sql`${from.toISOString()}::timestamptz`;
  const points = await selectPoints(
    db,
    [dealId],
    sql`next_at is null or seen_at >= ${start} or next_at > ${start}`,
  );
  return points.map(({ dealId: _id, ...point }) => point);
}
