// The queries of the watch check round (server/watch/watch-round.ts): the products due for a read (their
// hosts not blocked, each host's share of a round capped), a product's prices of the last 90 days, a read's
// record (the product, its price in the deals' price history when it changed, the host's fetch volume of the
// day), the active watches of a product, the notices (once per watch and occasion, by the unique index, even
// when two processes run a round), the watches' base prices, the live deals that are watched products, and
// the lease that keeps to one round at a time across the job in every process and the command.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Availability, WatchNoticeReason } from '../../src/shared/watch/watch.ts';
import { watchPriceId } from '../../src/shared/watch/watch.ts';
import type { Database } from './client.ts';
import { roundLease } from './round-lease.ts';
import {
  dealPrices,
  deals,
  watchBlockedHosts,
  watchedProducts,
  watches,
  watchHostReads,
  watchNotices,
} from './schema.ts';
import { rowsOf } from './sql.ts';

const DAY_MS = 86_400_000;
/** How far back a product's prices are read for "its lowest in 90 days" and the plausibility of a price. */
export const PRICE_WINDOW_DAYS = 90;

/** A watched product as the round reads it. */
export interface DueProduct {
  id: string;
  url: string;
  host: string;
  name: string;
  price: number | null;
  currency: string | null;
  availability: Availability;
  status: 'ok' | 'unreadable';
  failures: number;
}

interface DueRow extends Record<string, unknown> {
  id: string;
  url: string;
  host: string;
  name: string;
  price: number | string | null;
  currency: string | null;
  availability: string;
  status: string;
  failures: number | string;
}

/**
 * Products nobody watches any more (their watchers' accounts were deleted: the watches went with them), and
 * their prices: forgotten. Answers how many. A product a member is watching right now is in the same
 * transaction as its watch, so it is never seen here without one.
 */
