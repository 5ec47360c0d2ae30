// One round of the ranks that move with time (docs/decisions/0042): gather every live deal's signals at
// `now`, score them (scores.ts), store the scores in deal_ranks, and write the derived fields (trendingRank,
// popularRank, trending, todayOnly, heat) into the data of each deal whose fields changed, with a new change
// number so the apps' delta sync carries them. A deal whose fields are the same is not written: a round in
// which nothing moved takes no change number. A deal that first gains HOT_HEAT_FROM_DEGREES in 24 hours is
// marked hot once, and its poster's mail is stored in the same transaction and sent once it has committed.
import { isTold } from '../community/temperature.ts';
import type { Database } from '../db/client.ts';
import { lockForWrite } from '../db/deals/deal-changes.ts';
import {
  clearEndedRanks,
  existingDeals,
  gatherSignals,
  markHot,
  posterOf,
  type RankRow,
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
}

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

  const mails: StoredMail[] = [];
  const report = await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    // The writers' lock: change numbers commit in order, and no deal is deleted under the round.
    await lockForWrite(tx);
    const existing = await existingDeals(
      tx,
      signals.map((deal) => deal.id),
    );
    const still = scored.filter(({ deal }) => existing.has(deal.id));
    const rows: RankRow[] = still.map(({ deal, trending, popular }) => ({
      dealId: deal.id,
      heat24h: deal.heat.day,
      heat7d: deal.heat.week,
      heat30d: deal.heat.month,
      trendingScore: trending,
      popularScore: popular,
      comments48h: deal.comments,
    }));
    await storeRanks(tx, rows, now);
    await clearEndedRanks(tx, now);

    let changed = 0;
    const wentHot: string[] = [];
    for (const { deal } of still) {
      const derived = derivedFields({
        trendingRank: trendingRanks.get(deal.id),
        popularRank: popularRanks.get(deal.id),
        today: isTodays(deal.createdAt, deal.expiryDate, now),
        heat: isTold(deal.createdAt, now, options.hideNewMs)
          ? { ...deal.heat, discussed: deal.comments }
          : undefined,
      });
      if (!sameDerived(deal.stored, derived)) {
        await storeDerived(tx, deal.id, derived);
        changed += 1;
      }
      if (goesHot(deal.heat.day, deal.hotAt) && (await markHot(tx, deal.id, now))) {
        wentHot.push(deal.id);
        const poster = await posterOf(tx, deal.id);
        if (poster) {
          const mail = hotDealMail(
            poster,
            { id: deal.id, title: poster.title, heatDay: deal.heat.day },
            options.origin,
          );
          mails.push(await options.mailer.store(transaction, mail));
        }
      }
    }
    return { ranked: still.length, changed, wentHot };
  });
  // Committed: the Hot mails may go.
  for (const mail of mails) mail.deliver();
  return report;
}
