// The query parameters /api/deals accepts. Anything else, repeated parameters included, is a 400.
import { z } from 'zod';
import type { SortKey } from '../../../src/shared/deal/deal-rules.ts';
import { hasNoNul, TEXT_LIMITS } from '../../../src/shared/site/text-rules.ts';

/** Deals per page when the client does not say. */
export const DEFAULT_PAGE_SIZE = 100;
/** The largest page a client may ask for. */
export const MAX_PAGE_SIZE = 2000;

/**
 * The orders the API sorts by in the database; the heat of a week or a month and "most discussed" order the
 * device's own copy, whose deals carry them (src/shared/deal/deal-rules.ts).
 */
export const API_SORT_KEYS = [
  'newest',
  'priceAsc',
  'priceDesc',
  'savings',
  'hottest',
] as const satisfies readonly SortKey[];

// An empty value (?q=) means the parameter was not given.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const dealsQuerySchema = z.strictObject({
  category: optional(
    // Any slug: deals from feeds may carry categories beyond the site's own ('all' means every one).
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a category slug such as home-garden')
      .max(60),
  ),
  q: optional(z.string().max(200, 'use at most 200 characters')),
  sort: optional(z.enum(API_SORT_KEYS)),
  limit: optional(
    z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number')
      .transform(Number)
      .pipe(
        z.number().int().min(1, 'must be at least 1').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
      ),
  ),
  cursor: optional(z.string().max(1000)),
  since: optional(z.string().max(1000)),
});

export type DealsQuery = z.output<typeof dealsQuerySchema>;

export const dealIdParamsSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(TEXT_LIMITS.id, `use at most ${TEXT_LIMITS.id} characters`)
    .refine(hasNoNul, 'must not contain NUL characters'),
});
