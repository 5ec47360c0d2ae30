// The bodies the store routes take, checked the same way by the server and the app's outbox.
import { z } from 'zod';

/**
 * "Did it work?": a member's answer counts as theirs; a visitor's as this device's (a random id it keeps),
 * so the same answer sent again counts once either way.
 */
export const couponAnswerRequestSchema = z.strictObject({
  worked: z.boolean(),
  device: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'A device id is 8 to 64 letters, digits or dashes.')
    .optional(),
});

export const STORES_ENDPOINT = '/api/stores';
export const couponAnswersEndpoint = (couponId: string): string =>
  `/api/coupons/${encodeURIComponent(couponId)}/answers`;
