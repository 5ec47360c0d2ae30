// The console's Deals section, for operators only (every route checks the role here, on the server):
//   GET    /api/admin/deals?q=&state=all|live|expired&page=   search every deal by title, store or id
//   POST   /api/admin/deals                                   create a deal from the form
//   PUT    /api/admin/deals/:id                               edit a deal from the form
//   POST   /api/admin/deals/:id/expire                        end a deal now
//   DELETE /api/admin/deals/:id                               delete a deal
//   POST   /api/admin/deals/import { format, text }           import a JSON or CSV list: the per-row report
// Every write goes through the deal repository, so its change number moves and each shopper's cache follows
// on its next sync; it is rate limited per operator, answers a replayed Idempotency-Key with the stored
// answer, and is in the audit log (before and after) in its own transaction. A form's problems come back
// per field (400 with `fields`), as the submit form's do.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_DEAL_FIELD_ERRORS,
  ADMIN_DEALS_API,
  ADMIN_DEALS_PAGE_SIZE,
  type AdminDealInput,
  adminDealFieldErrors,
  adminDealQuerySchema,
  adminDealSchema,
  DEAL_IMPORT_MAX_CHARS,
  dealImportRequestSchema,
  expiryDay,
} from '../../../src/shared/console/admin-deals.ts';
import { ADMIN_DEALS_MESSAGES } from '../../../src/shared/console/admin-deals-texts.ts';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Member } from '../../auth/members.ts';
import { requireOperator } from '../../auth/staff.ts';
import { dealFromForm } from '../../catalog/deal-form.ts';
import { DealFileError, importDealText } from '../../catalog/deal-import.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import type { ServerContext } from '../../context.ts';
import { deleteDeal, expireDeal } from '../../db/deals/deal-lifecycle.ts';
import { adminRowOf, searchOperatorDeals, storedDeal } from '../../db/operator-deal-repository.ts';
import { asDatabase, type Transaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, type WriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { type BodyRefusal, parseBody, parseParams, parseQuery } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey, type RateRule } from '../../security/rate-limiter.ts';

/** Changes per operator and hour: a day's careful work, not a runaway script. */
export const DEAL_WRITE_RATE: RateRule = { max: 600, windowSeconds: 60 * 60 };
/** Imports per operator and hour. */
export const DEAL_IMPORT_RATE: RateRule = { max: 30, windowSeconds: 60 * 60 };

/** An import's text as JSON: each character is at most three bytes of UTF-8, plus the request's frame. */
const IMPORT_BODY_LIMIT_BYTES = DEAL_IMPORT_MAX_CHARS * 3 + 64 * 1024;

const paramsSchema = z.object({ id: z.string().min(1).max(200) });

/** The deal form refused: the fields at fault named in the message, each one's problem beside it. */
const DEAL_FORM: BodyRefusal = {
  fieldsOf: adminDealFieldErrors,
  message: (fields) =>
    Object.keys(fields).length === 0
      ? ADMIN_DEALS_MESSAGES.notJson
      : `${ADMIN_DEALS_MESSAGES.invalid}${Object.keys(fields).join(', ')}.`,
};

/** An import refused: its first problem, beside its field. */
const IMPORT_FORM: BodyRefusal = {
  fieldsOf: adminDealFieldErrors,
  message: (fields) => Object.values(fields)[0] ?? ADMIN_DEALS_MESSAGES.notJson,
};

/** The form checked, or 400 naming each wrong field beside it. */
const checkedForm = (body: unknown, rules: Parameters<typeof adminDealSchema>[0]): AdminDealInput =>
  parseBody(adminDealSchema(rules), body, DEAL_FORM);

/** The deal with this id as stored, or 404 saying so. */
async function existing(tx: Transaction, id: string) {
  const found = await storedDeal(asDatabase(tx), id);
  if (!found) throw notFound(ADMIN_DEALS_MESSAGES.notFound(id));
  return found;
}

/** Writes the deal the form made (its price as an operator's edit); the database's refusal is the operator's to read. */
async function store(tx: Transaction, made: ReturnType<typeof dealFromForm>, now: Date) {
  if (!made.ok) throw badRequest(ADMIN_DEALS_MESSAGES.refused(made.reason));
  const summary = await saveDeals(asDatabase(tx), [made.deal], { source: 'edit', at: now });
  if (summary.refused.length > 0) throw badRequest(ADMIN_DEALS_MESSAGES.refused(summary.refused[0]!.reason));
  return { deal: made.deal, summary };
}

const dealAnswer = (deal: Deal, now: Date) =>
  adminRowOf(deal, deal.expiryDate ? new Date(deal.expiryDate) : null, now);

type Act = (tx: Transaction, operator: Member, now: Date) => Promise<WriteAnswer>;

