// The console's Comments section (/admin/comments, moderators and operators): members' comments newest
// first, shown or hidden, searched by text, author or deal, with Hide and Show again. The server's routes
// (server/routes/admin/admin-comments-routes.ts), the screen (src/features/admin/comments) and the tests
// share these shapes and paths, and the texts of admin-comments-texts.ts.
import { z } from 'zod';
import { isoDateSchema, pagedSchema, pageNumberSchema } from './admin-paging';
import { ADMIN_API } from './admin-sections';

// Members cannot report a comment (reports are on deals), so there is no "reported" filter.
export const COMMENT_FILTERS = ['all', 'shown', 'hidden'] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

/** Longest search text: a few words of a comment, a name or a deal's title. */
export const COMMENT_SEARCH_MAX = 200;

/** GET /api/admin/comments?status=&q=&page= */
export const commentListQuerySchema = z.strictObject({
  status: z.enum(COMMENT_FILTERS, 'must be all, shown or hidden').default('all'),
  q: z.string().trim().max(COMMENT_SEARCH_MAX, `use at most ${COMMENT_SEARCH_MAX} characters`).default(''),
  page: pageNumberSchema,
});
export type CommentListQuery = z.output<typeof commentListQuerySchema>;

/** One comment as the staff see it: its text even while hidden (a comment its author deleted is not listed). */
export const staffCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string(),
  dealId: z.string(),
  dealTitle: z.string(),
  createdAt: isoDateSchema,
  /** When a moderator or operator hid it; null while shoppers see it. */
  hiddenAt: isoDateSchema.nullable(),
});
export type StaffComment = z.infer<typeof staffCommentSchema>;

export const commentListSchema = pagedSchema(staffCommentSchema);

const base = `${ADMIN_API}/comments`;
export const ADMIN_COMMENTS_API = {
  list: base,
  hide: (id: string) => `${base}/${encodeURIComponent(id)}/hide`,
  unhide: (id: string) => `${base}/${encodeURIComponent(id)}/unhide`,
} as const;

/** The audit log's actions on comments (the deal page's Hide writes 'comment.hide' too). */
export const COMMENT_AUDIT = {
  subjectType: 'comment',
  hide: 'comment.hide',
  unhide: 'comment.unhide',
} as const;
