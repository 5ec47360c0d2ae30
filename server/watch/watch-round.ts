// One round of watch checks: every watched product due for a read (hosts the operator blocked left out, each
// host's share capped so a round fits between two schedules), read through the product reader (robots.txt
// obeyed, one request per host per second by its pacer), a bounded number at once, each free reader taking a
// page of the host whose turn comes soonest (host-turns.ts); each read's consequences recorded
// (watch-read-outcome.ts).
// Each host's pages read and failed are counted for the console (watch_host_reads), written each minute and
// at the round's end. Then, once per round, the watched products that became a live deal tell their
// watchers, once per deal.
// Products nobody watches any more (their watchers' accounts deleted) are forgotten first, with their prices.
// One page's trouble, even one the database refuses to record, never stops the round. A lease in the
// database keeps to one round at a time, whoever starts it (the job in any server process, or the command).
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import {
  claimWatchRoundLease,
  countHostReads,
  type DueProduct,
  dueProducts,
  forgetUnwatchedProducts,
  type HostReads,
  recentProductPrices,
  releaseWatchRoundLease,
  renewWatchRoundLease,
  utcDay,
  watchedLiveDeals,
} from '../db/watch-check-repository.ts';
import { hostTurns } from './host-turns.ts';
import { type ProductPage, type ReaderDeps, readProductPage } from './product-reader.ts';
import { recordNotices } from './watch-notices.ts';
import { type ReadOutcome, recordRead } from './watch-read-outcome.ts';
import { dealOccasion } from './watch-rules.ts';

/** Pages read at once: many shops busy, each still asked once a second at most. */
export const ROUND_CONCURRENCY = 64;
/** Products read in one round at most; the rest are due in the next. */
export const ROUND_LIMIT = 5_000;
/**
 * Pages of one host in one round at most: at one a second, four minutes, so the round fits between two of the
 * job's schedules (every 5 minutes); a shop with more waits for the next rounds.
 */
export const ROUND_PER_HOST = 240;
/** Watchers told of new deals in one round at most. */
const DEAL_NOTICES_LIMIT = 2_000;
/** A round holds its lease this long past its last sign of life: a round whose process died frees it then. */
const LEASE_MS = 5 * 60_000;
const RENEW_EVERY_MS = 60_000;

/** The currency of a deal's price in its notice: the site's deals are in dollars. */
const DEAL_CURRENCY = 'USD';

export interface WatchRead {
  product: DueProduct;
  outcome: ReadOutcome;
}

export interface WatchRoundReport {
  /** False when another round was running: nothing was read. */
  ran: boolean;
  /** When the other round's lease lapses, when one was running. */
  busyUntil?: Date;
  /** Pages read, good and failed. */
  read: number;
  failed: number;
  /** Pages that became unreadable in this round (their second failure in a row). */
  unreadable: number;
  /** Notices recorded (prices, stock, unreadable pages, new deals), and of them handed to the alerts. */
  notices: number;
  alerts: number;
  /** Of the notices, those of products that became a deal. */
  deals: number;
  /** Reads the database did not record (the product was deleted meanwhile, say); each is logged. */
  unrecorded: number;
}

export interface WatchRoundOptions {
  db: Database;
  /** How pages are read: the reader's dependencies (productReaderDeps), or a reader of its own (tests). */
  reader: ReaderDeps | ((url: string) => Promise<ProductPage>);
  clock?: () => Date;
  concurrency?: number;
  limit?: number;
  perHost?: number;
  /** Each read once its outcome is recorded. */
  onRead?: (read: WatchRead) => void;
  onError?: (productId: string, error: unknown) => void;
}

const words = (error: unknown) => ((error as Error)?.message ?? String(error)).slice(0, 200);

