// Watched products and members' watches (tables watched_products, watches, watch_blocked_hosts,
// watch_host_reads; src/shared/watch/watch.ts). The contract:
//   - A product is one row per comparison key (server/watch/product-link.ts): findOrCreateProduct stores what
//     a read of its page said, due for its next check an hour later, and records its first price in
//     deal_prices under watchPriceId(id) with source 'watch'. A product found by its key is never read again
//     here: the same product watched by many members is read once, by the check round.
//   - createWatch holds the member's users row until the transaction ends, then counts and inserts, so the
//     limit holds whichever process each of a member's writes reaches. A member watches a product at most
//     once: asking again answers the watch they have.
//   - The product row is taken FOR SHARE by createWatch and FOR UPDATE by deleteWatch before it counts the
//     product's watchers, so a product is deleted (with its prices) only when nobody watches it, even while
//     another member starts watching it at that moment.
//   - Changes and deletions touch only the member's own watches: another's is as missing.
//   - Reads answer rows and numbers; the routes shape them for the wire.
import { randomUUID } from 'node:crypto';
import { and, asc, count, countDistinct, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type {
  AdminBlockedHost,
  AdminFailingPage,
  AdminWatchesAnswer,
  AdminWatchHost,
} from '../../src/shared/console/admin-watches.ts';
import { ADMIN_WATCHES_LIMIT } from '../../src/shared/console/admin-watches.ts';
import {
  type Availability,
  hostAndParents,
  WATCH_CHECK_BOUNDS,
  type WatchRules,
  watchPriceId,
} from '../../src/shared/watch/watch.ts';
import { atLeastOneRule } from '../../src/shared/watch/watch-requests.ts';
import { lockMember } from './follow-repository.ts';
import { dealPrices, watchBlockedHosts, watchedProducts, watches, watchHostReads } from './schema.ts';
import { rowsOf } from './sql.ts';
import type { Queryable, Transaction } from './transaction.ts';

export type WatchedProductRow = typeof watchedProducts.$inferSelect;
export type WatchRow = typeof watches.$inferSelect;
export type BlockedHostRow = typeof watchBlockedHosts.$inferSelect;

/** What a read of a product's page said, as a new product row keeps it. */
export interface ProductFacts {
  key: string;
  /** The page, tracking parameters left out. */
  url: string;
  host: string;
  name: string;
  image: string | null;
  price: number | null;
  currency: string | null;
  availability: Availability;
  gtin: string | null;
  sku: string | null;
}

/** A member's watch with its product, the product's chart over the last 90 days and its lowest there. */
export interface WatchWithProduct {
  watch: WatchRow;
  product: WatchedProductRow;
  /** Oldest first, led by the price in force when the 90 days began; at most HISTORY_POINTS. */
  history: { at: string; price: number }[];
  lowest90: number | null;
}

export type WatchChanges = Partial<WatchRules & { paused: boolean }>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The chart's span, and the most points one product's chart carries (the newest). */
export const HISTORY_DAYS = 90;
export const HISTORY_POINTS = 200;

// ---- Products -------------------------------------------------------------------------------------------

export async function findProductByKey(db: Queryable, key: string): Promise<WatchedProductRow | undefined> {
  const [row] = await db.select().from(watchedProducts).where(eq(watchedProducts.key, key));
  return row;
}

export async function findProductById(db: Queryable, id: string): Promise<WatchedProductRow | undefined> {
  const [row] = await db.select().from(watchedProducts).where(eq(watchedProducts.id, id));
  return row;
}

/** The facts a product row holds, to make it again should it be deleted before a watch is added. */
export const factsOfProduct = (row: WatchedProductRow): ProductFacts => ({
  key: row.key,
  url: row.url,
  host: row.host,
  name: row.name,
  image: row.image,
  price: row.price,
  currency: row.currency,
  availability: row.availability as Availability,
  gtin: row.gtin,
  sku: row.sku,
});

const shareByKey = async (tx: Transaction, key: string) =>
  (await tx.select().from(watchedProducts).where(eq(watchedProducts.key, key)).for('share'))[0];

/**
 * The product with this key, held FOR SHARE until the transaction ends; made from `facts` when there is
 * none, due an hour later, its price the first of its history.
 */
export async function findOrCreateProduct(
  tx: Transaction,
  facts: ProductFacts,
  now: Date,
): Promise<{ product: WatchedProductRow; created: boolean }> {
  const found = await shareByKey(tx, facts.key);
  if (found) return { product: found, created: false };
  const [created] = await tx
    .insert(watchedProducts)
    .values({
      id: randomUUID(),
      ...facts,
      checkedAt: now,
      nextCheckAt: new Date(now.getTime() + WATCH_CHECK_BOUNDS.minMinutes * MINUTE_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: watchedProducts.key })
    .returning();
  if (!created) {
    // Another process made it since: its insert is committed, as ours waited for it.
    const made = await shareByKey(tx, facts.key);
    if (!made) throw new Error(`The watched product ${facts.key} was made and deleted at once.`);
    return { product: made, created: false };
  }
  if (created.price !== null) {
    await tx.insert(dealPrices).values({
      dealId: watchPriceId(created.id),
      seenAt: now,
      price: created.price,
      listPrice: created.price,
      source: 'watch',
    });
  }
  return { product: created, created: true };
}

// ---- Watches --------------------------------------------------------------------------------------------

/** How many watches the member has. */
export async function countWatches(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(watches).where(eq(watches.userId, userId));
  return row?.n ?? 0;
}

export type CreateOutcome =
  | { kind: 'created'; watch: WatchRow }
  | { kind: 'existing'; watch: WatchRow }
  | { kind: 'limit' };

/**
 * The member's watch of the product: the one they have, or a new one with these rules measured from the
 * product's price now, unless they have `limit` watches already. Counted with the member's row held.
 */
export async function createWatch(
  tx: Transaction,
  input: { userId: string; product: WatchedProductRow; rules: WatchRules; limit: number; now: Date },
): Promise<CreateOutcome> {
  const { userId, product, rules, limit, now } = input;
  await lockMember(tx, userId);
  const [existing] = await tx
    .select()
    .from(watches)
    .where(and(eq(watches.userId, userId), eq(watches.productId, product.id)));
  if (existing) return { kind: 'existing', watch: existing };
  if ((await countWatches(tx, userId)) >= limit) return { kind: 'limit' };
  const [watch] = await tx
    .insert(watches)
    .values({
      id: randomUUID(),
      userId,
      productId: product.id,
      ...rules,
      paused: false,
      basePrice: product.price,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { kind: 'created', watch: watch! };
}

interface PointRow extends Record<string, unknown> {
  deal_id: string;
  /** Milliseconds since the epoch, as float8: the same JavaScript number from both drivers. */
  seen_ms: number | string;
  price: number | string;
  lowest: number | string;
}

/** The charts of these products: their points of the last 90 days, led by the one in force when they begin. */
async function chartsOf(
  db: Queryable,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, Pick<WatchWithProduct, 'history' | 'lowest90'>>> {
  const charts = new Map<string, Pick<WatchWithProduct, 'history' | 'lowest90'>>();
  if (productIds.length === 0) return charts;
  const start = sql`${new Date(now.getTime() - HISTORY_DAYS * DAY_MS).toISOString()}::timestamptz`;
  const result = await db.execute<PointRow>(sql`
    select deal_id, seen_ms, price, lowest from (
      select *, min(price) over (partition by deal_id) as lowest,
        row_number() over (partition by deal_id order by seen_at desc, id desc) as newest
      from (
        select id, deal_id, seen_at, (extract(epoch from seen_at) * 1000)::float8 as seen_ms,
          price::float8 as price, lead(seen_at) over (partition by deal_id order by seen_at, id) as next_at
        from ${dealPrices}
        where ${inArray(
          dealPrices.dealId,
          productIds.map((id) => watchPriceId(id)),
        )}
      ) as ordered
      where next_at is null or seen_at >= ${start} or next_at > ${start}
    ) as kept
    where newest <= ${HISTORY_POINTS}
    order by deal_id, seen_at, id`);
  const byPriceId = new Map(productIds.map((id) => [watchPriceId(id), id]));
  for (const row of rowsOf<PointRow>(result)) {
    const id = byPriceId.get(row.deal_id)!;
    const chart = charts.get(id) ?? { history: [], lowest90: Number(row.lowest) };
    chart.history.push({ at: new Date(Number(row.seen_ms)).toISOString(), price: Number(row.price) });
    charts.set(id, chart);
  }
  return charts;
}

async function watchesWhere(db: Queryable, userId: string, watchId: string | undefined, now: Date) {
  const rows = await db
    .select({ watch: watches, product: watchedProducts })
    .from(watches)
    .innerJoin(watchedProducts, eq(watchedProducts.id, watches.productId))
    .where(and(eq(watches.userId, userId), watchId === undefined ? undefined : eq(watches.id, watchId)))
    .orderBy(desc(watches.createdAt), asc(watches.id));
  const charts = await chartsOf(db, [...new Set(rows.map((row) => row.product.id))], now);
  return rows.map(
    (row): WatchWithProduct => ({
      ...row,
      ...(charts.get(row.product.id) ?? { history: [], lowest90: null }),
    }),
  );
}

/** The member's watches, newest first, each with its product and chart. */
export const listWatches = (db: Queryable, userId: string, now: Date): Promise<WatchWithProduct[]> =>
  watchesWhere(db, userId, undefined, now);

/** One of the member's watches with its product and chart; undefined when they have none with this id. */
export async function findWatch(
  db: Queryable,
  userId: string,
  watchId: string,
  now: Date,
): Promise<WatchWithProduct | undefined> {
  return (await watchesWhere(db, userId, watchId, now))[0];
}

/**
 * Changes the rules or pause of the member's watch. 'no-rule' when the rules that would result ask to be
 * told about nothing (nothing is changed then); 'not-found' when the member has no watch with this id.
 */
export async function updateWatch(
  tx: Transaction,
  userId: string,
  watchId: string,
  changes: WatchChanges,
  now: Date,
): Promise<WatchRow | 'not-found' | 'no-rule'> {
  const [current] = await tx
    .select()
    .from(watches)
    .where(and(eq(watches.id, watchId), eq(watches.userId, userId)))
    .for('update');
  if (!current) return 'not-found';
  if (!atLeastOneRule({ ...current, ...changes })) return 'no-rule';
  const [updated] = await tx
    .update(watches)
    .set({ ...changes, updatedAt: now })
    .where(eq(watches.id, watchId))
    .returning();
  return updated!;
}

/**
 * Deletes the member's watch; its product goes too, with its prices, when nobody watches it any more.
 * False when the member has no watch with this id.
 */
export async function deleteWatch(tx: Transaction, userId: string, watchId: string): Promise<boolean> {
  const [gone] = await tx
    .delete(watches)
    .where(and(eq(watches.id, watchId), eq(watches.userId, userId)))
    .returning({ productId: watches.productId });
  if (!gone) return false;
  const [product] = await tx
    .select({ id: watchedProducts.id })
    .from(watchedProducts)
    .where(eq(watchedProducts.id, gone.productId))
    .for('update');
  if (!product) return true;
  const [watched] = await tx.select({ n: count() }).from(watches).where(eq(watches.productId, product.id));
  if ((watched?.n ?? 0) === 0) {
    await tx.delete(dealPrices).where(eq(dealPrices.dealId, watchPriceId(product.id)));
    await tx.delete(watchedProducts).where(eq(watchedProducts.id, product.id));
  }
  return true;
}

/**
 * Members watching the product a deal links to: a watched product with the comparison key of the deal's
 * shop link, or with its GTIN when it has one.
 */
export async function countWatchers(
  db: Queryable,
  product: { key: string | undefined; gtin?: string | null },
): Promise<number> {
  const matches = [
    product.key ? eq(watchedProducts.key, product.key) : undefined,
    product.gtin ? eq(watchedProducts.gtin, product.gtin) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(watches.userId) })
    .from(watches)
    .innerJoin(watchedProducts, eq(watchedProducts.id, watches.productId))
    .where(or(...matches));
  return row?.n ?? 0;
}

// ---- Hosts ----------------------------------------------------------------------------------------------

/** Whether the operator blocked this host or a host above it (blocking kettle.example blocks shop.kettle.example). */
export async function isHostBlocked(db: Queryable, host: string): Promise<boolean> {
  const [row] = await db
    .select({ host: watchBlockedHosts.host })
    .from(watchBlockedHosts)
    .where(inArray(watchBlockedHosts.host, hostAndParents(host)))
    .limit(1);
  return row !== undefined;
}

export async function findBlockedHost(db: Queryable, host: string): Promise<BlockedHostRow | undefined> {
  const [row] = await db.select().from(watchBlockedHosts).where(eq(watchBlockedHosts.host, host));
  return row;
}

/** Blocks the host, or gives its block this reason; answers the block as it now stands. */
export async function blockHost(
  db: Queryable,
  block: { host: string; reason: string; blockedBy: string; now: Date },
): Promise<BlockedHostRow> {
  const [row] = await db
    .insert(watchBlockedHosts)
    .values({ host: block.host, reason: block.reason, blockedBy: block.blockedBy, createdAt: block.now })
    .onConflictDoUpdate({
      target: watchBlockedHosts.host,
      set: { reason: block.reason, blockedBy: block.blockedBy },
    })
    .returning();
  return row!;
}

/** Lifts the host's block; the block that was lifted, or undefined when there was none. */
export async function unblockHost(db: Queryable, host: string): Promise<BlockedHostRow | undefined> {
  const [row] = await db.delete(watchBlockedHosts).where(eq(watchBlockedHosts.host, host)).returning();
  return row;
}

// ---- The operator's overview ----------------------------------------------------------------------------

/** A UTC day as watch_host_reads keeps it. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function totalsOf(db: Queryable, today: string): Promise<AdminWatchesAnswer['totals']> {
  const [watched] = await db
    .select({ watches: count(), members: countDistinct(watches.userId) })
    .from(watches);
  const [products] = await db
    .select({
      products: count(),
      unreadable: sql<number>`count(*) filter (where ${watchedProducts.status} = 'unreadable')`.mapWith(
        Number,
      ),
    })
    .from(watchedProducts);
  const [reads] = await db
    .select({ reads: sql<number>`coalesce(sum(${watchHostReads.reads}), 0)`.mapWith(Number) })
    .from(watchHostReads)
    .where(eq(watchHostReads.day, today));
  return {
    watches: watched?.watches ?? 0,
    members: watched?.members ?? 0,
    products: products?.products ?? 0,
    unreadable: products?.unreadable ?? 0,
    readsToday: reads?.reads ?? 0,
  };
}

interface HostRow extends Record<string, unknown> {
  host: string;
  products: number | string;
  watches: number | string;
  reads7d: number | string;
  failures7d: number | string;
}

/** Every host watched or read in the last 7 UTC days, most reads first. */
async function hostsOf(db: Queryable, since: string, blocked: readonly string[]): Promise<AdminWatchHost[]> {
  const result = await db.execute<HostRow>(sql`
    with reads as (
      select host, sum(reads)::int as reads7d, sum(failures)::int as failures7d
      from ${watchHostReads} where day >= ${since}::date group by host
    ), watched as (
      select p.host, count(*)::int as products, coalesce(sum(w.n), 0)::int as watches
      from ${watchedProducts} p
      left join (select product_id, count(*) as n from ${watches} group by product_id) w on w.product_id = p.id
      group by p.host
    )
    select coalesce(r.host, p.host) as host, coalesce(p.products, 0) as products,
      coalesce(p.watches, 0) as watches, coalesce(r.reads7d, 0) as reads7d,
      coalesce(r.failures7d, 0) as failures7d
    from reads r full outer join watched p on p.host = r.host
    order by reads7d desc, products desc, host
    limit ${ADMIN_WATCHES_LIMIT}`);
  const blockedSet = new Set(blocked);
  return rowsOf<HostRow>(result).map((row) => ({
    host: row.host,
    products: Number(row.products),
    watches: Number(row.watches),
    reads7d: Number(row.reads7d),
    failures7d: Number(row.failures7d),
    blocked: hostAndParents(row.host).some((host) => blockedSet.has(host)),
  }));
}

async function failingOf(db: Queryable): Promise<AdminFailingPage[]> {
  const rows = await db
    .select({
      id: watchedProducts.id,
      url: watchedProducts.url,
      host: watchedProducts.host,
      name: watchedProducts.name,
      failures: watchedProducts.failures,
      lastError: watchedProducts.lastError,
      checkedAt: watchedProducts.checkedAt,
      // Columns named in full: inside a subquery drizzle writes them bare, and "id" would be the watch's.
      watchers:
        sql<number>`(select count(*) from ${watches} where ${watches}.product_id = ${watchedProducts}.id)`.mapWith(
          Number,
        ),
    })
    .from(watchedProducts)
    .where(gt(watchedProducts.failures, 0))
    .orderBy(
      desc(watchedProducts.failures),
      sql`${watchedProducts.checkedAt} desc nulls last`,
      asc(watchedProducts.id),
    )
    .limit(ADMIN_WATCHES_LIMIT);
  return rows.map((row) => ({ ...row, checkedAt: row.checkedAt?.toISOString() ?? null }));
}

async function blockedOf(db: Queryable): Promise<AdminBlockedHost[]> {
  const rows = await db
    .select({
      host: watchBlockedHosts.host,
      reason: watchBlockedHosts.reason,
      createdAt: watchBlockedHosts.createdAt,
    })
    .from(watchBlockedHosts)
    .orderBy(desc(watchBlockedHosts.createdAt), asc(watchBlockedHosts.host));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The console's Watches section: totals, hosts by reads over 7 UTC days, failing pages, blocked hosts. */
export async function watchesOverview(db: Queryable, now: Date): Promise<AdminWatchesAnswer> {
  const since = utcDay(new Date(now.getTime() - 6 * DAY_MS));
  const blocked = await blockedOf(db);
  return {
    totals: await totalsOf(db, utcDay(now)),
    hosts: await hostsOf(
      db,
      since,
      blocked.map((entry) => entry.host),
    ),
    failing: await failingOf(db),
    blocked,
  };
}
