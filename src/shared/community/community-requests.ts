// The shapes of members' requests on a deal (votes, comments, reviews, reports), checked by the server
// routes with zod. The app's forms build them; their answers are in community.ts, their words in
// community-texts.ts.
import { z } from 'zod';
import { TEXT_LIMITS } from '../site/text-rules';
import { boundedText } from '../site/text-schemas';
import { REPORT_REASON_KEYS, VOTE_DIRECTIONS } from './community';

export const voteRequestSchema = z.strictObject({ direction: z.enum(VOTE_DIRECTIONS) });
/** @public */
export type VoteRequest = z.infer<typeof voteRequestSchema>;

const commentBody = boundedText(TEXT_LIMITS.comment).min(1, 'Please write a comment.');

export const newCommentSchema = z.strictObject({
  id: z.uuid(),
  body: commentBody,
  parentId: z.string().max(100).optional(),
});
export const editCommentSchema = z.strictObject({ body: commentBody });

export const memberReviewSchema = z.strictObject({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: boundedText(TEXT_LIMITS.reviewText).min(1, 'Please write your review.'),
});

export const reportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASON_KEYS),
  note: boundedText(TEXT_LIMITS.reportNote).default(''),
});
/** @public */
export type ReportRequest = z.input<typeof reportRequestSchema>;
