// The console's Deals section (operators only): the API's paths, the search, the deal form and its rules,
// the import's request and its per-row report. The server's routes, the `npm run deals` command, the
// console's screen and the tests all read these, so the form, the server and the command agree. Their words
// are in admin-deals-texts.ts.
import { z } from 'zod';
import {
  expiryInstant,
  SUBMISSION_FIELD_ERRORS,
  SUBMISSION_FIELDS,
  submissionFieldErrors,
  submissionSchema,
} from '../community/submission';
import { PLACEHOLDER_DEAL_IMAGE } from '../deal/deal-defaults';
import { hasNoNul, parseWebLink, TEXT_LIMITS } from '../site/text-rules';
import { ADMIN_API } from './admin-sections';

const BASE = `${ADMIN_API}/deals`;

export const ADMIN_DEALS_API = {
  /** GET: search (?q=&state=&page=); POST: create a deal. */
  deals: BASE,
  /** PUT: edit; DELETE: delete. */
  deal: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
  /** POST: end the deal now. */
  expire: (id: string) => `${BASE}/${encodeURIComponent(id)}/expire`,
  /** POST { format, text }: import a JSON or CSV list; answers the per-row report. */
  import: `${BASE}/import`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Search

export const DEAL_STATES = ['all', 'live', 'expired'] as const;
export type DealStateFilter = (typeof DEAL_STATES)[number];

/** Deals per page of the console's list. */
export const ADMIN_DEALS_PAGE_SIZE = 20;

export const adminDealQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(TEXT_LIMITS.title, `use at most ${TEXT_LIMITS.title} characters`)
      .refine(hasNoNul, 'must not contain NUL characters')
      .default(''),
    state: z.enum(DEAL_STATES).default('all'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type AdminDealQuery = z.infer<typeof adminDealQuerySchema>;

const isoDate = z.string().datetime({ offset: true });

/** One deal as the console lists it: what the table shows and the form edits. */
export const adminDealRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  store: z.string(),
  category: z.string(),
  currentPrice: z.number(),
  originalPrice: z.number(),
  affiliateUrl: z.string(),
  image: z.string(),
  createdAt: isoDate,
  expiryDate: isoDate.nullable(),
  state: z.enum(['live', 'expired']),
});
export type AdminDealRow = z.infer<typeof adminDealRowSchema>;

