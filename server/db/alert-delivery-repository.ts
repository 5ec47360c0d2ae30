// The queries of sending alerts (server/alerts/alert-sending.ts holds the policy: quiet hours, caps,
// digests, retries). Here: a delivery with its deal or watch notice, the digest deliveries that are due, a delivery's state
// as each send goes, a place in a recipient's daily cap (taken in one statement, so two sends at once
// cannot both take the last place), the badge's count of unseen matches, the channels each delivery claims,
// and forgetting a push subscription that is gone.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { type WatchNoticeReason, watchNoticeIdOf } from '../../src/shared/watch/watch.ts';
import type { Database } from './client.ts';
import {
  alertAffiliateDeals,
  alertChannelClaims,
  alertDailyCounts,
  alertDeliveries,
  alertMembers,
  deals,
  pushSubscriptions,
  watchedProducts,
  watches,
  watchNotices,
} from './schema.ts';
import { rowsOf } from './sql.ts';

export type DeliveryRow = typeof alertDeliveries.$inferSelect;

/** Whose count of unseen matches the badge shows: a member's, or a visitor device's; nobody's for mail alone. */
export type BadgeOwner = { member: string } | { device: string } | undefined;

/** A place in a recipient's cap: their local day, and how many sends that day allows. */
export interface CapPlace {
  recipient: string;
  day: string;
  dailyCap: number;
}

/**
 * A watch notice as its alert needs it (server/watch/watch-notices.ts made it): the notice, its product's
 * name, host and image, and whether its watch is paused now.
 */
export interface WatchNoticeRow {
  id: number;
  reason: WatchNoticeReason;
  price: number | null;
  previousPrice: number | null;
  currency: string | null;
  /** The deal the product became (reason 'deal'). */
  dealId: string | null;
  productName: string;
  host: string;
  image: string | null;
  paused: boolean;
}

const noticeColumns = {
  id: watchNotices.id,
  reason: sql<WatchNoticeReason>`${watchNotices.reason}`,
  price: watchNotices.price,
  previousPrice: watchNotices.previousPrice,
  currency: watchNotices.currency,
  dealId: watchNotices.dealId,
  productName: watchedProducts.name,
  host: watchedProducts.host,
  image: watchedProducts.image,
  paused: watches.paused,
};

/**
 * The notice a watch delivery names (its deal id is watchNoticeRef(id)), with its product; undefined when the
 * notice, its watch or its product was deleted since.
 */
export async function findWatchNotice(db: Database, ref: string): Promise<WatchNoticeRow | undefined> {
  const id = watchNoticeIdOf(ref);
  if (id === undefined) return undefined;
  const [row] = await db
    .select(noticeColumns)
    .from(watchNotices)
    .innerJoin(watches, eq(watches.id, watchNotices.watchId))
    .innerJoin(watchedProducts, eq(watchedProducts.id, watchNotices.productId))
    .where(eq(watchNotices.id, id));
  return row;
}

/**
 * A delivery with its deal (the site's own, or the affiliate provider's) and whether the deal is still live;
 * for a watch notice's delivery (kind 'watch'), the notice with its product instead (null when gone).
 */
export async function findDeliveryWithDeal(db: Database, deliveryId: number, now: Date) {
  const [row] = await db
    .select({
      delivery: alertDeliveries,
      deal: sql<Deal | null>`coalesce(${deals.data}, ${alertAffiliateDeals.data})`.mapWith(
        (value: Deal | string | null) => (typeof value === 'string' ? (JSON.parse(value) as Deal) : value),
      ),
      live: sql<boolean>`(case
        when ${deals.id} is not null then ${deals.expiryDate} is null or ${deals.expiryDate} > ${now}
        when ${alertAffiliateDeals.id} is not null then ${alertAffiliateDeals.expiryDate} is null or ${alertAffiliateDeals.expiryDate} > ${now}
        else false end)`,
    })
    .from(alertDeliveries)
    .leftJoin(deals, eq(deals.id, alertDeliveries.dealId))
    .leftJoin(alertAffiliateDeals, eq(alertAffiliateDeals.id, alertDeliveries.dealId))
    .where(eq(alertDeliveries.id, deliveryId));
  if (!row) return undefined;
  const notice = row.delivery.kind === 'watch' ? await findWatchNotice(db, row.delivery.dealId) : undefined;
  return { ...row, notice: notice ?? null };
}

/** The deliveries waiting for a digest that is due by `now`, by recipient; at most `limit`. */
export const listDueDigestDeliveries = (db: Database, now: Date, limit: number): Promise<DeliveryRow[]> =>
  db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.status, 'digest'), lte(alertDeliveries.dueAt, now)))
    .orderBy(asc(alertDeliveries.recipient), asc(alertDeliveries.id))
    .limit(limit);

/** Sets the deliveries' state. */
export async function updateDeliveries(
  db: Database,
  ids: number[],
  values: Partial<DeliveryRow>,
): Promise<void> {
  await db.update(alertDeliveries).set(values).where(inArray(alertDeliveries.id, ids));
}

/** What a failed send reached, and its error: one more attempt counted on each delivery; answers the counts. */
export async function recordFailedAttempt(
  db: Database,
  ids: number[],
  state: Pick<DeliveryRow, 'pushedTo' | 'pushFailed' | 'mailed' | 'lastError'>,
): Promise<{ id: number; attempts: number }[]> {
  return db
    .update(alertDeliveries)
    .set({ ...state, attempts: sql`${alertDeliveries.attempts} + 1` })
    .where(inArray(alertDeliveries.id, ids))
    .returning({ id: alertDeliveries.id, attempts: alertDeliveries.attempts });
}

