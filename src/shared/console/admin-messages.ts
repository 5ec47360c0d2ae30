// The console's inbox (/admin/messages): the contact form's messages as the operator lists, reads, marks
// and answers them. The server's routes, the screens and the tests share these shapes and paths, and the texts
// of admin-messages-texts.ts.
import { z } from 'zod';
import { TEXT_LIMITS } from '../site/text-rules';
import { isoDateSchema, pagedSchema, pageNumberSchema } from './admin-paging';
import { ADMIN_API } from './admin-sections';

export const MESSAGE_FILTERS = ['waiting', 'handled', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** Longest search text: a name, an address or a few words. */
export const MESSAGE_SEARCH_MAX = 200;

/** GET /api/admin/messages?status=&q=&page= */
export const messageListQuerySchema = z.strictObject({
  status: z.enum(MESSAGE_FILTERS, 'must be waiting, handled or all').default('waiting'),
  q: z.string().trim().max(MESSAGE_SEARCH_MAX, `use at most ${MESSAGE_SEARCH_MAX} characters`).default(''),
  page: pageNumberSchema,
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  createdAt: isoDateSchema,
  /** When it was marked handled; null while it waits. */
  handledAt: isoDateSchema.nullable(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageListSchema = pagedSchema(messageSummarySchema);

/** An answer sent to a message, as the audit log and the outgoing mail record it. */
export const messageReplySchema = z.object({
  mailId: z.number().int(),
  subject: z.string(),
  createdAt: isoDateSchema,
  /** Who answered: a name, or DELETED_ACCOUNT (admin-audit-texts.ts) once their account is deleted. */
  by: z.string(),
  /** When the mail server took it; null while stored only (no SMTP_URL) or failing. */
  sentAt: isoDateSchema.nullable(),
  lastError: z.string().nullable(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

export const messageDetailSchema = messageSummarySchema.extend({
  message: z.string(),
  /** Newest first. */
  replies: z.array(messageReplySchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const MARK_ERROR = 'Say whether the message is handled (true) or waiting (false).';

/** POST …/:id/handled */
export const markRequestSchema = z.strictObject({ handled: z.boolean(MARK_ERROR) });

export const REPLY_LIMITS = {
  subject: TEXT_LIMITS.contactSubject,
  body: TEXT_LIMITS.contactMessage,
} as const;

export const REPLY_FIELD_ERRORS = {
  subject: 'Enter a subject for the answer.',
  subjectTooLong: `The subject can have at most ${REPLY_LIMITS.subject} characters.`,
  body: 'Write the answer to send.',
  bodyTooLong: `The answer can have at most ${REPLY_LIMITS.body} characters.`,
  noNul: 'This field contains a character that cannot be stored.',
} as const;

const E = REPLY_FIELD_ERRORS;

const replyText = (max: number, empty: string, tooLong: string) =>
  z
    .string(empty)
    .trim()
    .min(1, empty)
    .max(max, tooLong)
    .refine((value) => !value.includes('\u0000'), E.noNul);

/** POST …/:id/reply */
export const replyRequestSchema = z.strictObject({
  subject: replyText(REPLY_LIMITS.subject, E.subject, E.subjectTooLong),
  body: replyText(REPLY_LIMITS.body, E.body, E.bodyTooLong),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;
export const REPLY_FIELDS = ['subject', 'body'] as const;
export type ReplyField = (typeof REPLY_FIELDS)[number];

/** The first problem of each field, by field name (what the form shows beside each field). */
export function replyFieldErrors(error: z.ZodError): Partial<Record<ReplyField, string>> {
  const fields: Partial<Record<ReplyField, string>> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if ((name === 'subject' || name === 'body') && !fields[name]) fields[name] = issue.message;
  }
  return fields;
}

/** The answer's subject as the form first shows it: "Re: " and the message's own, never "Re: Re: ". */
export const replySubject = (subject: string): string => {
  const plain = subject.trim();
  return (/^re:/i.test(plain) ? plain : `Re: ${plain}`).slice(0, REPLY_LIMITS.subject);
};

/** POST …/:id/reply answers the stored mail's id and when the message counts as handled. */
export const replyAnswerSchema = z.object({ mailId: z.number().int(), handledAt: isoDateSchema });

const base = `${ADMIN_API}/messages`;
export const ADMIN_MESSAGES_API = {
  list: base,
  one: (id: string) => `${base}/${encodeURIComponent(id)}`,
  handled: (id: string) => `${base}/${encodeURIComponent(id)}/handled`,
  reply: (id: string) => `${base}/${encodeURIComponent(id)}/reply`,
} as const;

/** The audit log's actions of this section (subject type 'message'). */
export const MESSAGE_AUDIT = {
  subjectType: 'message',
  reply: 'message.reply',
  handled: 'message.handled',
  waiting: 'message.waiting',
} as const;