export const adminDealPageSchema = z.object({
  deals: z.array(adminDealRowSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminDealPage = z.infer<typeof adminDealPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// The deal form: the member's submit form (same fields, same rules, same words) plus the deal's id.

export const ADMIN_DEAL_FIELDS = ['id', ...SUBMISSION_FIELDS] as const;
export type AdminDealField = (typeof ADMIN_DEAL_FIELDS)[number];
export type AdminDealDraft = Record<AdminDealField, string>;

export const EMPTY_ADMIN_DEAL: AdminDealDraft = {
  id: '',
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

export const ADMIN_DEAL_FIELD_ERRORS = {
  id: `An id has at most ${TEXT_LIMITS.id} characters and no NUL character.`,
  idTaken: 'A deal with this id exists already: choose another id, or edit that deal.',
  expiry: 'Enter a date that has not passed yet (YYYY-MM-DD), or leave it empty.',
  imageUrl:
    'Enter the web address of an image (https://…) or a path on this site (/images/…), or leave it empty.',
  descriptionTooLong: SUBMISSION_FIELD_ERRORS.descriptionTooLong,
} as const;

/** The day (YYYY-MM-DD, UTC) an end date falls on, as a date input shows it; '' for none. */
export const expiryDay = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** A path on this site ('/images/…'), never protocol-relative ('//host'). */
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface AdminDealRules {
  now: Date;
  /**
   * The day the edited deal ends on now: keeping it is always allowed, even once it has passed (an
   * expired deal can have its title corrected without being brought back).
   */
  keptExpiry?: string;
}

/**
 * The deal form, checked. The submit form's rules for the shared fields, except that the description may
 * be empty (imported deals often have none), the image may be a path on this site, and the end date may
 * stay the one the deal has.
 */
export const adminDealSchema = ({ now, keptExpiry }: AdminDealRules) => {
  const shared = submissionSchema(now).shape;
  return (
    z
      .object({
        ...shared,
        id: z
          .string(ADMIN_DEAL_FIELD_ERRORS.id)
          .trim()
          .max(TEXT_LIMITS.id, ADMIN_DEAL_FIELD_ERRORS.id)
          .refine(hasNoNul, ADMIN_DEAL_FIELD_ERRORS.id)
          .default(''),
        description: z
          .string(ADMIN_DEAL_FIELD_ERRORS.descriptionTooLong)
          .trim()
          .max(TEXT_LIMITS.description, ADMIN_DEAL_FIELD_ERRORS.descriptionTooLong)
          .refine(hasNoNul, SUBMISSION_FIELD_ERRORS.noNul)
          .default(''),
        expiry: z
          .string(ADMIN_DEAL_FIELD_ERRORS.expiry)
          .trim()
          .default('')
          .refine(
            (value) =>
              value === '' ||
              value === keptExpiry ||
              (DAY_PATTERN.test(value) &&
                Number.isFinite(expiryInstant(value).getTime()) &&
                expiryInstant(value) > now),
            ADMIN_DEAL_FIELD_ERRORS.expiry,
          )
          .transform((value) => value || null),
        imageUrl: z
          .string(ADMIN_DEAL_FIELD_ERRORS.imageUrl)
          .trim()
          .default('')
          .refine(
            (value) =>
              value === '' ||
              (value.length <= TEXT_LIMITS.url &&
                hasNoNul(value) &&
                (isSitePath(value) || parseWebLink(value) !== undefined)),
            ADMIN_DEAL_FIELD_ERRORS.imageUrl,
          )
          .transform((value) => value || null),
      })
      // Only once both prices could be read: a price that is not a number is reported on its own.
      .refine(
        (deal) =>
          deal.originalPrice === null ||
          typeof deal.currentPrice !== 'number' ||
          deal.originalPrice > deal.currentPrice,
        {
          path: ['originalPrice'],
          message: SUBMISSION_FIELD_ERRORS.originalBelowCurrent,
        },
      )
  );
};
export type AdminDealInput = z.output<ReturnType<typeof adminDealSchema>>;

/** The first problem of each field, by field name (the submit form's shape). */
export const adminDealFieldErrors = (error: z.ZodError): Partial<Record<AdminDealField, string>> =>
  submissionFieldErrors(error) as Partial<Record<AdminDealField, string>>;

/** A listed deal as the form's fields. */
export const draftOfRow = (row: AdminDealRow): AdminDealDraft => ({
  id: row.id,
  link: row.affiliateUrl,
  title: row.title,
  currentPrice: row.currentPrice.toFixed(2),
  originalPrice: row.originalPrice > row.currentPrice ? row.originalPrice.toFixed(2) : '',
  store: row.store,
  category: row.category,
  description: row.description,
  expiry: expiryDay(row.expiryDate),
  // A deal without an image shows the placeholder: the form leaves the field empty.
  imageUrl: row.image === PLACEHOLDER_DEAL_IMAGE ? '' : row.image,
});

/** What create and edit answer: the deal as listed now. */
export const adminDealAnswerSchema = z.object({ deal: adminDealRowSchema });

// ---------------------------------------------------------------------------------------------------------
// Import: the same rows, rules and report as `npm run deals -- import`.

export const DEAL_FILE_FORMATS = ['json', 'csv'] as const;
export type DealFileFormat = (typeof DEAL_FILE_FORMATS)[number];

/** The largest import the console sends (characters of JSON or CSV). */
export const DEAL_IMPORT_MAX_CHARS = 5_000_000;

export const IMPORT_FIELD_ERRORS = {
  format: 'Choose JSON or CSV.',
  text: 'Choose a file or paste the deals.',
  tooLong: `An import can have at most ${(DEAL_IMPORT_MAX_CHARS / 1_000_000).toFixed(0)} million characters: split the file.`,
} as const;

export const dealImportRequestSchema = z.object({
  format: z.enum(DEAL_FILE_FORMATS, IMPORT_FIELD_ERRORS.format),
  text: z
    .string(IMPORT_FIELD_ERRORS.text)
    .max(DEAL_IMPORT_MAX_CHARS, IMPORT_FIELD_ERRORS.tooLong)
    .refine((value) => value.trim() !== '', IMPORT_FIELD_ERRORS.text),
});
export type DealImportRequest = z.infer<typeof dealImportRequestSchema>;

export const dealImportReportSchema = z.object({
  /** Rows read from the file. */
  total: z.number().int().min(0),
  /** Rows now stored (new, updated or unchanged). */
  imported: z.number().int().min(0),
  inserted: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /** Each row left out, in the file's order, named as the file numbers it ('CSV row 4', 'item 3'). */
  rejected: z.array(z.object({ row: z.string(), reason: z.string() })),
});
export type DealImportReport = z.infer<typeof dealImportReportSchema>;
