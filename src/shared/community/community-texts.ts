// The deal page's words for the members' side of a deal (comments and reports), and the moderators' reports
// page's. The shapes they belong to are in community.ts.
import { REPORT_REASON_KEYS, type ReportReason } from './community';

// ---- Comments --------------------------------------------------------------------------------------------

export const COMMENTS_HEADING = 'Comments';
export const SIGN_IN_TO_COMMENT = 'Sign in to comment';
export const COMMENT_HIDDEN_TEXT = 'This comment was hidden by a moderator.';
export const COMMENT_DELETED_TEXT = 'This comment was deleted.';
export const COMMENT_LABEL = 'Your comment';
export const POST_COMMENT = 'Post comment';
export const REPLY = 'Reply';
export const REPLY_LABEL = 'Your reply';
export const POST_REPLY = 'Post reply';
export const EDIT = 'Edit';
export const SAVE_EDIT = 'Save';
export const DELETE = 'Delete';
export const HIDE = 'Hide';
export const NO_COMMENTS = 'No comments yet.';
export const EDITED = 'edited';

// ---- Reports ---------------------------------------------------------------------------------------------

export const REPORT_REASON_LABELS = {
  expired: 'Expired',
  'broken-link': 'Link not working',
  'wrong-price': 'Wrong price',
  spam: 'Spam',
  duplicate: 'Duplicate',
  other: 'Other',
} as const satisfies Record<ReportReason, string>;

/** The reasons as the report form offers them, in their order. */
export const REPORT_REASONS = REPORT_REASON_KEYS.map((key) => ({ key, label: REPORT_REASON_LABELS[key] }));

export const REPORT_DEAL = 'Report this deal';
export const REASON_LABEL = 'Reason';
export const REPORT_NOTE_LABEL = 'Note (optional)';
export const SEND_REPORT = 'Send report';
export const REPORT_SENT = 'Thank you: your report was sent.';
export const REPORT_ALREADY = 'You have already reported this deal for this reason.';

export const reasonLabel = (key: string): string =>
  REPORT_REASONS.find((reason) => reason.key === key)?.label ?? key;

// ---- Moderators' reports page ----------------------------------------------------------------------------

export const OPEN_REPORTS_EMPTY = 'No open reports.';
export const LOADING_REPORTS = 'Loading reports…';
export const DISMISS_REPORT = 'Dismiss';
export const REACTIVATE_DEAL = 'Reactivate deal';
export const ENDED_BY_REPORTS = 'Ended by reports';
/** A moderator acts on a report: the reported deal ends now (after a confirmation). */
export const END_REPORTED_DEAL = 'End deal';
export const confirmEndReportedDeal = (title: string) =>
  `End “${title}” now? It leaves the listings on every device’s next sync, and its open reports are closed.`;
export const CONFIRM_END_REPORTED_DEAL = 'End it';
export const KEEP_REPORTED_DEAL = 'Keep it';
export const REPORTED_DEAL_ALREADY_ENDED = 'This deal has already ended.';
export const NO_OPEN_REPORT = 'No open report has this id.';

/** Who posted the deal, above its comments. */
export const POSTED_BY = 'Posted by';
/** For moderators: the votes as cast, beside the weighted temperature. */
export const rawVotesText = (hot: number, cold: number) =>
  `Votes as cast: ${hot} hot, ${cold} cold (the temperature weighs each by its voter’s record).`;
