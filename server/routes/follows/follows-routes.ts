// Follows and mutes (src/shared/discovery/follows.ts):
//   GET    /api/follows   member: their follows and mutes
//   PUT    /api/follows   member: { kind, target } follow a store, a category or another member (again: no change)
//   DELETE /api/follows   member: { kind, target } stop following it
//   GET    /api/mutes     member: the same answer as GET /api/follows
//   PUT    /api/mutes     member: { kind, target } mute a store, a category or a keyword
//   DELETE /api/mutes     member: { kind, target } undo the mute
// Every write answers the member's follows and mutes as they now stand. A store must exist (one merged away
// is the store it became), a category be one of the site's, a member be another live account; a keyword
// that would hide nearly every deal is refused. The limits are counted in the write's transaction with the
// member's row held, so they hold whichever process the member's writes reach. Writes honour an
// Idempotency-Key and are rate-limited per member in the database.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { FOLLOW_LIMITS, FOLLOWS_API, type FollowRequest } from '../../../src/shared/discovery/follows.ts';
import {
  followRequestSchema,
  muteRequestSchema,
  unfollowRequestSchema,
  unmuteRequestSchema,
} from '../../../src/shared/discovery/follows-requests.ts';
import { FOLLOW_MESSAGES } from '../../../src/shared/discovery/follows-texts.ts';
import { requireMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import {
  addFollow,
  countFollows,
  type FollowTable,
  hasFollow,
  isOtherMember,
  listFollows,
  lockMember,
  removeFollow,
} from '../../db/follow-repository.ts';
import { findStore } from '../../db/store-repository.ts';
import type { Transaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { InvalidInput, parseBody } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

/** Follow and mute changes per member and minute: a page of Undo presses, not a runaway script. */
export const FOLLOW_WRITE_RATE = { max: 60, windowSeconds: 60 };

const refusedTarget = (message: string) => new InvalidInput(`target: ${message}`, { target: message });

/** The target as stored: a store's current slug; anything that names nothing is refused. */
async function checkedTarget(tx: Transaction, request: FollowRequest, memberId: string): Promise<string> {
  if (request.kind === 'store') {
    const store = await findStore(tx, request.target);
    if (!store) throw refusedTarget(FOLLOW_MESSAGES.unknownStore);
    return store.mergedInto ?? store.slug;
  }
  if (request.kind === 'member') {
    if (request.target === memberId) throw refusedTarget(FOLLOW_MESSAGES.notYourself);
    if (!(await isOtherMember(tx, request.target, memberId)))
      throw refusedTarget(FOLLOW_MESSAGES.unknownMember);
  }
  return request.target;
}

const LIMITS: Record<FollowTable, { max: number; message: string; code: string }> = {
  follows: {
    max: FOLLOW_LIMITS.followsPerMember,
    message: FOLLOW_MESSAGES.tooManyFollows(FOLLOW_LIMITS.followsPerMember),
    code: 'TOO_MANY_FOLLOWS',
  },
  mutes: {
    max: FOLLOW_LIMITS.mutesPerMember,
    message: FOLLOW_MESSAGES.tooManyMutes(FOLLOW_LIMITS.mutesPerMember),
    code: 'TOO_MANY_MUTES',
  },
};

export function registerFollowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const list = async (request: Parameters<typeof requireMember>[1]) => {
    const member = await requireMember(ctx, request);
    return listFollows(ctx.db, member.id);
  };
  app.get(FOLLOWS_API.follows, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await list(request)),
  );
  app.get(FOLLOWS_API.mutes, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await list(request)),
  );

  const writeRoute = (method: 'PUT' | 'DELETE', which: FollowTable, schema: z.ZodType<FollowRequest>) =>
    app.route({
      method,
      url: FOLLOWS_API[which],
      handler: async (request, reply) => {
        const asked = parseBody(schema, request.body);
        const member = await requireMember(ctx, request);
        await limitUnlessReplay(ctx.db, request, member.id, () =>
          enforceRateLimit(ctx.rateLimiter, memberKey('follows', member.id), FOLLOW_WRITE_RATE),
        );
        const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
          if (method === 'DELETE') {
            await removeFollow(tx, which, member.id, asked);
          } else {
            const wanted = { kind: asked.kind, target: await checkedTarget(tx, asked, member.id) };
            await lockMember(tx, member.id);
            if (!(await hasFollow(tx, which, member.id, wanted))) {
              const limit = LIMITS[which];
              if ((await countFollows(tx, which, member.id)) >= limit.max)
                throw new HttpError(409, limit.message, { code: limit.code });
              await addFollow(tx, which, member.id, wanted, ctx.clock());
            }
          }
          return { status: 200, body: await listFollows(tx, member.id) };
        });
        return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
      },
    });

  writeRoute('PUT', 'follows', followRequestSchema);
  writeRoute('DELETE', 'follows', unfollowRequestSchema);
  writeRoute('PUT', 'mutes', muteRequestSchema);
  writeRoute('DELETE', 'mutes', unmuteRequestSchema);
}
