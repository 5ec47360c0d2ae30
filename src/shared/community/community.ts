// The members' side of a deal: votes and temperature, comments, reviews and reports. The answers and
// texts here are the deal page's own; the requests' shapes, which the server checks, are in
// community-requests.ts, so the deal page carries no zod.
import type { Deal } from '../deal/deal';

// ---- Votes and temperature -------------------------------------------------------------------------------

export const VOTE_DIRECTIONS = ['hot', 'cold', 'none'] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];

export interface VoteAnswer {
  dealId: string;
  direction: VoteDirection;
  /** null while the deal is new (the number is not told). */
  temperature: number | null;
}

// ---- Comments --------------------------------------------------------------------------------------------

/** How long after posting a member may still edit a comment. */
export const COMMENT_EDIT_MINUTES = 15;
export const COMMENTS_HEADING = 'Comments';
export const SIGN_IN_TO_COMMENT = 'Sign in to comment';
export const COMMENT_HIDDEN_TEXT = 'This comment was hidden by a moderator.';
export const COMMENT_DELETED_TEXT = 'This comment was deleted.';

export interface DealComment {
  id: string;
  dealId: string;
  parentId: string | null;
  author: string;
  authorId: string;
  /** Empty when deleted or hidden. */
  body: string;
  state: 'shown' | 'deleted' | 'hidden';
  createdAt: string;
  editedAt: string | null;
}

// ---- Reviews ---------------------------------------------------------------------------------------------

// ---- Reports ---------------------------------------------------------------------------------------------

export const REPORT_REASONS = [
  { key: 'expired', label: 'Expired' },
  { key: 'broken-link', label: 'Link not working' },
  { key: 'wrong-price', label: 'Wrong price' },
  { key: 'spam', label: 'Spam' },
  { key: 'duplicate', label: 'Duplicate' },
  { key: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['key'];

export const REPORT_DEAL = 'Report this deal';
export const REASON_LABEL = 'Reason';
export const REPORT_NOTE_LABEL = 'Note (optional)';
export const SEND_REPORT = 'Send report';
export const REPORT_SENT = 'Thank you: your report was sent.';
export const REPORT_ALREADY = 'You have already reported this deal for this reason.';

export const reasonLabel = (key: string): string =>
  REPORT_REASONS.find((reason) => reason.key === key)?.label ?? key;

// ---- What a deal page reads: the discussion ---------------------------------------------------------------

export interface MemberReview {
  id: string;
  dealId: string;
  rating: number;
  text: string;
  author: string;
  authorId: string;
  /** ISO time. */
  date: string;
  helpful: number;
  /** Whether the reader has marked it helpful. */
  markedHelpful: boolean;
}

/**
 * GET /api/deals/:id/discussion: the deal's comments and members' reviews for everyone, and for a signed-in
 * reader their own vote and reports. Fetched into the device's database when the deal page opens.
 */
export interface DiscussionAnswer {
  dealId: string;
  comments: DealComment[];
  reviews: MemberReview[];
  /** The reader's vote; 'none' for visitors. */
  vote: VoteDirection;
  /** The reasons the reader has reported the deal for. */
  reports: ReportReason[];
  /** Whether the reader may hide comments and act on reports. */
  moderator: boolean;
  /** The deal itself when members' reports ended it: its page stays reachable, marked Expired. */
  endedDeal?: Deal;
}

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

// ---- Moderators' reports page --------------------------------------------------------------------------------

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

export interface OpenReport {
  id: string;
  dealId: string;
  dealTitle: string;
  reason: ReportReason;
  note: string;
  reporter: string;
  createdAt: string;
  dealEndedByReports: boolean;
}
