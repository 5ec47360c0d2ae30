// A deal a member submits (/submit) and a moderator reviews (/admin): the form's fields and their rules,
// the API's paths and answers. The form, the outbox request, the server's routes and the tests all use
// these schemas, so a value the form accepts is one the server accepts.
import { z } from 'zod';
import { CATEGORIES, type CategorySlug } from '../deal/categories';
import { parseWebLink, TEXT_LIMITS } from '../site/text-rules';

export const SUBMISSION_FIELDS = [
  'link',
  'title',
  'currentPrice',
  'originalPrice',
  'store',
  'category',
  'description',
  'expiry',
  'imageUrl',
] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** The form as typed: every field is text (the outbox keeps it so, and the draft too). */
export type SubmissionDraft = Record<SubmissionField, string>;

export const EMPTY_SUBMISSION: SubmissionDraft = {
  link: '',
  title: '',
  currentPrice: '',
  originalPrice: '',
  store: '',
  category: '',
  description: '',
  expiry: '',
  imageUrl: '',
};

/** The longest value of each field; the form's inputs carry the same limits. */
export const SUBMISSION_LIMITS = {
  link: TEXT_LIMITS.url,
  title: TEXT_LIMITS.title,
  store: TEXT_LIMITS.store,
  description: TEXT_LIMITS.description,
  imageUrl: TEXT_LIMITS.url,
} as const;

/** Prices up to this many dollars: the database keeps 12 digits, 2 after the point. */
export const MAX_PRICE = 9_999_999;

/** What is wrong with each field, in words, beside the field (the server sends the same). */
export const SUBMISSION_FIELD_ERRORS = {
  link: 'Enter the web address of the deal, starting with https://.',
  linkTooLong: `The link can have at most ${SUBMISSION_LIMITS.link} characters.`,
  title: 'Enter a title for the deal.',
  titleTooLong: `The title can have at most ${SUBMISSION_LIMITS.title} characters.`,
  currentPrice: 'Enter the price you pay now, e.g. 19.99.',
  originalPrice: 'Enter the usual price, e.g. 29.99, or leave it empty.',
  originalBelowCurrent: 'The original price must be higher than the current price.',
  store: 'Enter the store selling it.',
  storeTooLong: `The store can have at most ${SUBMISSION_LIMITS.store} characters.`,
  category: 'Choose a category.',
  description: 'Describe the deal in a few words.',
  descriptionTooLong: `The description can have at most ${SUBMISSION_LIMITS.description} characters.`,
  expiry: 'Enter a date that has not passed yet, or leave it empty.',
  imageUrl: 'Enter the web address of an image (https://…), or leave it empty.',
  noNul: 'This field contains a character that cannot be stored.',
} as const;

const E = SUBMISSION_FIELD_ERRORS;

const text = (max: number, tooLong: string, empty?: string) => {
  const base = z
    .string(empty ?? tooLong)
    .trim()
    .max(max, tooLong)
    .refine((value) => !value.includes('\u0000'), E.noNul);
  return empty ? base.min(1, empty) : base;
};

/** '19.99', '$1,299.00', '5' → a number of dollars with at most two decimals; undefined otherwise. */
export function parsePrice(value: string): number | undefined {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const price = Number(cleaned);
  return price <= MAX_PRICE ? price : undefined;
}

const price = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((value) => parsePrice(value) !== undefined, message)
    .transform((value) => parsePrice(value)!);

const webLink = (message: string, tooLong: string) =>
  z
    .string(message)
    .trim()
    .max(TEXT_LIMITS.url, tooLong)
    .refine((value) => parseWebLink(value) !== undefined, message);

const categorySlugs = CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

/** YYYY-MM-DD (what a date input gives): the deal ends at the end of that day, UTC. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a deal with this expiry date ends (the last moment of the day). */
export const expiryInstant = (date: string): Date => new Date(`${date}T23:59:59.999Z`);

/**
 * The submitted deal, checked. `now` decides whether an expiry date has passed (the server's clock on
 * the server, the device's in the form).
 */
