// The console's Users section, for operators only (every route checks the role here, on the server):
//   GET  /api/admin/users?q=&role=&page=    one page of the accounts whose name or e-mail contains q
//   GET  /api/admin/users/:id               one account, its submissions and reports, its activity counts
//   POST /api/admin/users/:id/role {role}   give the account a role
//   POST /api/admin/users/:id/disable       sign it out everywhere and keep it from signing in
//   POST /api/admin/users/:id/enable        let it sign in again
// Accounts change through server/db/user-repository.ts, as `npm run users` changes them. Every change is
// in the audit log with the account before and after, in the change's own transaction.
//
// The site never loses its last operator here: an operator cannot demote or disable their own account
// (another operator can, or `npm run users` on the server). The acting operator's row is locked and read
// again inside the change's transaction, so two operators demoting each other at the same moment cannot
// both succeed: the second finds it is no longer an operator.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isRole, type Role } from '../../../src/shared/account/roles.ts';
import {
  ACCOUNT_LIST_LIMIT,
  ADMIN_USERS_API,
  roleRequestSchema,
  USERS_PAGE_SIZE,
  userSearchQuerySchema,
} from '../../../src/shared/console/admin-users.ts';
import { ADMIN_USERS_MESSAGES, unknownRoleMessage } from '../../../src/shared/console/admin-users-texts.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { type Member, ROLE_REQUIRED } from '../../auth/members.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import { accountActivity } from '../../db/account-activity.ts';
import type { Transaction } from '../../db/transaction.ts';
import {
  adminUser,
  findUserById,
  lockUsers,
  searchUsers,
  setUserDisabled,
  setUserRole,
  type UserRow,
} from '../../db/user-repository.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { firstProblemAs, InvalidInput, parseBody, parseParams, parseQuery } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

/** Account changes per operator and hour: a day's work, not a runaway script. */
export const ACCOUNT_CHANGE_RATE = { max: 300, windowSeconds: 60 * 60 };

const paramsSchema = z.object({ id: z.string().min(1).max(200) });

const ownAccount = () => new HttpError(409, ADMIN_USERS_MESSAGES.ownAccount, { code: 'OWN_ACCOUNT' });

/**
 * Locks the acting operator's account and the target's, and checks again that the operator still is one:
 * a demotion by another operator committed since this request was let in ends the operator's rights here.
 */
async function lockForChange(tx: Transaction, operator: Member, targetId: string): Promise<UserRow> {
  const rows = await lockUsers(tx, [...new Set([operator.id, targetId])]);
  const actor = rows.find((row) => row.id === operator.id);
  if (!actor || actor.disabledAt || actor.role !== 'operator') {
    throw new HttpError(403, ROLE_REQUIRED, { code: 'ROLE_REQUIRED' });
  }
  const target = rows.find((row) => row.id === targetId);
  if (!target) throw notFound(ADMIN_USERS_MESSAGES.notFound);
  return target;
}

interface Change {
  /** The audit log's action; undefined when the account already was as asked (nothing is written). */
  action?: string;
  after: UserRow;
  /** Facts of the change beyond the account's row (how many sessions it ended). */
  details?: Record<string, unknown>;
}

export function registerAdminUsersRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(ADMIN_USERS_API.search, async (request, reply) => {
    await requireOperator(ctx, request);
    const query = parseQuery(userSearchQuerySchema, request.query);
    const found = await searchUsers(ctx.db, {
      text: query.q,
      role: query.role,
      page: query.page,
      pageSize: USERS_PAGE_SIZE,
    });
    return reply.header('cache-control', 'no-store').send({
      users: found.users.map(adminUser),
      total: found.total,
      page: query.page,
      pageSize: USERS_PAGE_SIZE,
    });
  });

  app.get(`${ADMIN_USERS_API.search}/:id`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound(ADMIN_USERS_MESSAGES.notFound);
    const activity = await accountActivity(ctx.db, id, ACCOUNT_LIST_LIMIT);
    return reply.header('cache-control', 'no-store').send({ account: adminUser(user), ...activity });
  });

  /** One account change: check, lock, act, audit, answer the account as it is now; once per key. */
  const change = <T>(
    action: 'role' | 'disable' | 'enable',
    readBody: (body: unknown) => T,
    act: (tx: Transaction, target: UserRow, input: T, operator: Member, now: Date) => Promise<Change>,
  ) =>
    app.post(`${ADMIN_USERS_API.search}/:id/${action}`, async (request, reply) => {
      const operator = await requireOperator(ctx, request);
      const { id } = parseParams(paramsSchema, request.params);
      await limitUnlessReplay(ctx.db, request, operator.id, () =>
        enforceRateLimit(ctx.rateLimiter, memberKey('manage-accounts', operator.id), ACCOUNT_CHANGE_RATE),
      );
      const input = readBody(request.body);
      const now = ctx.clock();
      const answer = await writeOnce(ctx.db, request, operator.id, async (tx) => {
        const before = await lockForChange(tx, operator, id);
        const done = await act(tx, before, input, operator, now);
        if (done.action) {
          await recordAudit(
            tx,
            {
              actorId: operator.id,
              action: done.action,
              subjectType: 'user',
              subjectId: id,
              before: adminUser(before),
              after: { ...adminUser(done.after), ...done.details },
            },
            now,
          );
        }
        return { status: 200, body: { account: adminUser(done.after) } };
      });
      return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
    });

  change(
    'role',
    (body): Role => {
      const { role } = parseBody(roleRequestSchema, body, firstProblemAs('role'));
      if (!isRole(role)) throw new InvalidInput(unknownRoleMessage(role), { role: unknownRoleMessage(role) });
      return role;
    },
    async (tx, target, role, operator, now) => {
      if (role === target.role) return { after: target };
      if (target.id === operator.id) throw ownAccount();
      // OPERATOR_EMAILS makes the address an operator again at every sign-in (server/auth/roles.ts).
      if (role !== 'operator' && ctx.env.OPERATOR_EMAILS.includes(target.email.toLowerCase())) {
        throw new HttpError(409, ADMIN_USERS_MESSAGES.listedOperator, { code: 'LISTED_OPERATOR' });
      }
      return { action: 'user.role', after: await setUserRole(tx, target.id, role, now) };
    },
  );

  const noBody = () => undefined;

  change('disable', noBody, async (tx, target, _input, operator, now) => {
    if (target.id === operator.id) throw ownAccount();
    if (target.disabledAt) return { after: target };
    const { user, sessionsEnded } = await setUserDisabled(tx, target.id, true, now);
    return { action: 'user.disable', after: user, details: { sessionsEnded } };
  });

  change('enable', noBody, async (tx, target, _input, _operator, now) => {
    if (!target.disabledAt) return { after: target };
    const { user } = await setUserDisabled(tx, target.id, false, now);
    return { action: 'user.enable', after: user };
  });
}