/** Takes one place in the recipient's cap for the day, if one is left. */
export async function takeCapPlace(db: Database, place: CapPlace): Promise<boolean> {
  const rows = await db
    .insert(alertDailyCounts)
    .values({ recipient: place.recipient, day: place.day, sent: 1 })
    .onConflictDoUpdate({
      target: [alertDailyCounts.recipient, alertDailyCounts.day],
      set: { sent: sql`${alertDailyCounts.sent} + 1` },
      setWhere: sql`${alertDailyCounts.sent} < ${place.dailyCap}`,
    })
    .returning({ sent: alertDailyCounts.sent });
  return rows.length > 0;
}

/**
 * A single alert's first send: in one statement it takes a place in the day's cap (if one is left), marks the
 * delivery counted and adds it to the badge's count. Answers the badge's count, or undefined when the cap is
 * used. One round trip, because the fan-out of a deal to thousands of devices runs this once per device.
 */
export async function claimCapPlace(
  db: Database,
  place: CapPlace,
  deliveryId: number,
  badge: BadgeOwner,
): Promise<number | undefined> {
  const count = !badge
    ? sql`select 0 as unseen where exists (select 1 from claimed)`
    : 'member' in badge
      ? sql`insert into ${alertMembers} (user_id, unseen) select ${badge.member}, 1 where exists (select 1 from claimed)
          on conflict (user_id) do update set unseen = ${alertMembers}.unseen + 1 returning unseen`
      : sql`update ${pushSubscriptions} set unseen = unseen + 1
          where id = ${badge.device} and exists (select 1 from claimed) returning unseen`;
  const result = await db.execute(sql`
    with place as (
      insert into ${alertDailyCounts} (recipient, day, sent) values (${place.recipient}, ${place.day}, 1)
      on conflict (recipient, day) do update set sent = ${alertDailyCounts}.sent + 1
        where ${alertDailyCounts}.sent < ${place.dailyCap}
      returning sent
    ),
    claimed as (
      update ${alertDeliveries} set counted = true where id = ${deliveryId} and exists (select 1 from place) returning id
    ),
    badge as (${count})
    select (select count(*) from claimed) as claimed, (select unseen from badge limit 1) as unseen`);
  const [row] = rowsOf<{ claimed: number | string; unseen: number | null }>(result);
  return Number(row?.claimed ?? 0) > 0 ? Number(row?.unseen ?? 0) : undefined;
}

/** The badge's count of unseen matches as stored (0 for nobody's). */
export async function unseenCount(db: Database, badge: BadgeOwner): Promise<number> {
  if (!badge) return 0;
  if ('member' in badge) {
    const [row] = await db
      .select({ unseen: alertMembers.unseen })
      .from(alertMembers)
      .where(eq(alertMembers.userId, badge.member));
    return row?.unseen ?? 0;
  }
  const [row] = await db
    .select({ unseen: pushSubscriptions.unseen })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, badge.device));
  return row?.unseen ?? 0;
}

/** Adds matches to the badge's count of unseen ones. */
export async function addUnseen(db: Database, badge: BadgeOwner, adding: number): Promise<void> {
  if (!badge) return;
  if ('member' in badge) {
    await db
      .insert(alertMembers)
      .values({ userId: badge.member, unseen: adding })
      .onConflictDoUpdate({
        target: alertMembers.userId,
        set: { unseen: sql`${alertMembers.unseen} + ${adding}` },
      });
  } else {
    await db
      .update(pushSubscriptions)
      .set({ unseen: sql`${pushSubscriptions.unseen} + ${adding}` })
      .where(eq(pushSubscriptions.id, badge.device));
  }
}

/** A channel (an address or a device) claimed for sending one deal's message, by the delivery sending it. */
export interface Claim {
  channel: string;
  /** The deal's id, or a watch notice's reference. */
  dealId: string;
  /** alert, reminder or watch: a reminder of a deal is its own message, claimed apart from its alert. */
  kind: string;
  deliveryId: number;
}

/**
 * Claims each channel for its deal and kind where no delivery did yet (server/alerts/alert-claims.ts says
 * why); answers the claims the given deliveries hold now: those made here, and those they made before (a
 * retry). One statement.
 */
export async function insertChannelClaims(db: Database, claims: Claim[]) {
  const values = sql.join(
    claims.map(
      (claim) => sql`(${claim.channel}, ${claim.dealId}, ${claim.kind}, ${claim.deliveryId}::bigint)`,
    ),
    sql`, `,
  );
  const deliveryIds = sql.join(
    [...new Set(claims.map((claim) => claim.deliveryId))].map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  // The outer select sees the table as it was before this statement: the earlier claims of these deliveries.
  const result = await db.execute(sql`
    with claimed as (
      insert into ${alertChannelClaims} (channel, deal_id, kind, delivery_id) values ${values}
      on conflict do nothing
      returning channel, deal_id, kind, delivery_id
    )
    select channel, deal_id, kind, delivery_id from claimed
    union all
    select channel, deal_id, kind, delivery_id from ${alertChannelClaims} where delivery_id in (${deliveryIds})`);
  return rowsOf<{ channel: string; deal_id: string; kind: string; delivery_id: number | string }>(result);
}

/** Forgets a push subscription its push service says is gone. */
export async function deleteGonePushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
