// The console's Reports section, its failed links (src/shared/price-history/link-checks.ts), for moderators and operators
// (every route checks the role here, on the server):
//   GET  /api/admin/reports/link-failures                 each deal whose link failed a check and no one has
//                                                         answered: its latest reason, the longest waiting first
//   POST /api/admin/reports/link-failures/:id/works       the link works: the deal's open items close
//   POST /api/admin/reports/link-failures/:id/expire      end the deal now; its open items close
// Each decision is rate limited with the moderators' other decisions, answers a replayed Idempotency-Key with
// the stored answer, and is in the audit log in its own transaction, as report decisions are. A deal ended
// here goes through the deal repository's expiry, so every list, feed and device follows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LINK_CHECK_AUDIT,
  LINK_FAILURES_API,
  type OpenLinkFailure,
} from '../../../src/shared/price-history/link-checks.ts';
import { LINK_FAILURE_TEXTS } from '../../../src/shared/price-history/link-checks-texts.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Member } from '../../auth/members.ts';
import { requireModerator } from '../../auth/staff.ts';
import { COMMUNITY_RATES } from '../../community/community-writes.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { expireDeal } from '../../db/deals/deal-lifecycle.ts';
import { closeLinkFailures, openLinkFailures } from '../../db/link-check-repository.ts';
import { storedDeal } from '../../db/operator-deal-repository.ts';
import { asDatabase } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, type WriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

type Decide = (tx: Database, dealId: string, moderator: Member, now: Date) => Promise<WriteAnswer>;

export function registerAdminLinkFailureRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(LINK_FAILURES_API.list, async (request, reply) => {
    await requireModerator(ctx, request);
    const now = ctx.clock();
    const items: OpenLinkFailure[] = (await openLinkFailures(ctx.db)).map(
      ({ checkedAt, dealEndsAt, ...row }) => ({
        ...row,
        checkedAt: checkedAt.toISOString(),
        dealEnded: dealEndsAt !== null && dealEndsAt <= now,
      }),
    );
    return reply.header('cache-control', 'no-store').send({ items });
  });

  /** A decision on one deal's open items: the role, the moderators' rate, once per key, one transaction. */
  const decide = (path: string, act: Decide) =>
    app.post(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const moderator = await requireModerator(ctx, request);
      const { id } = parseParams(dealIdParamsSchema, request.params);
      await limitUnlessReplay(ctx.db, request, moderator.id, () =>
        enforceRateLimit(ctx.rateLimiter, memberKey('moderate', moderator.id), COMMUNITY_RATES.moderate),
      );
      const now = ctx.clock();
      const answer = await writeOnce(ctx.db, request, moderator.id, (tx) =>
        act(asDatabase(tx), id, moderator, now),
      );
      return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
    });

  decide(`${LINK_FAILURES_API.list}/:id/works`, async (tx, dealId, moderator, now) => {
    const closed = await closeLinkFailures(tx, dealId, now, moderator.id);
    if (closed.length === 0) throw notFound(LINK_FAILURE_TEXTS.noOpenItem);
    await recordAudit(
      tx,
      {
        actorId: moderator.id,
        action: LINK_CHECK_AUDIT.works,
        subjectType: 'deal',
        subjectId: dealId,
        before: { openLinkFailures: closed },
        after: { openLinkFailures: [] },
      },
      now,
    );
    return { status: 200, body: { dealId, closed: closed.length } };
  });

  decide(`${LINK_FAILURES_API.list}/:id/expire`, async (tx, dealId, moderator, now) => {
    const before = await storedDeal(tx, dealId);
    if (!before) throw notFound(LINK_FAILURE_TEXTS.noOpenItem);
    if (before.expiryDate && before.expiryDate <= now) {
      throw new HttpError(409, LINK_FAILURE_TEXTS.alreadyEnded, { code: 'ALREADY_EXPIRED' });
    }
    const closed = await closeLinkFailures(tx, dealId, now, moderator.id);
    if (closed.length === 0) throw notFound(LINK_FAILURE_TEXTS.noOpenItem);
    await expireDeal(tx, dealId, now);
    const after = await storedDeal(tx, dealId);
    await recordAudit(
      tx,
      {
        actorId: moderator.id,
        action: LINK_CHECK_AUDIT.expire,
        subjectType: 'deal',
        subjectId: dealId,
        before: { ...before.deal, openLinkFailures: closed },
        after: { ...after?.deal, openLinkFailures: [] },
      },
      now,
    );
    return { status: 200, body: { dealId, expired: true, closed: closed.length } };
  });
}
