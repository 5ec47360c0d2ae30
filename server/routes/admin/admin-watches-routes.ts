// The console's Watches section, for operators only (as the Stores section; every route checks the role
// before it reads anything):
//   GET    /api/admin/watches               the overview: totals, hosts by reads over 7 days, failing pages,
//                                            blocked hosts (AdminWatchesAnswer)
//   PUT    /api/admin/watches/hosts/:host   { reason } block the host: the reader stops reading its pages and
//                                            nobody can watch a new one there (a host covers those under it)
//   DELETE /api/admin/watches/hosts/:host   lift the block (none to lift changes nothing)
// A host is kept as the watched products keep theirs: lower case, without "www.". Each write answers the
// overview as it now stands, is rate limited per operator, answers a replayed Idempotency-Key with the
// stored answer, and is in the audit log (before and after) in its own transaction.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_WATCHES_API,
  ADMIN_WATCHES_MESSAGES,
  blockHostSchema,
  watchHostParamsSchema,
} from '../../../src/shared/console/admin-watches.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Member } from '../../auth/members.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import type { Transaction } from '../../db/transaction.ts';
import { blockHost, findBlockedHost, unblockHost, watchesOverview } from '../../db/watch-repository.ts';
import { limitUnlessReplay, sendWriteAnswer, type WriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { InvalidInput, parseBody, parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey, type RateRule } from '../../security/rate-limiter.ts';

/** Blocks and unblocks per operator and hour: a day's careful work, not a runaway script. */
export const WATCH_HOST_WRITE_RATE: RateRule = { max: 600, windowSeconds: 60 * 60 };

const HOST_PATH = `${ADMIN_WATCHES_API.overview}/hosts/:host`;

/** The host as the products keep theirs; refused when it is no host name (a link, a path, spaces). */
function hostOf(params: unknown): string {
  const host = parseParams(watchHostParamsSchema, params)
    .host.toLowerCase()
    .replace(/^www\./, '');
  let parsed: string | undefined;
  try {
    parsed = new URL(`http://${host}/`).hostname;
  } catch {
    parsed = undefined;
  }
  if (parsed !== host)
    throw new InvalidInput(ADMIN_WATCHES_MESSAGES.badHost, { host: ADMIN_WATCHES_MESSAGES.badHost });
  return host;
}

type Act = (tx: Transaction, operator: Member, now: Date) => Promise<WriteAnswer>;

export function registerAdminWatchesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** A write: the role, the operator's rate, once per Idempotency-Key, in one transaction. */
  const write = async (request: FastifyRequest, reply: FastifyReply, operator: Member, act: Act) => {
    await limitUnlessReplay(ctx.db, request, operator.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('admin-watch-host', operator.id), WATCH_HOST_WRITE_RATE),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, operator.id, (tx) => act(tx, operator, now));
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  };

  app.get(ADMIN_WATCHES_API.overview, async (request, reply) => {
    await requireOperator(ctx, request);
    return reply.header('cache-control', 'no-store').send(await watchesOverview(ctx.db, ctx.clock()));
  });

  app.put(HOST_PATH, async (request, reply) => {
    const operator = await requireOperator(ctx, request);
    const host = hostOf(request.params);
    const { reason } = parseBody(blockHostSchema, request.body);
    return write(request, reply, operator, async (tx, by, now) => {
      const before = (await findBlockedHost(tx, host)) ?? null;
      const after = await blockHost(tx, { host, reason, blockedBy: by.id, now });
      await recordAudit(
        tx,
        {
          actorId: by.id,
          action: 'watch-host.block',
          subjectType: 'watch-host',
          subjectId: host,
          before,
          after,
        },
        now,
      );
      return { status: 200, body: await watchesOverview(tx, now) };
    });
  });

  app.delete(HOST_PATH, async (request, reply) => {
    const operator = await requireOperator(ctx, request);
    const host = hostOf(request.params);
    return write(request, reply, operator, async (tx, by, now) => {
      const before = await unblockHost(tx, host);
      if (before) {
        await recordAudit(
          tx,
          {
            actorId: by.id,
            action: 'watch-host.unblock',
            subjectType: 'watch-host',
            subjectId: host,
            before,
            after: null,
          },
          now,
        );
      }
      return { status: 200, body: await watchesOverview(tx, now) };
    });
  });
}
