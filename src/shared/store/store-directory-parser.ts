// The store directory as it comes over the wire (GET /api/stores), checked before a device keeps it: a
// store or code that is not what the contract says is dropped with its reason, the rest kept.
import { z } from 'zod';
import type { CouponEntry, StoreDirectory, StoreEntry } from './store';

const storeSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/),
  name: z.string().min(1).max(200),
  hosts: z.array(z.string()),
  aliases: z.array(z.string()),
  logo: z.string().nullable(),
  description: z.string(),
  affiliateNote: z.string(),
});

const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)));

const couponSchema = z.object({
  id: z.string().min(1).max(64),
  storeSlug: z.string().min(1),
  code: z.string().max(64),
  title: z.string().min(1),
  terms: z.string(),
  startsAt: isoTime,
  endsAt: isoTime.nullable(),
  source: z.enum(['member', 'operator', 'feed']),
  record: z.object({
    answers30d: z.number().int().nonnegative(),
    workedShare30d: z.number().min(0).max(1).nullable(),
    lastWorkedAt: isoTime.nullable(),
    notWorking: z.boolean(),
  }),
});

export interface ParsedStoreDirectory {
  directory: StoreDirectory;
  rejected: { kind: 'store' | 'coupon'; index: number; reason: string }[];
}

/** The valid stores and codes of an answer; undefined when the answer is not a directory at all. */
export function parseStoreDirectory(data: unknown): ParsedStoreDirectory | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { stores, coupons } = data as { stores?: unknown; coupons?: unknown };
  if (!Array.isArray(stores) || !Array.isArray(coupons)) return undefined;
  const rejected: ParsedStoreDirectory['rejected'] = [];
  const keep = <T>(kind: 'store' | 'coupon', schema: z.ZodType<T>, items: unknown[]): T[] =>
    items.flatMap((item, index) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      rejected.push({ kind, index, reason: parsed.error.issues[0]?.message ?? 'invalid' });
      return [];
    });
  return {
    directory: {
      stores: keep<StoreEntry>('store', storeSchema, stores),
      coupons: keep<CouponEntry>('coupon', couponSchema, coupons),
    },
    rejected,
  };
}