export function registerAdminDealsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** A write: the role, the operator's rate, once per Idempotency-Key, in one transaction. */
  const write = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rate: { action: string; rule: RateRule },
    act: Act,
  ) => {
    const operator = await requireOperator(ctx, request);
    await limitUnlessReplay(ctx.db, request, operator.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey(rate.action, operator.id), rate.rule),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, operator.id, (tx) => act(tx, operator, now));
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  };
  const dealWrite = { action: 'admin-deal', rule: DEAL_WRITE_RATE };
  const importWrite = { action: 'admin-deal-import', rule: DEAL_IMPORT_RATE };

  app.get(ADMIN_DEALS_API.deals, async (request, reply) => {
    await requireOperator(ctx, request);
    const query = parseQuery(adminDealQuerySchema, request.query);
    const found = await searchOperatorDeals(ctx.db, {
      ...query,
      pageSize: ADMIN_DEALS_PAGE_SIZE,
      now: ctx.clock(),
    });
    return reply
      .header('cache-control', 'no-store')
      .send({ ...found, page: query.page, pageSize: ADMIN_DEALS_PAGE_SIZE });
  });

  app.post(ADMIN_DEALS_API.deals, (request, reply) =>
    write(request, reply, dealWrite, async (tx, operator, now) => {
      const input = checkedForm(request.body, { now });
      const id = input.id || randomUUID();
      const { deal, summary } = await store(tx, dealFromForm(id, input, undefined, now), now);
      // Under the writers' lock: a deal with this id, even one stored a moment ago, is never overwritten
      // (throwing undoes the write with the whole transaction).
      if (summary.inserted !== 1) {
        throw new HttpError(409, ADMIN_DEAL_FIELD_ERRORS.idTaken, {
          code: 'ID_TAKEN',
          fields: { id: ADMIN_DEAL_FIELD_ERRORS.idTaken },
        });
      }
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: 'deal.create',
          subjectType: 'deal',
          subjectId: id,
          before: null,
          after: deal,
        },
        now,
      );
      return { status: 201, body: { deal: dealAnswer(deal, now) } };
    }),
  );

  app.post(ADMIN_DEALS_API.import, { bodyLimit: IMPORT_BODY_LIMIT_BYTES }, (request, reply) =>
    write(request, reply, importWrite, async (tx, operator, now) => {
      const input = parseBody(dealImportRequestSchema, request.body, IMPORT_FORM);
      let outcome: Awaited<ReturnType<typeof importDealText>>;
      try {
        outcome = await importDealText(asDatabase(tx), { ...input, now, keepPrevious: true });
      } catch (error) {
        if (!(error instanceof DealFileError)) throw error;
        const message = `${ADMIN_DEALS_MESSAGES.unreadable}${error.message}`;
        throw badRequest(message, { code: 'UNREADABLE', fields: { text: message } });
      }
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: 'deal.import',
          subjectType: 'deal-import',
          subjectId: randomUUID(),
          before: { deals: outcome.previous },
          after: { format: input.format, report: outcome.report, deals: outcome.written },
        },
        now,
      );
      return { status: 200, body: outcome.report };
    }),
  );

  app.put(`${ADMIN_DEALS_API.deals}/:id`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    return write(request, reply, dealWrite, async (tx, operator, now) => {
      const before = await existing(tx, id);
      const input = checkedForm(request.body, { now, keptExpiry: expiryDay(before.deal.expiryDate) });
      const { deal } = await store(tx, dealFromForm(id, input, before.deal, now), now);
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: 'deal.edit',
          subjectType: 'deal',
          subjectId: id,
          before: before.deal,
          after: deal,
        },
        now,
      );
      return { status: 200, body: { deal: dealAnswer(deal, now) } };
    });
  });

  app.post(`${ADMIN_DEALS_API.deals}/:id/expire`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    return write(request, reply, dealWrite, async (tx, operator, now) => {
      const before = await existing(tx, id);
      if (before.expiryDate && before.expiryDate <= now)
        throw new HttpError(409, ADMIN_DEALS_MESSAGES.alreadyExpired, { code: 'ALREADY_EXPIRED' });
      await expireDeal(asDatabase(tx), id, now);
      const after = (await existing(tx, id)).deal;
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: 'deal.expire',
          subjectType: 'deal',
          subjectId: id,
          before: before.deal,
          after,
        },
        now,
      );
      return { status: 200, body: { deal: dealAnswer(after, now) } };
    });
  });

  app.delete(`${ADMIN_DEALS_API.deals}/:id`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { id } = parseParams(paramsSchema, request.params);
    return write(request, reply, dealWrite, async (tx, operator, now) => {
      const before = await existing(tx, id);
      await deleteDeal(asDatabase(tx), id);
      await recordAudit(
        tx,
        {
          actorId: operator.id,
          action: 'deal.delete',
          subjectType: 'deal',
          subjectId: id,
          before: before.deal,
          after: null,
        },
        now,
      );
      return { status: 200, body: { id, deleted: true } };
    });
  });
}
