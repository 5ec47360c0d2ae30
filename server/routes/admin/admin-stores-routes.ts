// The console's Stores section, for operators only (the section table and every route check the role):
//   GET  /api/admin/stores?q=                          search the stores by name (or a merged name)
//   PUT  /api/admin/stores/:slug                       change its name, logo, description, note or hosts
//   POST /api/admin/stores/:slug/merge { into }        merge it into another store
//   GET  /api/admin/stores/:slug/coupons               its codes, every status, newest first
//   POST /api/admin/stores/:slug/coupons               add a code, live at once (source operator)
//   PUT  /api/admin/stores/:slug/coupons/:id           edit a code
//   POST /api/admin/stores/:slug/coupons/:id/expire    end a code now
// A store's address (its slug) never changes: a merged store keeps its row, and its address leads to the
// store it became. Every write is rate limited per operator, answers a replayed Idempotency-Key with the
// stored answer, and is in the audit log (before and after) in its own transaction.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_STORES_API,
  ADMIN_STORES_LIMIT,
  adminStoreQuerySchema,
  mergeRequestSchema,
  storeChangesSchema,
  storeCouponParamsSchema,
  storeSlugParamsSchema,
} from '../../../src/shared/console/admin-stores.ts';
import { ADMIN_STORES_MESSAGES } from '../../../src/shared/console/admin-stores-texts.ts';
import { type CouponInput, couponInputSchema } from '../../../src/shared/store/coupon-input.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Member } from '../../auth/members.ts';
import { requireOperator } from '../../auth/staff.ts';
import type { ServerContext } from '../../context.ts';
import {
  adminCouponOf,
  insertCoupon,
  listStoreCoupons,
  lockCoupon,
  setCouponStatus,
  updateCoupon,
} from '../../db/coupon-repository.ts';
import { findStore, hostOwners, mergeStores, searchStores, updateStore } from '../../db/store-repository.ts';
import type { Queryable, Transaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, type WriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { type BodyRefusal, parseBody, parseParams, parseQuery } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey, type RateRule } from '../../security/rate-limiter.ts';

/** Changes per operator and hour: a day's careful work, not a runaway script. */
export const STORE_WRITE_RATE: RateRule = { max: 600, windowSeconds: 60 * 60 };

/** A form refused: the fields at fault named in the message, each one's problem beside it. */
const FORM: BodyRefusal = {
  message: (fields) => `${ADMIN_STORES_MESSAGES.invalid}${Object.keys(fields).join(', ')}.`,
};

const BASE = ADMIN_STORES_API.stores;

/** The unmerged store with this slug, or 404 (409 for a merged one: the operator edits the store it became). */
async function liveStore(db: Queryable, slug: string) {
  const store = await findStore(db, slug);
  if (!store) throw notFound(ADMIN_STORES_MESSAGES.notFound(slug));
  if (store.mergedInto)
    throw new HttpError(409, ADMIN_STORES_MESSAGES.merged(slug, store.mergedInto), { code: 'MERGED' });
  return store;
}

/** The store's code with this id, locked; 404 when the store has none such. */
async function storeCoupon(tx: Transaction, slug: string, id: string) {
  const coupon = await lockCoupon(tx, id);
  if (!coupon || coupon.storeSlug !== slug) throw notFound(ADMIN_STORES_MESSAGES.couponNotFound);
  return coupon;
}

const duplicate = () => new HttpError(409, ADMIN_STORES_MESSAGES.duplicate, { code: 'DUPLICATE_CODE' });

