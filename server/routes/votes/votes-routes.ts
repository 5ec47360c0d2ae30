// PUT /api/deals/:id/vote: a member votes a deal hot or cold, changes the vote, or withdraws it
// ({ direction: 'none' }). The vote, the deal's new temperature and its change number (so delta syncs carry
// it) are written in one transaction with the request's Idempotency-Key: a replay changes nothing.

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VoteAnswer } from '../../../src/shared/community/community.ts';
import { voteRequestSchema } from '../../../src/shared/community/community-requests.ts';
import { findRunningDeal, requirePoster } from '../../community/community-writes.ts';
import { touchDeal } from '../../community/deal-figures.ts';
import {
  directionValue,
  hideNewMsOf,
  isTold,
  sumTemperature,
  voteWeight,
} from '../../community/temperature.ts';
import type { ServerContext } from '../../context.ts';
import { dealVotes } from '../../db/schema.ts';
import { asDatabase } from '../../db/transaction.ts';
import { sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { dealIdParamsSchema } from '../deals/deals-query.ts';

export function registerVoteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const hideNewMs = hideNewMsOf(ctx.env);

  app.put('/api/deals/:id/vote', async (request, reply) => {
    const { id } = parseParams(dealIdParamsSchema, request.params);
    const { direction } = parseBody(voteRequestSchema, request.body);
    const member = await requirePoster(ctx, request, 'vote');

    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const now = ctx.clock();
      const deal = await findRunningDeal(tx, id, now);
      const value = directionValue(direction);
      const mine = and(eq(dealVotes.dealId, id), eq(dealVotes.userId, member.id));
      if (value === 0) {
        await tx.delete(dealVotes).where(mine);
      } else {
        const weight = await voteWeight(tx, member.id, now);
        await tx
          .insert(dealVotes)
          .values({ dealId: id, userId: member.id, direction: value, weight, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [dealVotes.dealId, dealVotes.userId],
            set: { direction: value, updatedAt: now },
          });
      }
      const temperature = await sumTemperature(tx, id);
      await touchDeal(asDatabase(tx), id, { temperature });
      const body: VoteAnswer = {
        dealId: id,
        direction,
        temperature: isTold(deal.createdAt, now, hideNewMs) ? temperature : null,
      };
      return { status: 200, body };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });
}
