// The console's outgoing mail (/admin/mail): every mail the site stored, newest first, and one mail's text.
// The operator sees that a mail went, or why it did not; one-time links (a password reset, an address
// confirmation) are hidden, so reading the console never lets anyone act as the member it was sent to.
import { z } from 'zod';
import { HIDDEN_LINK_VALUE } from './admin-mail-texts';
import { isoDateSchema, pagedSchema, pageNumberSchema } from './admin-paging';
import { ADMIN_API } from './admin-sections';

/** GET /api/admin/mail?page= */
export const mailListQuerySchema = z.strictObject({ page: pageNumberSchema });

export const mailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: isoDateSchema,
  /** When the mail server took it; null while it is only stored. */
  sentAt: isoDateSchema.nullable(),
  /** Why the last attempt failed. */
  lastError: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailListSchema = pagedSchema(mailSummarySchema);

/** One mail with its plain-text body (never its HTML). */
export const mailDetailSchema = mailSummarySchema.extend({ text: z.string() });
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** The text with the value of every one-time link's token replaced: ?token=abc → ?token=(hidden). */
export const hideOneTimeLinks = (text: string): string =>
  text.replace(/([?&]token=)[^\s&#]+/gi, `$1${HIDDEN_LINK_VALUE}`);

/** The path of a mail id in the address: digits only. */
export const mailIdSchema = z.coerce
  .number('must be a mail number')
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER);

const base = `${ADMIN_API}/mail`;
export const ADMIN_MAIL_API = {
  list: base,
  one: (id: number) => `${base}/${id}`,
} as const;