export async function forgetUnwatchedProducts(db: Database): Promise<number> {
  const gone = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from ${watchedProducts} p
      where not exists (select 1 from ${watches} w where w.product_id = p.id)
      returning p.id`),
  ).map((row) => watchPriceId(row.id));
  if (gone.length > 0) await db.delete(dealPrices).where(inArray(dealPrices.dealId, gone));
  return gone.length;
}

/**
 * The products whose next read is due at `now`, the longest waiting first: at most `limit`, at most `perHost`
 * of one host (the host's pages are read once a second, so a shop with thousands would hold the round for
 * hours; the rest wait for the next round), none of a host the operator blocked, or of a host under one
 * (blocking kettle.example blocks shop.kettle.example, as the watch routes refuse it).
 */
export async function dueProducts(
  db: Database,
  now: Date,
  { limit, perHost }: { limit: number; perHost: number },
): Promise<DueProduct[]> {
  const result = await db.execute<DueRow>(sql`
    select id, url, host, name, price::float8 as price, currency, availability, status, failures
    from (
      select p.*, row_number() over (partition by p.host order by p.next_check_at, p.id) as turn
      from ${watchedProducts} p
      where p.next_check_at <= ${now}
        and not exists (
          select 1 from ${watchBlockedHosts} b
          where b.host = lower(p.host) or right(lower(p.host), length(b.host) + 1) = '.' || b.host
        )
    ) as due
    where turn <= ${perHost}
    order by next_check_at, id
    limit ${limit}`);
  return rowsOf<DueRow>(result).map((row) => ({
    id: row.id,
    url: row.url,
    host: row.host,
    name: row.name,
    price: row.price === null ? null : Number(row.price),
    currency: row.currency,
    availability: row.availability as Availability,
    status: row.status === 'unreadable' ? 'unreadable' : 'ok',
    failures: Number(row.failures),
  }));
}

/** One recorded price of a product. */
export interface ProductPricePoint {
  at: Date;
  price: number;
}

interface PriceRow extends Record<string, unknown> {
  deal_id: string;
  /** Milliseconds since the epoch, as float8: the same JavaScript number from both drivers. */
  seen_ms: number | string;
  price: number | string;
}

/** Ids per query: a statement takes at most 65,535 parameters. */
const IDS_PER_QUERY = 1000;

/**
 * Each product's prices of the last PRICE_WINDOW_DAYS days before `now`, oldest first, led by the one in force
 * when they begin (a price is recorded when it changes, so that one still held at their start). One statement
 * per thousand products; a product without prices is absent.
 */
export async function recentProductPrices(
  db: Database,
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, ProductPricePoint[]>> {
  const from = new Date(now.getTime() - PRICE_WINDOW_DAYS * DAY_MS);
  const byProduct = new Map<string, ProductPricePoint[]>();
  const productOf = new Map(productIds.map((id) => [watchPriceId(id), id]));
  const ids = [...productOf.keys()];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const part = ids.slice(start, start + IDS_PER_QUERY);
    const result = await db.execute<PriceRow>(sql`
      select deal_id, seen_ms, price from (
        select deal_id, seen_at, id,
          (extract(epoch from seen_at) * 1000)::float8 as seen_ms, price::float8 as price,
          lead(seen_at) over (partition by deal_id order by seen_at, id) as next_at
        from ${dealPrices}
        where ${inArray(dealPrices.dealId, part)}
      ) as points
      where seen_at >= ${from} or next_at is null or next_at >= ${from}
      order by deal_id, seen_at, id`);
    for (const row of rowsOf<PriceRow>(result)) {
      const id = productOf.get(row.deal_id)!;
      const point = { at: new Date(Number(row.seen_ms)), price: Number(row.price) };
      const points = byProduct.get(id);
      if (points) points.push(point);
      else byProduct.set(id, [point]);
    }
  }
  return byProduct;
}

/** What a good read found, to be kept on the product. */
export interface GoodRead {
  name: string | null;
  image: string | null;
  price: number;
  currency: string | null;
  availability: Availability;
  gtin: string | null;
  sku: string | null;
}

/** Pages read of one host on one UTC day, and how many of them failed. */
export interface HostReads {
  host: string;
  day: string;
  reads: number;
  failures: number;
}

/** The UTC day of a time, as watch_host_reads counts it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Adds pages read (and failed) to each host's count of the day; one statement. */
export async function countHostReads(db: Database, counts: readonly HostReads[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(watchHostReads)
    .values([...counts])
    .onConflictDoUpdate({
      target: [watchHostReads.host, watchHostReads.day],
      set: {
        reads: sql`${watchHostReads.reads} + excluded.reads`,
        failures: sql`${watchHostReads.failures} + excluded.failures`,
      },
    });
}

const sameMoney = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Records a good read: the product as the page states it now (a name or image the page no longer gives is
 * kept), 'ok' with no failures, its next read; and its price in the price history (source 'watch') when the
 * price changed. Answers which, or 'gone' when the product was deleted meanwhile (nobody watches it any more).
 */
export async function recordGoodRead(
  db: Database,
  product: Pick<DueProduct, 'id' | 'price'>,
  read: GoodRead,
  at: Date,
  nextCheckAt: Date,
): Promise<'changed' | 'same' | 'gone'> {
  const changed = product.price === null || !sameMoney(product.price, read.price);
  const updated = await db
    .update(watchedProducts)
    .set({
      ...(read.name ? { name: read.name } : {}),
      ...(read.image ? { image: read.image } : {}),
      price: read.price,
      currency: read.currency,
      availability: read.availability,
      ...(read.gtin ? { gtin: read.gtin } : {}),
      ...(read.sku ? { sku: read.sku } : {}),
      status: 'ok',
      failures: 0,
      lastError: null,
      checkedAt: at,
      nextCheckAt,
      ...(changed ? { priceChangedAt: at } : {}),
    })
    .where(eq(watchedProducts.id, product.id))
    .returning({ id: watchedProducts.id });
  if (updated.length === 0) return 'gone';
  if (!changed) return 'same';
  await db.insert(dealPrices).values({
    dealId: watchPriceId(product.id),
    seenAt: at,
    price: read.price,
    listPrice: read.price,
    source: 'watch',
  });
  return 'changed';
}

/** Records a failed read: its reason, the failures in a row, the status, its next read. */
export async function recordFailedRead(
  db: Database,
  productId: string,
  failed: { reason: string; failures: number; status: 'ok' | 'unreadable' },
  at: Date,
  nextCheckAt: Date,
): Promise<void> {
  await db
    .update(watchedProducts)
    .set({
      failures: failed.failures,
      lastError: failed.reason.slice(0, 500),
      status: failed.status,
      checkedAt: at,
      nextCheckAt,
    })
    .where(eq(watchedProducts.id, productId));
}

export type ActiveWatch = Pick<
  typeof watches.$inferSelect,
  'id' | 'userId' | 'anyDrop' | 'targetPrice' | 'minDropPercent' | 'backInStock' | 'lowest90' | 'basePrice'
>;

/** The product's watches that are not paused. */
export const activeWatches = (db: Database, productId: string): Promise<ActiveWatch[]> =>
  db
    .select({
      id: watches.id,
      userId: watches.userId,
      anyDrop: watches.anyDrop,
      targetPrice: watches.targetPrice,
      minDropPercent: watches.minDropPercent,
      backInStock: watches.backInStock,
      lowest90: watches.lowest90,
      basePrice: watches.basePrice,
    })
    .from(watches)
    .where(and(eq(watches.productId, productId), eq(watches.paused, false)))
    .orderBy(asc(watches.id));

/** A notice to record. */
export interface NoticeRow {
  watchId: string;
  userId: string;
  productId: string;
  occasion: string;
  reason: WatchNoticeReason;
  price: number | null;
  previousPrice: number | null;
  currency: string | null;
  dealId?: string | null;
}

/**
 * Records the notices; one a watch already has for its occasion is left out (the unique index decides, so
 * two rounds at once cannot both record it). Answers the ones recorded now.
 */
export async function insertNotices(
  db: Database,
  notices: readonly NoticeRow[],
  at: Date,
): Promise<{ id: number; userId: string; watchId: string }[]> {
  if (notices.length === 0) return [];
  return db
    .insert(watchNotices)
    .values(notices.map((notice) => ({ ...notice, dealId: notice.dealId ?? null, createdAt: at })))
    .onConflictDoNothing({ target: [watchNotices.watchId, watchNotices.occasion] })
    .returning({ id: watchNotices.id, userId: watchNotices.userId, watchId: watchNotices.watchId });
}

/** Drops are measured from this price from now on, for these watches (those told of it). */
export async function setBasePrice(db: Database, watchIds: readonly string[], price: number): Promise<void> {
  if (watchIds.length === 0) return;
  await db
    .update(watches)
    .set({ basePrice: price })
    .where(inArray(watches.id, [...watchIds]));
}

/** A watcher of a product that is now a live deal, not yet told of that deal. */
export interface WatchedDeal {
  watchId: string;
  userId: string;
  productId: string;
  dealId: string;
  dealPrice: number;
}

interface WatchedDealRow extends Record<string, unknown> {
  watch_id: string;
  user_id: string;
  product_id: string;
  deal_id: string;
  deal_price: number | string;
}

/**
 * Live deals whose shop link has a watched product's comparison key (deals keep it as link_key, made by the
 * same normalizeDealLink as the product's key; deals have no GTIN), with each active watcher who has no
 * notice of that deal yet; at most `limit`.
 */
export async function watchedLiveDeals(db: Database, now: Date, limit: number): Promise<WatchedDeal[]> {
  const result = await db.execute<WatchedDealRow>(sql`
    select w.id as watch_id, w.user_id, w.product_id, d.id as deal_id, d.current_price::float8 as deal_price
    from ${deals} d
    join ${watchedProducts} p on p.key = d.link_key
    join ${watches} w on w.product_id = p.id and not w.paused
    where (d.expiry_date is null or d.expiry_date > ${now})
      and not exists (
        select 1 from ${watchNotices} n where n.watch_id = w.id and n.occasion = 'deal:' || d.id
      )
    order by d.id, w.id
    limit ${limit}`);
  return rowsOf<WatchedDealRow>(result).map((row) => ({
    watchId: row.watch_id,
    userId: row.user_id,
    productId: row.product_id,
    dealId: row.deal_id,
    dealPrice: Number(row.deal_price),
  }));
}

// ---- One round at a time ----------------------------------------------------------------------------------

/** One round at a time (round-lease.ts). */
const lease = roundLease('watch_check_round');
export const claimWatchRoundLease = lease.claim;
export const renewWatchRoundLease = lease.renew;
export const releaseWatchRoundLease = lease.release;
