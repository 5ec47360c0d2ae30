// The Comments section's words: the screen's texts and the server's refusals.
import type { CommentFilter } from './admin-comments';

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
