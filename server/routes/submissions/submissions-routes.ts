// POST /api/submissions: a verified member submits a deal. Validate, look up (who, the same link, trust),
// check (role, limits, duplicates), act (store it; a trusted member's deal goes live at once and still
// waits for review). The outbox sends it with an Idempotency-Key made when the member pressed Submit, so
// a submission sent again after a lost answer is one submission.
// POST /api/submissions/check: before sending, the form asks whether the link is already listed and which
// deals from the same store look alike.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { duplicateCheckRequestSchema, SUBMISSION_API } from '../../../src/shared/community/submission.ts';
import { SUBMISSION_MESSAGES } from '../../../src/shared/community/submission-texts.ts';
import { normalizeDealLink } from '../../../src/shared/deal/deal-link.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { requireMember, requireVerifiedEmail } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import type { ServerContext } from '../../context.ts';
import {
  dealFromSubmission,
  findSameLink,
  findSimilarTitles,
  insertSubmission,
  isTrustedMember,
  submissionColumns,
} from '../../db/submission-repository.ts';
import { asDatabase } from '../../db/transaction.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody } from '../../http/parse-input.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';
import { parseSubmission } from './submission-form.ts';

/** Submissions per member and day: plenty for a keen member, little for a spammer. */
export const SUBMIT_RATE = { max: 10, windowSeconds: 24 * 60 * 60 };
/** Duplicate checks per member and hour (the form asks as the member types the link and title). */
export const CHECK_RATE = { max: 120, windowSeconds: 60 * 60 };

export function registerSubmissionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(SUBMISSION_API.submit, async (request, reply) => {
    const member = await requireMember(ctx, request);
    requireVerifiedEmail(member);
    const now = ctx.clock();
    const submission = parseSubmission(request.body, now);
    const linkKey = normalizeDealLink(submission.link)!;
    await limitUnlessReplay(ctx.db, request, member.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('submit-deal', member.id), SUBMIT_RATE),
    );

    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const duplicate = await findSameLink(tx, linkKey, now);
      if (duplicate) {
        const message =
          duplicate.kind === 'deal' ? SUBMISSION_MESSAGES.alreadyListed : SUBMISSION_MESSAGES.alreadyPending;
        return {
          status: 409,
          body: { ...errorBody(409, message, { code: 'ALREADY_LISTED' }), duplicate },
        };
      }
      const id = randomUUID();
      const trusted = await isTrustedMember(tx, member.id, now);
      const row = await insertSubmission(tx, {
        id,
        userId: member.id,
        ...submissionColumns(submission, linkKey),
        createdAt: now,
        status: trusted ? 'live' : 'pending',
        publishedEarly: trusted,
        dealId: trusted ? id : null,
      });
      if (trusted) {
        const deal = dealFromSubmission(row, now);
        await saveDeals(asDatabase(tx), [deal], { source: 'submission', at: now });
        await recordAudit(
          tx,
          {
            actorId: member.id,
            action: 'submission.publish-early',
            subjectType: 'submission',
            subjectId: id,
            before: null,
            after: row,
          },
          now,
        );
      }
      return { status: 201, body: { id, status: trusted ? 'live' : 'pending' } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.post(SUBMISSION_API.check, async (request, reply) => {
    const member = await requireMember(ctx, request);
    const check = parseBody(duplicateCheckRequestSchema, request.body, {
      message: 'Send the link, and the title and store if known.',
    });
    await enforceRateLimit(ctx.rateLimiter, memberKey('check-duplicates', member.id), CHECK_RATE);
    const now = ctx.clock();
    const linkKey = normalizeDealLink(check.link);
    const alreadyListed = linkKey ? ((await findSameLink(ctx.db, linkKey, now)) ?? null) : null;
    const possibleDuplicates = await findSimilarTitles(ctx.db, { ...check, now });
    return reply.header('cache-control', 'no-store').send({ alreadyListed, possibleDuplicates });
  });
}
