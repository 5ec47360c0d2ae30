// The members' side of a deal: votes and temperature, comments, reviews and reports. The answers here are
// the deal page's own, and its words are in community-texts.ts; the requests' shapes, which the server
// checks, are in community-requests.ts, so the deal page carries no zod.
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

export interface DealComment {
  id: string;
  dealId: string;
  parentId: string | null;
  author: string;
  authorId: string;
  /** The author's public profile's handle; null (or absent, in copies kept before it existed) without one. */
  authorHandle?: string | null;
  /** Empty when deleted or hidden. */
  body: string;
  state: 'shown' | 'deleted' | 'hidden';
  createdAt: string;
  editedAt: string | null;
}

// ---- Reviews ---------------------------------------------------------------------------------------------

// ---- Reports ---------------------------------------------------------------------------------------------

/** What a member may report a deal for (their labels are in community-texts.ts). */
export const REPORT_REASON_KEYS = [
  'expired',
  'broken-link',
  'wrong-price',
  'spam',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASON_KEYS)[number];

// ---- What a deal page reads: the discussion ---------------------------------------------------------------

/** A member's review as everyone reads it. */
export interface PublicReview {
  id: string;
  dealId: string;
  rating: number;
  text: string;
  author: string;
  authorId: string;
  /** The author's public profile's handle; null (or absent, in copies kept before it existed) without one. */
  authorHandle?: string | null;
  /** ISO time. */
  date: string;
  helpful: number;
}

export interface MemberReview extends PublicReview {
  /** Whether the reader has marked it helpful. */
  markedHelpful: boolean;
}

/**
 * What everyone reads of a deal's discussion: the part a drawn deal page carries, the same for every reader
 * (docs/decisions/0047-the-deal-page-read-without-the-app.md).
 */
export interface PublicDiscussion {
  dealId: string;
  comments: DealComment[];
  reviews: PublicReview[];
  /** The deal itself when members' reports ended it: its page stays reachable, marked Expired. */
  endedDeal?: Deal;
  /** The member who posted the deal, when a member did; `handle` links their public profile. */
  postedBy?: { name: string; handle: string | null } | null;
}

/**
 * GET /api/deals/:id/discussion: the deal's comments and members' reviews for everyone, and for a signed-in
 * reader their own vote, reports and Helpful marks. Fetched into the device's database when the deal page
 * opens.
 */
export interface DiscussionAnswer extends PublicDiscussion {
  reviews: MemberReview[];
  /** The reader's vote; 'none' for visitors. */
  vote: VoteDirection;
  /** The reasons the reader has reported the deal for. */
  reports: ReportReason[];
  /** Whether the reader may hide comments and act on reports. */
  moderator: boolean;
  /** For moderators: the votes as cast, before each is weighted into the temperature. */
  rawVotes?: { hot: number; cold: number };
}

/** The answer without what only its reader may know: what a page drawn alike for everyone carries. */
export function everyonesPart({
  dealId,
  comments,
  reviews,
  endedDeal,
  postedBy,
}: DiscussionAnswer): PublicDiscussion {
  return {
    dealId,
    comments,
    reviews: reviews.map(({ markedHelpful: _reader, ...review }) => review),
    ...(endedDeal ? { endedDeal } : {}),
    ...(postedBy === undefined ? {} : { postedBy }),
  };
}

// ---- Moderators' reports page --------------------------------------------------------------------------------

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
