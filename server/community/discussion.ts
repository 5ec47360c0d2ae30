// A deal's discussion as its page reads it: comments (a deleted or hidden one keeps its place, without its
// text), members' reviews with their Helpful counts, and the reader's own vote and reports. The queries are
// the comment, review, vote and report repositories in server/db/. The API answers a reader with it
// (GET /api/deals/:id/discussion), and a drawn deal page is drawn with everyone's part of the same answer.
import {
  type DiscussionAnswer,
  everyonesPart,
  type PublicDiscussion,
} from '../../src/shared/community/community.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { Member } from '../auth/members.ts';
import { listComments } from '../db/comment-repository.ts';
import { dealPoster } from '../db/member-profile-repository.ts';
import { memberReportReasons } from '../db/report-repository.ts';
import { listReviews } from '../db/review-repository.ts';
import type { Queryable } from '../db/transaction.ts';
import { memberVote, rawVoteCounts } from '../db/vote-repository.ts';
import { directionOf } from './temperature.ts';

export async function readDiscussion(
  db: Queryable,
  dealId: string,
  reader: Member | undefined,
): Promise<DiscussionAnswer> {
  const [comments, reviews, postedBy] = await Promise.all([
    listComments(db, dealId),
    listReviews(db, dealId, reader?.id),
    dealPoster(db, dealId),
  ]);
  if (!reader) return { dealId, comments, reviews, vote: 'none', reports: [], moderator: false, postedBy };
  const vote = await memberVote(db, dealId, reader.id);
  const reports = await memberReportReasons(db, dealId, reader.id);
  const moderator = reader.role === 'moderator' || reader.role === 'operator';
  return {
    dealId,
    comments,
    reviews,
    vote: directionOf(vote),
    reports,
    moderator,
    postedBy,
    // The temperature weighs each vote by its voter's record; moderators also see the votes as cast.
    ...(moderator ? { rawVotes: await rawVoteCounts(db, dealId) } : {}),
  };
}

/**
 * The discussion as GET /api/deals/:id/discussion answers `reader`: with the deal itself when members'
 * reports ended it (`endedDeal`, as the caller found it), so its page stays reachable, marked Expired.
 */
export async function readDiscussionAnswer(
  db: Queryable,
  dealId: string,
  reader: Member | undefined,
  endedDeal: Deal | undefined,
): Promise<DiscussionAnswer> {
  return { ...(await readDiscussion(db, dealId, reader)), endedDeal };
}

/** Everyone's part of the answer: what a deal page, drawn alike for every reader, shows of its discussion. */
export async function readPublicDiscussion(
  db: Queryable,
  dealId: string,
  endedDeal: Deal | undefined,
): Promise<PublicDiscussion> {
  return everyonesPart(await readDiscussionAnswer(db, dealId, undefined, endedDeal));
}
