// A code as a member submits it, the operator writes it or an import row carries it: checked the same
// way everywhere, each refusal with its reason on the field that causes it. Markup is kept as text (it is
// never rendered as markup); what cannot be a code (spaces inside, over 40 characters) is refused.
import { z } from 'zod';
import { COUPON_LIMITS } from './store';

/** A code: letters, digits and the few marks shops use, no spaces; empty for a sale that needs none. */
const codeSchema = z
  .string()
  .trim()
  .max(COUPON_LIMITS.codeLength, `A code is at most ${COUPON_LIMITS.codeLength} characters.`)
  .refine((code) => !/\s/.test(code), 'A code has no spaces.')
  .refine(
    (code) => /^[\p{L}\p{N}_\-.#%$!]*$/u.test(code),
    'A code holds letters, digits and - _ . # % $ ! only.',
  );

const isoTime = z
  .string()
  .trim()
  .refine(
    (value) => !Number.isNaN(Date.parse(value)),
    'Use a date such as 2026-12-31 or 2026-12-31T23:59:00Z.',
  );

export const couponInputSchema = z
  .object({
    code: codeSchema.default(''),
    title: z
      .string()
      .trim()
      .min(3, 'Say what it gives, for example “20% off orders over $50”.')
      .max(COUPON_LIMITS.titleLength, `What it gives is at most ${COUPON_LIMITS.titleLength} characters.`),
    terms: z
      .string()
      .trim()
      .max(COUPON_LIMITS.termsLength, `Terms are at most ${COUPON_LIMITS.termsLength} characters.`)
      .default(''),
    startsAt: isoTime.nullable().optional(),
    endsAt: isoTime.nullable().optional(),
    url: z
      .string()
      .trim()
      .max(COUPON_LIMITS.urlLength)
      .refine(
        (value) => value === '' || /^https?:\/\//i.test(value),
        'A link starts with https:// or http://.',
      )
      .default(''),
  })
  .refine(
    (coupon) => !coupon.startsAt || !coupon.endsAt || Date.parse(coupon.endsAt) > Date.parse(coupon.startsAt),
    { message: 'The end must come after the start.', path: ['endsAt'] },
  );

export type CouponInput = z.infer<typeof couponInputSchema>;
