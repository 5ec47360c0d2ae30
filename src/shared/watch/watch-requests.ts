// The shapes of watch requests (POST /api/watches, PATCH /api/watches/:id), checked by the server routes with
// zod and by the /watch and /account/watches forms before they send. Kept apart from watch.ts so the pages
// that only show watches load no zod.
import { z } from 'zod';

export const WATCH_FIELD_ERRORS = {
  url: 'Paste a product page’s link.',
  targetPrice: 'A target price is an amount above zero.',
  minDropPercent: 'A drop is between 1 and 90 percent.',
  noRule: 'Choose at least one thing to be told about.',
} as const;

const targetPrice = z
  .number({ error: WATCH_FIELD_ERRORS.targetPrice })
  .positive(WATCH_FIELD_ERRORS.targetPrice)
  .max(9_999_999, WATCH_FIELD_ERRORS.targetPrice)
  .nullable();
const minDropPercent = z
  .number({ error: WATCH_FIELD_ERRORS.minDropPercent })
  .int(WATCH_FIELD_ERRORS.minDropPercent)
  .min(1, WATCH_FIELD_ERRORS.minDropPercent)
  .max(90, WATCH_FIELD_ERRORS.minDropPercent)
  .nullable();

const rulesShape = {
  anyDrop: z.boolean(),
  targetPrice,
  minDropPercent,
  backInStock: z.boolean(),
  lowest90: z.boolean(),
};

/** Whether the rules ask to be told about anything at all. */
export const atLeastOneRule = (rules: {
  anyDrop?: boolean;
  targetPrice?: number | null;
  minDropPercent?: number | null;
  backInStock?: boolean;
  lowest90?: boolean;
}) =>
  Boolean(rules.anyDrop || rules.targetPrice || rules.minDropPercent || rules.backInStock || rules.lowest90);

/** POST /api/watches: the page and, optionally, the rules (the defaults otherwise). */
export const createWatchSchema = z.strictObject({
  url: z.string({ error: WATCH_FIELD_ERRORS.url }).trim().min(1, WATCH_FIELD_ERRORS.url).max(4_000),
  ...z.object(rulesShape).partial().shape,
});

/** PATCH /api/watches/:id: any of the rules and paused; the rules that result must ask for something. */
export const updateWatchSchema = z
  .strictObject({ ...rulesShape, paused: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change.' });

export type CreateWatchRequest = z.infer<typeof createWatchSchema>;
export type UpdateWatchRequest = z.infer<typeof updateWatchSchema>;
