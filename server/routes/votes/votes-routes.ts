// PUT /api/deals/:id/vote: a member votes a deal hot or cold, changes the vote, or withdraws it
// ({ direction: 'none' }). The vote, the deal's new temperature and its change number (so delta syncs carry
// it) are written in one transaction with the request's Idempotency-Key: a replay changes nothing.

import type { FastifyInstance } from 'fastify';
import type { VoteAnswer } from '../../../src/shared/community/community.ts';
import { voteRequestSchema } from '../../../src/shared/community/community-requests.ts';
import { findRunningDeal, requirePoster } from '../../community/community-writes.ts';
import { touchDeal } from '../../community/deal-figures.ts';
import {
  directionValue,
  hideNewMsOf,
  isTold,
  settledBefore,
  weightFor,
} from '../../community/temperature.ts';
import type { ServerContext } from '../../context.ts';
import { asDatabase } from '../../db/transaction.ts';
import { castVote, settledContributions, sumTemperature, withdrawVote } from '../../db/vote-repository.ts';
import { sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { networkKey } from '../../security/network-key.ts';
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
      if (value === 0) {
        await withdrawVote(tx, id, member.id);
      } else {
        const weight = weightFor(await settledContributions(tx, member.id, settledBefore(now)));
        const network = networkKey(request.ip, ctx.instanceId);
        await castVote(tx, { dealId: id, userId: member.id, direction: value, weight, now, network });
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
