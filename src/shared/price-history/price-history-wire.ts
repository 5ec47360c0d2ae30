// Reading GET /api/deals/{id}/history as it arrives: the answer is taken apart defensively, so one
// malformed price point (or a malformed link check) is left out and the rest of the history still shows.
// Checked by hand, field by field: the answer arrives on every deal page a shopper opens, and loading the
// schema library with it was a long task of its own on a phone as the page was taken over.

import { isNumberIn, isRecord } from '../deal/wire-checks';
import {
  type LinkCheckView,
  PRICE_SOURCES,
  type PriceHistoryAnswer,
  type PricePoint,
  type PriceSource,
} from './price-history';

const MAX_AMOUNT = 1_000_000_000;
const MAX_REASON_LENGTH = 500;

/** An ISO 8601 date and time with its offset ('Z' or ±hh:mm), as the server writes its timestamps. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && ISO_TIME.test(value) && Number.isFinite(Date.parse(value));

const isAmount = (value: unknown): value is number => isNumberIn(value, 0, MAX_AMOUNT);

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  choices.includes(value as T);

/** A price point with exactly the fields the page uses; undefined when any is malformed. */
function readPricePoint(item: unknown): PricePoint | undefined {
  if (!isRecord(item)) return undefined;
  const { at, price, listPrice, source } = item;
  if (!isIsoTime(at) || !isAmount(price) || !isAmount(listPrice)) return undefined;
  if (!isOneOf<PriceSource>(PRICE_SOURCES, source)) return undefined;
  return { at, price, listPrice, source };
}

/** The last link check, when it is one the page tells (an inconclusive check is not). */
function readLinkCheck(value: unknown): LinkCheckView | null {
  if (!isRecord(value)) return null;
  const { checkedAt, outcome, reason } = value;
  if (!isIsoTime(checkedAt) || (outcome !== 'ok' && outcome !== 'failed')) return null;
  const told = reason === null || (typeof reason === 'string' && reason.length <= MAX_REASON_LENGTH);
  return told ? { checkedAt, outcome, reason } : null;
}

/**
 * The history of deal `dealId` in `body` (parsed JSON), or null when it is not an answer about that deal.
 * Points come out oldest first, whatever order they arrived in; malformed ones are dropped and logged.
 */
export function parsePriceHistoryAnswer(body: unknown, dealId: string): PriceHistoryAnswer | null {
  if (!isRecord(body) || body.dealId !== dealId || !Array.isArray(body.points)) return null;
  const points: PricePoint[] = [];
  let dropped = 0;
  for (const item of body.points) {
    const point = readPricePoint(item);
    if (point) points.push(point);
    else dropped += 1;
  }
  if (dropped > 0) console.warn(`Left out ${dropped} malformed price point(s) of deal ${dealId}.`);
  points.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { dealId, points, linkCheck: readLinkCheck(body.linkCheck) };
}
