// A price read from a page is believed only when it is a real amount and not wildly off the page's own
// history: a shop's page that briefly shows 0.01, or a price in cents read as units, would otherwise set off
// every watcher's alert. Against a history of fewer than three prices there is nothing to compare with, but a
// price no column can hold (above MAX_WATCH_PRICE) is never believed.

import { MAX_WATCH_PRICE } from '../../src/shared/watch/watch.ts';

export type PriceJudgement = { ok: true } | { ok: false; reason: string };

/** Prices before this one are needed before a jump is judged. */
export const MIN_HISTORY = 3;
/** How far from the usual price a new one may be: ten times more, or a tenth. */
export const MAX_FACTOR = 10;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const isAmount = (price: number) => Number.isFinite(price) && price > 0;

export function plausible(price: number, history: readonly number[]): PriceJudgement {
  if (!isAmount(price)) return { ok: false, reason: 'The price is not an amount above zero.' };
  if (price > MAX_WATCH_PRICE)
    return { ok: false, reason: `The price ${price} is more than any product page may state.` };
  const previous = history.filter(isAmount);
  if (previous.length < MIN_HISTORY) return { ok: true };
  const usual = median(previous);
  if (price > usual * MAX_FACTOR) {
    return {
      ok: false,
      reason: `The price ${price} is more than ${MAX_FACTOR} times the usual price on this page (${usual}).`,
    };
  }
  if (price < usual / MAX_FACTOR) {
    return {
      ok: false,
      reason: `The price ${price} is less than a tenth of the usual price on this page (${usual}).`,
    };
  }
  return { ok: true };
}
