// One round of the ranks that move with time (docs/decisions/0042): gather every live deal's signals at
// `now`, score them (scores.ts), store the scores in deal_ranks, and write the derived fields (trendingRank,
// popularRank, trending, todayOnly, heat) into the data of each deal whose fields changed, with a new change
// number so the apps' delta sync carries them. A deal whose fields are the same is not written: a round in
// which nothing moved takes no change number. A deal that first gains HOT_HEAT_FROM_DEGREES in 24 hours is
// marked hot once, and its poster's mail is stored in the same transaction and sent once it has committed.
// deal_ranks is the round's own table and is stored without the deal writers' lock; the deals' own writes
// take that lock a slice at a time (WRITE_SLICE), so a vote or an import waits for one slice, never for a
// whole round over every live deal.
import { isTold } from '../community/temperature.ts';
import type { Database } from '../db/client.ts';
import { lockForWrite } from '../db/deals/deal-changes.ts';
import {
  clearEndedRanks,
  type DerivedWrite,
  existingDeals,
  gatherSignals,
  markHot,
  posterOf,
  storeDerived,
  storeRanks,
} from '../db/rank-repository.ts';
import { asDatabase } from '../db/transaction.ts';
import type { Mailer, StoredMail } from '../mail/mailer.ts';
import { hotDealMail } from './hot-deal-mail.ts';
import {
  DISCUSSED_HOURS,
  derivedFields,
  goesHot,
  isTodays,
  POPULAR_DAYS,
  popularScore,
  ranksOf,
  sameDerived,
  TRENDING_HOURS,
  trendingScore,
} from './scores.ts';

export interface RankingRoundOptions {
  db: Database;
  now: Date;
  mailer: Pick<Mailer, 'store'>;
  /** PUBLIC_ORIGIN, for the link in the Hot mail. */
  origin: string;
  /** How long a new deal's temperature stays hidden: its heat stays out of its data as long. */
  hideNewMs: number;
  /** Deals written per hold of the writers' lock (WRITE_SLICE). */
  writeSlice?: number;
}

/** Deals written under one hold of the writers' lock. */
export const WRITE_SLICE = 500;

export interface RankingReport {
  /** Live deals ranked. */
  ranked: number;
  /** Deals whose derived fields were written, each with a new change number. */
  changed: number;
  /** Deals that went hot in this round. */
  wentHot: string[];
}

export async function runRankingRound(options: RankingRoundOptions): Promise<RankingReport> {
  const { db, now } = options;
  const signals = await gatherSignals(db, now, {
    trendingHours: TRENDING_HOURS,
    popularDays: POPULAR_DAYS,
    discussedHours: DISCUSSED_HOURS,
  });
  const scored = signals.map((deal) => ({
    deal,
    trending: trendingScore(deal.hours, now),
    popular: popularScore(deal.clicks, deal.saves),
  }));
  const trendingRanks = ranksOf(scored.map(({ deal, trending }) => ({ id: deal.id, score: trending })));
  const popularRanks = ranksOf(scored.map(({ deal, popular }) => ({ id: deal.id, score: popular })));

  // A deal deleted from here on has a rank row until the next round finds it gone (nothing reads ranks of a
  // deal that is not there).
  const existing = await existingDeals(
    db,
    signals.map((deal) => deal.id),
  );
  const still = scored.filter(({ deal }) => existing.has(deal.id));
  await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await storeRanks(
      tx,
      still.map(({ deal, trending, popular }) => ({
        dealId: deal.id,
        heat24h: deal.heat.day,
        heat7d: deal.heat.week,
        heat30d: deal.heat.month,
        trendingScore: trending,
        popularScore: popular,
        comments48h: deal.comments,
      })),
      now,
    );
    await clearEndedRanks(tx, now);
  });

  // What each deal needs written: its derived fields when they moved, its hot mark when it went hot.
  const writes = still.flatMap(({ deal }) => {
    const derived = derivedFields({
      trendingRank: trendingRanks.get(deal.id),
      popularRank: popularRanks.get(deal.id),
      today: isTodays(deal.createdAt, deal.expiryDate, now),
      heat: isTold(deal.createdAt, now, options.hideNewMs)
        ? { ...deal.heat, discussed: deal.comments }
        : undefined,
    });
    const moved = !sameDerived(deal.stored, derived);
    const hot = goesHot(deal.heat.day, deal.hotAt);
    return moved || hot ? [{ deal, derived: moved ? derived : undefined, hot }] : [];
  });
  const report: RankingReport = { ranked: still.length, changed: 0, wentHot: [] };
  const sliceSize = options.writeSlice ?? WRITE_SLICE;
  for (let start = 0; start < writes.length; start += sliceSize) {
    const slice = writes.slice(start, start + sliceSize);
    const mails: StoredMail[] = [];
    await db.transaction(async (transaction) => {
      const tx = asDatabase(transaction);
      // The writers' lock: change numbers commit in order.
      await lockForWrite(tx);
      const derived: DerivedWrite[] = slice.flatMap(({ deal, derived: fields }) =>
        fields ? [{ id: deal.id, fields }] : [],
      );
      await storeDerived(tx, derived);
      report.changed += derived.length;
      for (const { deal } of slice.filter((write) => write.hot)) {
        if (!(await markHot(tx, deal.id, now))) continue;
        report.wentHot.push(deal.id);
        const poster = await posterOf(tx, deal.id);
        if (!poster) continue;
        const mail = hotDealMail(
          poster,
          { id: deal.id, title: poster.title, heatDay: deal.heat.day },
          options.origin,
        );
        mails.push(await options.mailer.store(transaction, mail));
      }
    });
    // Committed: the Hot mails may go.
    for (const mail of mails) mail.deliver();
  }
  return report;
}
