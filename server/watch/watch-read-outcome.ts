// What one read of a watched product does, with its record. A good read whose price is
// plausible against the page's own history (plausible-price.ts) is kept: the product as the page states it,
// its price in the price history when it changed, its next read by check-interval.ts; then each active
// watch's rules are asked (watch-rules.ts) and its notices recorded and handed to the alerts
// (watch-notices.ts); drops are measured from the price told from then on. A read that failed, or found an
// implausible price (not recorded), counts as a failure with its reason, and is tried again sooner; the
// WATCH_FAILURES_UNREADABLE-th in a row makes the page 'unreadable' and tells its watchers, once. A read
// that changes nothing but its time is one statement; the others one transaction.
import { WATCH_FAILURES_UNREADABLE } from '../../src/shared/watch/watch.ts';
import type { Database } from '../db/client.ts';
import { asDatabase } from '../db/transaction.ts';
import {
  activeWatches,
  type DueProduct,
  type NoticeRow,
  type ProductPricePoint,
  recordFailedRead,
  recordGoodRead,
  setBasePrice,
} from '../db/watch-check-repository.ts';
import { type CheckFacts, nextCheckAt, priceMoves } from './check-interval.ts';
import { plausible } from './plausible-price.ts';
import type { ProductPage } from './product-reader.ts';
import { recordNotices } from './watch-notices.ts';
import { judgeWatch, unreadableOccasion } from './watch-rules.ts';

export interface ReadOutcome {
  ok: boolean;
  /** Why the read failed, in words; null when it did not. */
  reason: string | null;
  /** The price read, when the read was good. */
  price: number | null;
  /** This read made the page 'unreadable' (its watchers are told). */
  becameUnreadable: boolean;
  /** Notices recorded, and of them those handed to the alerts. */
  notices: number;
  alerts: number;
}

const sameCurrency = (a: string | null, b: string | null) =>
  a === null || b === null || a.toUpperCase() === b.toUpperCase();

export async function recordRead(
  db: Database,
  product: DueProduct,
  page: ProductPage,
  now: Date,
  /** The product's prices of the last 90 days (recentProductPrices), oldest first. */
  history: readonly ProductPricePoint[],
): Promise<ReadOutcome> {
  const watchers = await activeWatches(db, product.id);
  const facts = (moves: number): CheckFacts => ({ watchers: watchers.length, moves });
  let failure: string | null = page.ok ? null : page.reason;
  const read = page.ok ? page.product : null;
  const currencyChanged = read !== null && !sameCurrency(product.currency, read.currency);
  if (read) {
    // A page whose currency changed has no history in it to judge the price against.
    const judgement = plausible(read.price, currencyChanged ? [] : history.map((p) => p.price));
    if (!judgement.ok) failure = judgement.reason;
  }

  if (failure !== null || !read) {
    const reason = failure ?? 'The page could not be read.';
    const failures = product.failures + 1;
    const unreadable = failures >= WATCH_FAILURES_UNREADABLE;
    const becameUnreadable = unreadable && product.status === 'ok';
    const record = (tx: Database) =>
      recordFailedRead(
        tx,
        product.id,
        { reason, failures, status: unreadable ? 'unreadable' : product.status },
        now,
        nextCheckAt(now, facts(priceMoves(history, now)), failures),
      );
    const failed = { ok: false, reason, price: null, becameUnreadable, notices: 0, alerts: 0 };
    if (!becameUnreadable) {
      await record(db);
      return failed;
    }
    const occasion = unreadableOccasion(now);
    const recorded = await db.transaction(async (transaction) => {
      await record(asDatabase(transaction));
      return recordNotices(
        transaction,
        watchers.map(
          (watch): NoticeRow => ({
            watchId: watch.id,
            userId: watch.userId,
            productId: product.id,
            occasion,
            reason: 'unreadable',
            price: product.price,
            previousPrice: null,
            currency: product.currency,
          }),
        ),
        now,
      );
    });
    return { ...failed, ...recorded };
  }

  const notices: NoticeRow[] = [];
  const toldOfPrice: string[] = [];
  const newBase: string[] = [];
  for (const watch of watchers) {
    const decisions = judgeWatch({
      rules: {
        anyDrop: watch.anyDrop,
        targetPrice: watch.targetPrice,
        minDropPercent: watch.minDropPercent,
        backInStock: watch.backInStock,
        lowest90: watch.lowest90,
      },
      basePrice: watch.basePrice,
      previousPrice: product.price,
      price: read.price,
      previousAvailability: product.availability,
      availability: read.availability,
      recentPrices: history.map((point) => point.price),
      currencyChanged,
      readAt: now,
    });
    for (const decision of decisions) {
      notices.push({
        watchId: watch.id,
        userId: watch.userId,
        productId: product.id,
        ...decision,
        currency: read.currency,
      });
      if (decision.occasion.startsWith('price:')) toldOfPrice.push(watch.id);
    }
    // Drops are measured from the price told from now on; a watch with no base yet, or whose base is in the
    // page's former currency, starts from this price.
    if (toldOfPrice.includes(watch.id) || watch.basePrice === null || currencyChanged) newBase.push(watch.id);
  }
  const changed = product.price === null || Math.abs(product.price - read.price) >= 0.005;
  const points = changed ? [...history, { at: now, price: read.price }] : history;
  const next = nextCheckAt(now, facts(priceMoves(points, now)));
  const good = { ok: true, reason: null, price: read.price, becameUnreadable: false, notices: 0, alerts: 0 };
  // Most reads change nothing: one statement, no transaction.
  if (!changed && notices.length === 0 && newBase.length === 0) {
    await recordGoodRead(db, product, read, now, next);
    return good;
  }
  const recorded = await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    // A product deleted meanwhile (its last watch removed) has nobody left to tell.
    if ((await recordGoodRead(tx, product, read, now, next)) === 'gone') return { notices: 0, alerts: 0 };
    await setBasePrice(tx, newBase, read.price);
    return recordNotices(transaction, notices, now);
  });
  return { ...good, ...recorded };
}