/** The form's times as the table keeps them: a start defaults to now, no end is none. */
const couponTimes = (input: CouponInput, now: Date) => ({
  startsAt: input.startsAt ? new Date(input.startsAt) : now,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

/** A store as the console lists it, with its number of codes. */
async function storeRow(db: Queryable, slug: string) {
  const { mergedInto: _merged, ...store } = await liveStore(db, slug);
  return { ...store, coupons: (await listStoreCoupons(db, slug)).length };
}

type Act = (tx: Transaction, operator: Member, now: Date) => Promise<WriteAnswer>;

export function registerAdminStoresRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** A write: the role, the operator's rate, once per Idempotency-Key, in one transaction. */
  const write = async (request: FastifyRequest, reply: FastifyReply, act: Act) => {
    const operator = await requireOperator(ctx, request);
    await limitUnlessReplay(ctx.db, request, operator.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('admin-store', operator.id), STORE_WRITE_RATE),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, operator.id, (tx) => act(tx, operator, now));
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  };
  const audit = (
    tx: Transaction,
    operator: Member,
    now: Date,
    entry: { action: string; subjectType: string; subjectId: string; before: unknown; after: unknown },
  ) => recordAudit(tx, { actorId: operator.id, ...entry }, now);

  app.get(BASE, async (request, reply) => {
    await requireOperator(ctx, request);
    const { q } = parseQuery(adminStoreQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await searchStores(ctx.db, q, ADMIN_STORES_LIMIT));
  });

  app.put(`${BASE}/:slug`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { slug } = parseParams(storeSlugParamsSchema, request.params);
    const changes = parseBody(storeChangesSchema, request.body, FORM);
    return write(request, reply, async (tx, operator, now) => {
      const before = await liveStore(tx, slug);
      if (changes.hosts) {
        const [taken] = await hostOwners(tx, changes.hosts, slug);
        if (taken) {
          const message = ADMIN_STORES_MESSAGES.hostTaken(taken[0], taken[1].name);
          throw new HttpError(409, message, { code: 'HOST_TAKEN', fields: { hosts: message } });
        }
      }
      await updateStore(tx, slug, changes);
      const after = await storeRow(tx, slug);
      await audit(tx, operator, now, {
        action: 'store.edit',
        subjectType: 'store',
        subjectId: slug,
        before,
        after,
      });
      return { status: 200, body: { store: after } };
    });
  });

  app.post(`${BASE}/:slug/merge`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { slug } = parseParams(storeSlugParamsSchema, request.params);
    const { into } = parseBody(mergeRequestSchema, request.body, FORM);
    return write(request, reply, async (tx, operator, now) => {
      if (into === slug)
        throw new HttpError(409, ADMIN_STORES_MESSAGES.mergeSelf, {
          code: 'MERGE_SELF',
          fields: { into: ADMIN_STORES_MESSAGES.mergeSelf },
        });
      const source = await liveStore(tx, slug);
      const target = await liveStore(tx, into);
      await mergeStores(tx, slug, into);
      const after = await storeRow(tx, into);
      await audit(tx, operator, now, {
        action: 'store.merge',
        subjectType: 'store',
        subjectId: slug,
        before: { store: source, into: target },
        after: { mergedInto: into, into: after },
      });
      return { status: 200, body: { store: after } };
    });
  });

  app.get(`${BASE}/:slug/coupons`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { slug } = parseParams(storeSlugParamsSchema, request.params);
    await liveStore(ctx.db, slug);
    const coupons = await listStoreCoupons(ctx.db, slug);
    return reply.header('cache-control', 'no-store').send({ coupons: coupons.map(adminCouponOf) });
  });

  app.post(`${BASE}/:slug/coupons`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { slug } = parseParams(storeSlugParamsSchema, request.params);
    const input = parseBody(couponInputSchema, request.body, FORM);
    return write(request, reply, async (tx, operator, now) => {
      await liveStore(tx, slug);
      const id = randomUUID();
      const added = await insertCoupon(tx, {
        id,
        storeSlug: slug,
        code: input.code,
        title: input.title,
        terms: input.terms,
        url: input.url,
        ...couponTimes(input, now),
        source: 'operator',
        status: 'live',
        submittedBy: null,
      });
      if (added === 'duplicate') throw duplicate();
      const after = await storeCoupon(tx, slug, id);
      await audit(tx, operator, now, {
        action: 'coupon.create',
        subjectType: 'coupon',
        subjectId: id,
        before: null,
        after,
      });
      return { status: 201, body: { coupon: adminCouponOf(after) } };
    });
  });

  app.put(`${BASE}/:slug/coupons/:id`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { slug, id } = parseParams(storeCouponParamsSchema, request.params);
    const input = parseBody(couponInputSchema, request.body, FORM);
    return write(request, reply, async (tx, operator, now) => {
      const before = await storeCoupon(tx, slug, id);
      const after = await updateCoupon(
        tx,
        before,
        {
          code: input.code,
          title: input.title,
          terms: input.terms,
          url: input.url,
          ...couponTimes(input, now),
        },
        now,
      );
      if (after === 'duplicate') throw duplicate();
      await audit(tx, operator, now, {
        action: 'coupon.edit',
        subjectType: 'coupon',
        subjectId: id,
        before,
        after,
      });
      return { status: 200, body: { coupon: adminCouponOf(after) } };
    });
  });

  app.post(`${BASE}/:slug/coupons/:id/expire`, async (request, reply) => {
    await requireOperator(ctx, request);
    const { slug, id } = parseParams(storeCouponParamsSchema, request.params);
    return write(request, reply, async (tx, operator, now) => {
      const before = await storeCoupon(tx, slug, id);
      if (before.status !== 'live' && before.status !== 'pending')
        throw new HttpError(409, ADMIN_STORES_MESSAGES.alreadyEnded, { code: 'ALREADY_ENDED' });
      // Its end is now, unless it was set earlier: the record shows when it stopped.
      const endsAt = before.endsAt && before.endsAt < now ? before.endsAt : now;
      const after = await setCouponStatus(tx, id, 'expired', now, endsAt);
      await audit(tx, operator, now, {
        action: 'coupon.expire',
        subjectType: 'coupon',
        subjectId: id,
        before,
        after,
      });
      return { status: 200, body: { coupon: adminCouponOf(after) } };
    });
  });
}
