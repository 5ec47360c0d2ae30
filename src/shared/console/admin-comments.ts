// The console's Comments section (/admin/comments, moderators and operators): members' comments newest
// first, shown or hidden, searched by text, author or deal, with Hide and Show again. The server's routes
// (server/routes/admin/admin-comments-routes.ts), the screen (src/features/admin/comments) and the tests
// share these shapes, paths and texts.
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

export const COMMENT_SERVER_TEXTS = {
  notFound: 'There is no such comment.',
  deleted: 'Its author deleted this comment: there is nothing to hide or show.',
} as const;

export const ADMIN_COMMENT_TEXTS = {
  heading: 'Comments',
  intro: 'Members’ comments on deals, newest first. A hidden comment’s text is kept from shoppers.',
  filterLabel: 'Show',
  filters: { all: 'All', shown: 'Shown', hidden: 'Hidden' } satisfies Record<CommentFilter, string>,
  searchLabel: 'Search text, author or deal',
  search: 'Search comments',
  empty: 'No comments here.',
  loading: 'Loading the comments…',
  forbidden: 'Only moderators and operators see the comments.',
  offline: 'The comments need a connection.',
  columns: {
    comment: 'Comment',
    author: 'Author',
    deal: 'Deal',
    posted: 'Posted',
    state: 'State',
    action: 'Action',
  },
  shown: 'Shown',
  hidden: 'Hidden',
  hide: 'Hide',
  unhide: 'Show again',
  confirmHide: 'Hide this comment from shoppers?',
  confirmUnhide: 'Show this comment to shoppers again?',
  yesHide: 'Yes, hide it',
  yesUnhide: 'Yes, show it',
  cancel: 'Cancel',
  hiddenNotice: (author: string) => `${author}’s comment is hidden.`,
  shownNotice: (author: string) => `${author}’s comment is shown again.`,
} as const;
