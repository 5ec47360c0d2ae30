// One round of the coupon feed: the provider's whole list, stored as codes of source 'feed' keyed by the
// provider's name and the offer's own key, so the next round updates what this one brought instead of
// adding it again. An offer no longer listed is ended; one the operator rejected stays rejected. A round
// whose list could not be had (the network away, an error status, a body that is no feed) logs why and
// changes nothing: the codes of the last good round stay as they were.
//
// An offer of a store the site does not know yet adds the store (ensureStores, with the offer's store name
// and its click address, whose network host is never claimed): the feed lists only advertisers the site is
// partnered with, so each is a shop the site earns from, and a code without its store could not be shown.
import { randomUUID } from 'node:crypto';
import { couponInputSchema } from '../../src/shared/store/coupon-input.ts';
import type { StoreMatcher } from '../../src/shared/store/store-matching.ts';
import { createStoreMatcher } from '../../src/shared/store/store-matching.ts';
import type { Database } from '../db/client.ts';
import {
  type CouponStatus,
  expireFeedCoupons,
  type FeedCouponRow,
  insertCoupon,
  listFeedCoupons,
  type NewCoupon,
  updateFeedCoupon,
} from '../db/coupon-repository.ts';
import { databaseReason } from '../db/database-error.ts';
import { ensureStores, listStores } from '../db/store-repository.ts';
import { asDatabase } from '../db/transaction.ts';
import type { CouponFeedProvider, FeedLog, FeedOffer } from './provider.ts';

export interface RefusedOffer {
  sourceKey: string;
  store: string;
  reason: string;
}

export type FeedRoundReport =
  | {
      ok: true;
      /** Offers the provider listed. */
      offers: number;
      added: number;
      updated: number;
      unchanged: number;
      /** Codes ended because the feed no longer lists them. */
      expired: number;
      storesAdded: number;
      refused: RefusedOffer[];
    }
  | { ok: false; reason: string };

export interface FeedRoundOptions {
  db: Database;
  provider: CouponFeedProvider;
  log: FeedLog;
  clock?: () => Date;
}

type Fields = Pick<
  NewCoupon,
  'storeSlug' | 'code' | 'title' | 'terms' | 'url' | 'startsAt' | 'endsAt' | 'status'
>;

const sameFields = (row: FeedCouponRow, next: Fields): boolean =>
  row.storeSlug === next.storeSlug &&
  row.code === next.code.trim() &&
  row.title === next.title &&
  row.terms === next.terms &&
  row.url === next.url &&
  row.status === next.status &&
  row.startsAt.getTime() === next.startsAt.getTime() &&
  (row.endsAt?.getTime() ?? null) === (next.endsAt?.getTime() ?? null);

/** The address a store is matched by: the shop's own host when the network gives it, else the click address. */
const storeAddress = (offer: FeedOffer) => (offer.storeHost ? `https://${offer.storeHost}/` : offer.url);

/** The offer checked as every code is (coupon-input.ts), or the reason it is refused. */
function checkedOffer(offer: FeedOffer) {
  const checked = couponInputSchema.safeParse({
    code: offer.code,
    title: offer.title,
    terms: offer.terms,
    startsAt: offer.startsAt?.toISOString() ?? null,
    endsAt: offer.endsAt?.toISOString() ?? null,
    url: offer.url,
  });
  if (checked.success) return { ok: true as const, input: checked.data };
  return { ok: false as const, reason: inputRefusal(checked.error.issues) };
}

/** Why the code checks refused an input: the first reason for each field, "field: reason; …". */
export function inputRefusal(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!byField.has(field)) byField.set(field, field ? `${field}: ${issue.message}` : issue.message);
  }
  return [...byField.values()].join('; ');
}

export async function runFeedRound({
  db,
  provider,
  log,
  clock = () => new Date(),
}: FeedRoundOptions): Promise<FeedRoundReport> {
  let offers: FeedOffer[];
  try {
    offers = await provider.fetchOffers();
  } catch (error) {
    const reason = (error as Error).message || String(error);
    log.error({ provider: provider.name, reason }, 'Coupon feed round failed; the codes stay as they were');
    return { ok: false, reason };
  }
  const now = clock();
  const refused: RefusedOffer[] = [];
  const refuse = (offer: FeedOffer, reason: string) =>
    refused.push({ sourceKey: offer.sourceKey, store: offer.storeName, reason });
  const checked: { offer: FeedOffer; input: ReturnType<typeof couponInputSchema.parse> }[] = [];
  for (const offer of offers) {
    const result = checkedOffer(offer);
    if (result.ok) checked.push({ offer, input: result.input });
    else refuse(offer, result.reason);
  }

  const counts = await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    const storesAdded = await ensureStores(
      tx,
      checked.map(({ offer }) => ({ store: offer.storeName, affiliateUrl: storeAddress(offer) })),
    );
    const matcher: StoreMatcher = createStoreMatcher(await listStores(tx));
    const keyPrefix = `${provider.name}:`;
    const known = new Map((await listFeedCoupons(tx, keyPrefix)).map((row) => [row.sourceKey, row]));
    const listed = new Set<string>();
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (const { offer, input } of checked) {
      const sourceKey = `${keyPrefix}${offer.sourceKey}`;
      const storeSlug = matcher.slugOf({ store: offer.storeName, affiliateUrl: storeAddress(offer) });
      if (!matcher.bySlug(storeSlug)) {
        refuse(offer, `no store could be found or added for "${offer.storeName}"`);
        continue;
      }
      const prior = known.get(sourceKey);
      const ended = input.endsAt ? Date.parse(input.endsAt) <= now.getTime() : false;
      // The operator's rejection outlasts the feed listing the offer again.
      const status: CouponStatus = prior?.status === 'rejected' ? 'rejected' : ended ? 'expired' : 'live';
      const fields: Fields = {
        storeSlug,
        code: input.code,
        title: input.title,
        terms: input.terms,
        url: input.url,
        // Without a start from the feed a code runs from when it was first seen.
        startsAt: input.startsAt ? new Date(input.startsAt) : (prior?.startsAt ?? now),
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        status,
      };
      try {
        // Each offer in a savepoint of its own: one the database refuses leaves the others written.
        const outcome = await tx.transaction(async (savepoint) => {
          const sp = asDatabase(savepoint);
          if (prior) {
            if (sameFields(prior, fields)) return 'unchanged' as const;
            await updateFeedCoupon(sp, prior.id, fields, now);
            return 'updated' as const;
          }
          return insertCoupon(sp, { id: randomUUID(), source: 'feed', sourceKey, ...fields });
        });
        if (outcome === 'duplicate') {
          refuse(offer, `${storeSlug} has the code ${input.code} already`);
          continue;
        }
        listed.add(sourceKey);
        if (outcome === 'added') added += 1;
        else if (outcome === 'updated') updated += 1;
        else unchanged += 1;
      } catch (error) {
        refuse(offer, `the database refused it: ${databaseReason(error)}`);
      }
    }
    const gone = [...known.values()].filter((row) => !listed.has(row.sourceKey)).map((row) => row.id);
    const expired = await expireFeedCoupons(tx, gone, now);
    return { added, updated, unchanged, expired, storesAdded };
  });

  for (const offer of refused) log.warn({ provider: provider.name, ...offer }, 'Coupon feed offer refused');
  const report = { ok: true as const, offers: offers.length, ...counts, refused };
  log.info(
    { provider: provider.name, ...counts, offers: offers.length, refused: refused.length },
    'Coupon feed round done',
  );
  return report;
}
