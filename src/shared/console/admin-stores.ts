// The console's Stores section (operators only): the API's paths, the search, a store's changes (name,
// logo, description, affiliate note, hosts), the merge, and a store's codes in every status. The server's
// routes, the console's screen and the tests read these; the words are in admin-stores-texts.ts.
import { z } from 'zod';
import { hasNoNul } from '../site/text-rules';
import { STORE_LIMITS } from '../store/store';
import { ADMIN_API } from './admin-sections';

const BASE = `${ADMIN_API}/stores`;
const store = (slug: string) => `${BASE}/${encodeURIComponent(slug)}`;

export const ADMIN_STORES_API = {
  /** GET: search by name (?q=). */
  stores: BASE,
  /** PUT: change the store's own fields. */
  store,
  /** POST { into }: merge the store into another. */
  merge: (slug: string) => `${store(slug)}/merge`,
  /** GET: the store's codes, every status; POST: add a code (live at once). */
  coupons: (slug: string) => `${store(slug)}/coupons`,
  /** PUT: edit a code. */
  coupon: (slug: string, id: string) => `${store(slug)}/coupons/${encodeURIComponent(id)}`,
  /** POST: end a code now. */
  expireCoupon: (slug: string, id: string) => `${store(slug)}/coupons/${encodeURIComponent(id)}/expire`,
} as const;

/** The most stores one search answers; a narrower search finds the rest. */
export const ADMIN_STORES_LIMIT = 100;

export const adminStoreQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(STORE_LIMITS.nameLength, `use at most ${STORE_LIMITS.nameLength} characters`)
      .refine(hasNoNul, 'must not contain NUL characters')
      .default(''),
  })
  .strict();

export const storeSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
export const storeCouponParamsSchema = storeSlugParamsSchema.extend({ id: z.string().min(1).max(200) });

/** A shop's host as stored: lower case, without a scheme, path or "www.". */
export const normalizeHost = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '');

const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A logo address: https: or a path on this site (never another scheme, never "//host"). */
export const isLogoAddress = (value: string): boolean => {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const ownText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).refine(hasNoNul, 'This contains a character that cannot be stored.');

export const STORE_FIELD_ERRORS = {
  name: 'Give the store a name.',
  nameTooLong: `A name is at most ${STORE_LIMITS.nameLength} characters.`,
  logo: 'A logo address starts with https:// or is a path on this site such as /images/shop.png.',
  description: `A description is at most ${STORE_LIMITS.descriptionLength} characters.`,
  affiliateNote: `The note is at most ${STORE_LIMITS.noteLength} characters.`,
  host: 'Write each host as the shop’s domain, such as bestbuy.com.',
  tooManyHosts: `A store has at most ${STORE_LIMITS.hostsPerStore} hosts.`,
  into: 'Name the store to merge into by its address name.',
} as const;

/** A store's changes: any of its own fields; the slug (its address) never changes. */
export const storeChangesSchema = z
  .object({
    name: ownText(STORE_LIMITS.nameLength, STORE_FIELD_ERRORS.nameTooLong).pipe(
      z.string().min(1, STORE_FIELD_ERRORS.name),
    ),
    logo: z
      .string()
      .trim()
      .max(2_000, STORE_FIELD_ERRORS.logo)
      .refine((value) => value === '' || isLogoAddress(value), STORE_FIELD_ERRORS.logo)
      .transform((value) => value || null)
      .nullable(),
    description: ownText(STORE_LIMITS.descriptionLength, STORE_FIELD_ERRORS.description),
    affiliateNote: ownText(STORE_LIMITS.noteLength, STORE_FIELD_ERRORS.affiliateNote),
    hosts: z
      .array(z.string().max(253, STORE_FIELD_ERRORS.host).transform(normalizeHost))
      .max(STORE_LIMITS.hostsPerStore, STORE_FIELD_ERRORS.tooManyHosts)
      .transform((hosts) => [...new Set(hosts.filter(Boolean))])
      .refine((hosts) => hosts.every((host) => HOST_PATTERN.test(host)), STORE_FIELD_ERRORS.host),
  })
  .partial()
  .strict();
export type StoreChangesInput = z.input<typeof storeChangesSchema>;

export const mergeRequestSchema = z.object({
  into: z.string().trim().min(1, STORE_FIELD_ERRORS.into).max(120),
});

/** A store as the console lists it: its fields and how many codes it has. */
export const adminStoreRowSchema = z.object({
  slug: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  aliases: z.array(z.string()),
  logo: z.string().nullable(),
  description: z.string(),
  affiliateNote: z.string(),
  coupons: z.number().int(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRowSchema>;

export const adminStoreListSchema = z.object({
  stores: z.array(adminStoreRowSchema),
  total: z.number().int(),
});
export type AdminStoreList = z.infer<typeof adminStoreListSchema>;

export const adminStoreAnswerSchema = z.object({ store: adminStoreRowSchema });

export const COUPON_STATUSES = ['pending', 'live', 'rejected', 'expired'] as const;
export type CouponStatusName = (typeof COUPON_STATUSES)[number];

const isoDate = z.string().datetime({ offset: true });

/** A code as the console lists it: every status, with where it came from and its clicks. */
export const adminCouponRowSchema = z.object({
  id: z.string(),
  storeSlug: z.string(),
  code: z.string(),
  title: z.string(),
  terms: z.string(),
  url: z.string(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  source: z.enum(['member', 'operator', 'feed']),
  status: z.enum(COUPON_STATUSES),
  clicks: z.number().int(),
  createdAt: isoDate,
});
export type AdminCouponRow = z.infer<typeof adminCouponRowSchema>;

export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponRowSchema) });
export const adminCouponAnswerSchema = z.object({ coupon: adminCouponRowSchema });