export async function runWatchRound(options: WatchRoundOptions): Promise<WatchRoundReport> {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  const { reader } = options;
  const read = typeof reader === 'function' ? reader : (url: string) => readProductPage(url, reader);
  const report: WatchRoundReport = {
    ran: false,
    read: 0,
    failed: 0,
    unreadable: 0,
    notices: 0,
    alerts: 0,
    deals: 0,
    unrecorded: 0,
  };
  const holder = randomUUID();
  const leaseFrom = (at: Date) => new Date(at.getTime() + LEASE_MS);
  const start = clock();
  const lease = await claimWatchRoundLease(db, holder, start, leaseFrom(start));
  if (!lease.taken) return { ...report, busyUntil: lease.heldUntil };
  report.ran = true;
  let renewedAt = start.getTime();
  let volume = new Map<string, HostReads>();
  const countRead = (host: string, at: Date, failed: boolean) => {
    const day = utcDay(at);
    const key = `${host}\n${day}`;
    const counted = volume.get(key) ?? { host, day, reads: 0, failures: 0 };
    counted.reads += 1;
    if (failed) counted.failures += 1;
    volume.set(key, counted);
  };
  const writeVolume = async () => {
    const counts = [...volume.values()];
    volume = new Map();
    await countHostReads(db, counts);
  };
  /** Each minute: the lease renewed, the fetch volume so far written. */
  const minutely = async () => {
    const now = clock();
    if (now.getTime() - renewedAt < RENEW_EVERY_MS) return;
    renewedAt = now.getTime();
    await renewWatchRoundLease(db, holder, leaseFrom(now));
    await writeVolume();
  };
  try {
    await forgetUnwatchedProducts(db);
    const due = await dueProducts(db, start, {
      limit: options.limit ?? ROUND_LIMIT,
      perHost: options.perHost ?? ROUND_PER_HOST,
    });
    // Only this round writes these products' prices (the lease): they are read once, together.
    const histories = await recentProductPrices(
      db,
      due.map((product) => product.id),
      start,
    );
    // Of the hosts free, the one whose turn comes soonest (host-turns.ts): readers seldom wait for a host.
    const turns = hostTurns(due, (product) => product.host);
    const readOne = async (product: DueProduct) => {
      let page: ProductPage;
      try {
        page = await read(product.url);
      } catch (error) {
        // The reader never throws; a reader of a test's own might.
        page = { ok: false, reason: `The page could not be read: ${words(error)}` };
      }
      const at = clock();
      let failed = !page.ok;
      try {
        const outcome = await recordRead(db, product, page, at, histories.get(product.id) ?? []);
        failed = !outcome.ok;
        report.read += 1;
        if (!outcome.ok) report.failed += 1;
        if (outcome.becameUnreadable) report.unreadable += 1;
        report.notices += outcome.notices;
        report.alerts += outcome.alerts;
        options.onRead?.({ product, outcome });
      } catch (error) {
        report.unrecorded += 1;
        options.onError?.(product.id, error);
      }
      countRead(product.host, at, failed);
      await minutely().catch((error) => options.onError?.(product.id, error));
    };
    const worker = async () => {
      for (let turn = turns.take(); turn; turn = turns.take()) {
        await readOne(turn.item);
        turns.release(turn.host);
      }
    };
    const workers = Math.max(1, Math.min(options.concurrency ?? ROUND_CONCURRENCY, due.length));
    await Promise.all(Array.from({ length: workers }, worker));
    await writeVolume().catch((error) => options.onError?.('host reads', error));
    await tellOfDeals(db, clock(), report, options.onError);
  } finally {
    await releaseWatchRoundLease(db, holder);
  }
  return report;
}

/** Watchers of products that are now a live deal, told once per deal ('deal:{id}'), in one transaction. */
async function tellOfDeals(
  db: Database,
  now: Date,
  report: WatchRoundReport,
  onError: WatchRoundOptions['onError'],
): Promise<void> {
  try {
    const found = await watchedLiveDeals(db, now, DEAL_NOTICES_LIMIT);
    if (found.length === 0) return;
    const recorded = await db.transaction((tx) =>
      recordNotices(
        tx,
        found.map((each) => ({
          watchId: each.watchId,
          userId: each.userId,
          productId: each.productId,
          occasion: dealOccasion(each.dealId),
          reason: 'deal' as const,
          price: each.dealPrice,
          previousPrice: null,
          currency: DEAL_CURRENCY,
          dealId: each.dealId,
        })),
        now,
      ),
    );
    report.notices += recorded.notices;
    report.alerts += recorded.alerts;
    report.deals += recorded.notices;
  } catch (error) {
    onError?.('deals', error);
  }
}
