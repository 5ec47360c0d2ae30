// The opaque cursor of /api/deals pages: where the previous page ended, in the sort it was made for.
import { z } from 'zod';
import type { PagePosition } from '../../db/deal-repository.ts';
import { decodeToken, encodeToken } from './opaque-token.ts';

const cursorSchema = z.strictObject({
  s: z.enum(['newest', 'priceAsc', 'priceDesc', 'savings']),
  k: z.union([z.number().finite(), z.iso.datetime({ offset: true })]),
  i: z.string().min(1).max(200),
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