export const submissionSchema = (now: Date = new Date()) =>
  z
    .object({
      link: webLink(E.link, E.linkTooLong),
      title: text(SUBMISSION_LIMITS.title, E.titleTooLong, E.title),
      currentPrice: price(E.currentPrice),
      originalPrice: z
        .string()
        .trim()
        .default('')
        .refine((value) => value === '' || parsePrice(value) !== undefined, E.originalPrice)
        .transform((value) => (value === '' ? null : parsePrice(value)!)),
      store: text(SUBMISSION_LIMITS.store, E.storeTooLong, E.store),
      category: z.enum(categorySlugs, E.category),
      description: text(SUBMISSION_LIMITS.description, E.descriptionTooLong, E.description),
      expiry: z
        .string()
        .trim()
        .default('')
        .refine(
          (value) =>
            value === '' ||
            (DATE_PATTERN.test(value) &&
              Number.isFinite(expiryInstant(value).getTime()) &&
              expiryInstant(value) > now),
          E.expiry,
        )
        .transform((value) => value || null),
      imageUrl: z
        .string()
        .trim()
        .default('')
        .refine(
          (value) => value === '' || (value.length <= TEXT_LIMITS.url && parseWebLink(value) !== undefined),
          E.imageUrl,
        )
        .transform((value) => value || null),
    })
    .refine((deal) => deal.originalPrice === null || deal.originalPrice > deal.currentPrice, {
      path: ['originalPrice'],
      message: E.originalBelowCurrent,
    });

export type Submission = z.output<ReturnType<typeof submissionSchema>>;

/** The first problem of each field, by field name. */
export function submissionFieldErrors(error: z.ZodError): Partial<Record<SubmissionField, string>> {
  const fields: Partial<Record<SubmissionField, string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0] as SubmissionField | undefined;
    if (name && !fields[name]) fields[name] = issue.message;
  }
  return fields;
}

export const SUBMISSION_STATUSES = ['pending', 'live', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const isoDate = z.string().datetime({ offset: true });

/** A submission as its member sees it on /account. */
export const submissionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: isoDate,
  /** The deal's id once it is live. */
  dealId: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** A deal that may be the same as the one being submitted. */
export const possibleDuplicateSchema = z.object({
  kind: z.enum(['deal', 'submission']),
  id: z.string(),
  title: z.string(),
  store: z.string(),
  /** The deal's page, for a live deal; pending submissions have no public page. */
  dealId: z.string().nullable(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** POST /api/submissions/check: the same link already listed, and similar titles from the same store. */
export const duplicateCheckSchema = z.object({
  alreadyListed: possibleDuplicateSchema.nullable(),
  possibleDuplicates: z.array(possibleDuplicateSchema),
});
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

export const duplicateCheckRequestSchema = z.object({
  link: z.string().max(TEXT_LIMITS.url),
  title: z.string().max(TEXT_LIMITS.title).default(''),
  store: z.string().max(TEXT_LIMITS.store).default(''),
});

/** One entry of the moderation queue. */
export const queueEntrySchema = z.object({
  id: z.string(),
  link: z.string(),
  title: z.string(),
  currentPrice: z.number(),
  originalPrice: z.number().nullable(),
  store: z.string(),
  category: z.string(),
  description: z.string(),
  expiry: z.string().nullable(),
  imageUrl: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: isoDate,
  memberName: z.string(),
  /** Published at once (a trusted member's deal), waiting for its review after the fact. */
  publishedEarly: z.boolean(),
  dealId: z.string().nullable(),
  possibleDuplicates: z.array(possibleDuplicateSchema),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export const moderationQueueSchema = z.object({ entries: z.array(queueEntrySchema) });

export const rejectRequestSchema = z.object({
  reason: z
    .string('Say why the deal is rejected: the member reads it.')
    .trim()
    .min(1, 'Say why the deal is rejected: the member reads it.')
    .max(TEXT_LIMITS.rejectReason, `The reason can have at most ${TEXT_LIMITS.rejectReason} characters.`),
});

export const SUBMISSION_API = {
  submit: '/api/submissions',
  check: '/api/submissions/check',
  queue: '/api/moderation/queue',
  approve: (id: string) => `/api/moderation/submissions/${encodeURIComponent(id)}/approve`,
  reject: (id: string) => `/api/moderation/submissions/${encodeURIComponent(id)}/reject`,
} as const;

/** What the submit route answers. */
export const submitAnswerSchema = z.object({ id: z.string(), status: z.enum(SUBMISSION_STATUSES) });
