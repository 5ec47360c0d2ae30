// The moderation queue, for moderators and operators only (every route checks the role here, on the
// server; /admin hiding its buttons is never the check):
//   GET  /api/moderation/queue                      what waits for a decision, oldest first
//   POST /api/moderation/submissions/:id/approve    publish it (optionally with the moderator's edits)
//   POST /api/moderation/submissions/:id/reject     turn it down with a reason the member reads
//   POST /api/moderation/coupons/:id/approve        put a member's code live on its store's page
//   POST /api/moderation/coupons/:id/reject         turn a member's code down
// The queue answers the waiting deals (`entries`) and the members' waiting codes (`coupons`): both are
// under the same 24-hour promise.
// Approving writes the deal through the deal repository, so sync tokens and change numbers see it; an
// early publication that is rejected is removed the same way. Every decision goes to the audit log in
// the decision's own transaction.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  rejectRequestSchema,
  SUBMISSION_API,
  SUBMISSION_FIELDS,
} from '../../../src/shared/community/submission.ts';
import { SUBMISSION_MESSAGES } from '../../../src/shared/community/submission-texts.ts';
import { normalizeDealLink } from '../../../src/shared/deal/deal-link.ts';
import { COUPON_SUBMISSION_MESSAGES } from '../../../src/shared/store/coupon-submission-texts.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Member } from '../../auth/members.ts';
import { requireModerator, STAFF_ROLES } from '../../auth/staff.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import type { ServerContext } from '../../context.ts';
import {
  type CouponStatus,
  lockCoupon,
  pendingCouponQueue,
  setCouponStatus,
} from '../../db/coupon-repository.ts';
import { deleteDeal } from '../../db/deals/deal-lifecycle.ts';
import {
  approveSubmission,
  dealFromSubmission,
  findSameLink,
  lockSubmission,
  moderationQueue,
  rejectSubmission,
  submissionColumns,
} from '../../db/submission-repository.ts';
import { asDatabase, type Transaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { firstProblemAs, parseBody, parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';
import { parseSubmission } from '../submissions/submission-form.ts';

/** Decisions per moderator and hour: a whole queue, not a runaway script. */
export const DECISION_RATE = { max: 600, windowSeconds: 60 * 60 };

/** Only the staff: refused for the role before the request's input is read (server/auth/staff.ts). */
const staffOnly = { config: { staffRoles: STAFF_ROLES } };

const paramsSchema = z.object({ id: z.string().min(1).max(200) });

/** The moderator's edits: the whole form as text, checked like a member's submission. */
const approveRequestSchema = z.object({
  deal: z.record(z.enum(SUBMISSION_FIELDS), z.string()).optional(),
});

/** The submission, locked for the decision; 404 if unknown, 409 when it was decided already. */
async function undecidedSubmission(tx: Transaction, id: string) {
  const row = await lockSubmission(tx, id);
  if (!row) throw notFound(SUBMISSION_MESSAGES.notFound);
  if (row.reviewedAt) throw new HttpError(409, SUBMISSION_MESSAGES.alreadyDecided, { code: 'DECIDED' });
  return row;
}

export function registerModerationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(SUBMISSION_API.queue, staffOnly, async (request, reply) => {
    await requireModerator(ctx, request);
    const entries = await moderationQueue(ctx.db, ctx.clock());
    const coupons = await pendingCouponQueue(ctx.db);
    return reply.header('cache-control', 'no-store').send({ entries, coupons });
  });

  const decide = (
    path: string,
    act: (tx: Transaction, id: string, body: unknown, moderator: Member, now: Date) => Promise<object>,
  ) =>
    app.post(path, staffOnly, async (request, reply) => {
      const moderator = await requireModerator(ctx, request);
      const { id } = parseParams(paramsSchema, request.params);
      await limitUnlessReplay(ctx.db, request, moderator.id, () =>
        enforceRateLimit(ctx.rateLimiter, memberKey('moderate', moderator.id), DECISION_RATE),
      );
      const now = ctx.clock();
      const answer = await writeOnce(ctx.db, request, moderator.id, async (tx) => ({
        status: 200,
        body: await act(tx, id, request.body ?? {}, moderator, now),
      }));
      return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
    });

  decide('/api/moderation/submissions/:id/approve', async (tx, id, body, moderator, now) => {
    const request = parseBody(approveRequestSchema, body, {
      message: 'Send the edited deal as its form fields, or nothing.',
    });
    const before = await undecidedSubmission(tx, id);
    let edits = {};
    if (request.deal) {
      const edited = parseSubmission(request.deal, now);
      const linkKey = normalizeDealLink(edited.link)!;
      // An edited link must not make it a second copy of a listed deal.
      const duplicate = await findSameLink(tx, linkKey, now, id);
      if (duplicate) {
        throw new HttpError(409, SUBMISSION_MESSAGES.alreadyListed, {
          code: 'ALREADY_LISTED',
          fields: { link: SUBMISSION_MESSAGES.alreadyListed },
        });
      }
      edits = submissionColumns(edited, linkKey);
    }
    const after = await approveSubmission(tx, id, edits, { by: moderator.id, at: now });
    // An early publication keeps its first publication time unless the moderator changed it.
    const deal = dealFromSubmission(after, before.publishedEarly ? before.createdAt : now);
    const written = await saveDeals(asDatabase(tx), [deal], { source: 'moderation', at: now });
    if (written.refused.length > 0)
      throw badRequest(`The deal could not be stored: ${written.refused[0]!.reason}`);
    await recordAudit(
      tx,
      {
        actorId: moderator.id,
        action: before.publishedEarly ? 'submission.keep' : 'submission.approve',
        subjectType: 'submission',
        subjectId: id,
        before,
        after,
      },
      now,
    );
    return { id, status: 'live', dealId: id };
  });

  decide('/api/moderation/submissions/:id/reject', async (tx, id, body, moderator, now) => {
    const { reason } = parseBody(rejectRequestSchema, body, firstProblemAs('reason'));
    const before = await undecidedSubmission(tx, id);
    // A deal published at once leaves the listings again (removals reach every device on its next sync).
    if (before.dealId) await deleteDeal(asDatabase(tx), before.dealId);
    const after = await rejectSubmission(tx, id, reason, { by: moderator.id, at: now });
    await recordAudit(
      tx,
      {
        actorId: moderator.id,
        action: 'submission.reject',
        subjectType: 'submission',
        subjectId: id,
        before,
        after,
      },
      now,
    );
    return { id, status: 'rejected' };
  });

  /** A member's waiting code decided: live or rejected, in the audit log with the code before and after. */
  const decideCoupon = (path: string, status: Extract<CouponStatus, 'live' | 'rejected'>, action: string) =>
    decide(path, async (tx, id, _body, moderator, now) => {
      const before = await lockCoupon(tx, id);
      if (!before) throw notFound(COUPON_SUBMISSION_MESSAGES.notFound);
      if (before.status !== 'pending')
        throw new HttpError(409, COUPON_SUBMISSION_MESSAGES.alreadyDecided, { code: 'DECIDED' });
      const after = await setCouponStatus(tx, id, status, now);
      await recordAudit(
        tx,
        { actorId: moderator.id, action, subjectType: 'coupon', subjectId: id, before, after },
        now,
      );
      return { id, status };
    });
  decideCoupon('/api/moderation/coupons/:id/approve', 'live', 'coupon.approve');
  decideCoupon('/api/moderation/coupons/:id/reject', 'rejected', 'coupon.reject');
}
