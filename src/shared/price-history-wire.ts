// Reading GET /api/deals/{id}/history as it arrives: the answer is taken apart defensively, so one
// malformed price point (or a malformed link check) is left out and the rest of the history still shows.
import { z } from 'zod';
import {
  LINK_CHECK_OUTCOMES,
  type LinkCheckView,
  PRICE_SOURCES,
  type PriceHistoryAnswer,
  type PricePoint,
} from './price-history';

const amount = z.number().min(0).max(1_000_000_000);
const isoTime = z.iso.datetime({ offset: true });

const pricePointSchema = z.object({
  at: isoTime,
  price: amount,
  listPrice: amount,
  source: z.enum(PRICE_SOURCES),
});

const linkCheckSchema = z.object({
  checkedAt: isoTime,
  outcome: z.enum(LINK_CHECK_OUTCOMES).exclude(['inconclusive']),
  reason: z.string().max(500).nullable(),
});

const answerSchema = z.looseObject({
  dealId: z.string(),
  points: z.array(z.unknown()),
  linkCheck: z.unknown().optional(),
});

/**
 * The history of deal `dealId` in `body` (parsed JSON), or null when it is not an answer about that deal.
 * Points come out oldest first, whatever order they arrived in; malformed ones are dropped and logged.
 */
export function parsePriceHistoryAnswer(body: unknown, dealId: string): PriceHistoryAnswer | null {
  const answer = answerSchema.safeParse(body);
  if (!answer.success || answer.data.dealId !== dealId) return null;
  const points: PricePoint[] = [];
  let dropped = 0;
  for (const item of answer.data.points) {
    const point = pricePointSchema.safeParse(item);
    if (point.success) points.push(point.data);
    else dropped += 1;
  }
  if (dropped > 0) console.warn(`Left out ${dropped} malformed price point(s) of deal ${dealId}.`);
  points.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const check = linkCheckSchema.safeParse(answer.data.linkCheck);
  const linkCheck: LinkCheckView | null = check.success ? check.data : null;
  return { dealId, points, linkCheck };
}
