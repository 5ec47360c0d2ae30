// A code's record from shoppers' answers, and the order codes are shown in. Pure: the server computes
// records for the directory, the tests drive it with a clock.
import { COUPON_LIMITS, type CouponEntry, type CouponRecord } from './store';

export interface CouponAnswer {
  worked: boolean;
  /** Epoch ms. */
  at: number;
}

const DAY_MS = 86_400_000;

/** The record of a code from its answers (any order), at `now` (epoch ms). */
export function couponRecord(answers: readonly CouponAnswer[], now: number): CouponRecord {
  const since = now - COUPON_LIMITS.recordDays * DAY_MS;
  const recent = answers.filter((answer) => answer.at >= since && answer.at <= now);
  const worked = recent.filter((answer) => answer.worked).length;
  const lastWorked = answers.reduce<number | null>(
    (latest, answer) =>
      answer.worked && answer.at <= now && (latest === null || answer.at > latest) ? answer.at : latest,
    null,
  );
  const latest = [...answers]
    .filter((answer) => answer.at <= now)
    .sort((a, b) => b.at - a.at)
    .slice(0, COUPON_LIMITS.recentAnswers);
  const failed = latest.filter((answer) => !answer.worked).length;
  return {
    answers30d: recent.length,
    workedShare30d: recent.length === 0 ? null : worked / recent.length,
    lastWorkedAt: lastWorked === null ? null : new Date(lastWorked).toISOString(),
    notWorking: latest.length >= COUPON_LIMITS.minimumAnswers && failed * 2 > latest.length,
  };
}

/** Whether the code has ended at `now` (epoch ms): past its end, it leaves every listing. */
export const couponEnded = (coupon: Pick<CouponEntry, 'endsAt'>, now: number): boolean =>
  coupon.endsAt !== null && Date.parse(coupon.endsAt) <= now;

/** Whether the code has started at `now`. */
export const couponStarted = (coupon: Pick<CouponEntry, 'startsAt'>, now: number): boolean =>
  Date.parse(coupon.startsAt) <= now;

/**
 * The order a store's codes are shown in: working codes first, those that worked for the most shoppers
 * lately ahead, then the ones with no answers yet (newest first), and "reported not working" last.
 */
export function compareCoupons(a: CouponEntry, b: CouponEntry): number {
  if (a.record.notWorking !== b.record.notWorking) return a.record.notWorking ? 1 : -1;
  const shareA = a.record.workedShare30d ?? -1;
  const shareB = b.record.workedShare30d ?? -1;
  if (shareA !== shareB) return shareB - shareA;
  const workedA = a.record.lastWorkedAt ?? '';
  const workedB = b.record.lastWorkedAt ?? '';
  if (workedA !== workedB) return workedA < workedB ? 1 : -1;
  if (a.startsAt !== b.startsAt) return a.startsAt < b.startsAt ? 1 : -1;
  return a.id < b.id ? -1 : 1;
}
