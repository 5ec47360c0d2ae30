// The opaque cursor of /api/deals pages: where the previous page ended, in the sort it was made for.
import { z } from 'zod';
import { hasNoNul, isInDateRange, TEXT_LIMITS } from '../../../src/shared/site/text-rules.ts';
import type { PagePosition } from '../../db/deals/deal-listing.ts';
import { decodeToken, encodeToken } from './opaque-token.ts';

/** Prices and savings are numeric(12, 2): no key beyond this can belong to a deal. */
const LARGEST_PRICE_KEY = 1e10;

// A cursor comes back from the client and may have been tampered with: every part is checked to be a
// value the database can compare (a date in range, a bounded number, an id without NUL characters).
const cursorSchema = z.strictObject({
  s: z.enum(['newest', 'priceAsc', 'priceDesc', 'savings', 'hottest']),
  k: z.union([
    z.number().finite().min(-LARGEST_PRICE_KEY).max(LARGEST_PRICE_KEY),
    z.iso.datetime({ offset: true }).refine((value) => isInDateRange(Date.parse(value))),
  ]),
  i: z.string().min(1).max(TEXT_LIMITS.id).refine(hasNoNul),
});

export const encodeCursor = (position: PagePosition): string =>
  encodeToken({ s: position.sort, k: position.key, i: position.id });

export function decodeCursor(cursor: string): PagePosition | undefined {
  const value = decodeToken(cursor, cursorSchema);
  if (!value) return undefined;
  // A date key belongs to the newest-first sort only, a number to the price and savings sorts.
  if ((value.s === 'newest') !== (typeof value.k === 'string')) return undefined;
  return { sort: value.s, key: value.k, id: value.i };
}
