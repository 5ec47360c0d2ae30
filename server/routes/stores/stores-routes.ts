// The stores and their codes:
// - GET /api/stores: the whole directory (stores and live codes with their records), with its ETag, for
//   every device to keep (the store pages read it offline);
// - POST /api/coupons/:id/answers: a shopper's "Did it work?", counted once per member or device (a later
//   answer replaces theirs), sent with the outbox's Idempotency-Key so a replay changes nothing;
// - GET /go/code/:id: a code's click-out, counted, then the code's own link or its store's shop.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { couponAnswerRequestSchema } from '../../../src/shared/store/store-requests.ts';
import { findMember } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import { answerCoupon, countCouponClick, findLiveCoupon } from '../../db/coupon-repository.ts';
import { countClick } from '../../db/deal-stats-repository.ts';
import { findStore } from '../../db/store-repository.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import { isKnownCrawler } from '../../http/known-crawlers.ts';
import { parseBody, parseParams, parseQuery } from '../../http/parse-input.ts';
import { sendReusable } from '../../http/reusable-body.ts';
import { enforceRateLimit, rateKey } from '../../security/rate-limiter.ts';
import { safeRedirectTarget } from '../go/go-routes.ts';

const couponParamsSchema = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown code.') });

/** Answers a shopper may give in an hour: plenty for honest use, few for a script. */
const ANSWER_RATE = { max: 60, windowSeconds: 3_600 };

export const CODE_NOT_FOUND = 'This code has ended or was never listed.';
export const DEVICE_REQUIRED = 'A visitor’s answer needs this device’s id.';

export function registerStoreRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/stores', { compress: false }, async (request, reply) => {
    parseQuery(z.strictObject({}), request.query);
    const { body } = await ctx.stores.read();
    return sendReusable(request, reply.type('application/json; charset=utf-8'), body);
  });

  app.post('/api/coupons/:id/answers', async (request, reply) => {
    const { id } = parseParams(couponParamsSchema, request.params);
    const { worked, device } = parseBody(couponAnswerRequestSchema, request.body);
    const member = await findMember(ctx, request);
    if (!member && !device) throw badRequest(DEVICE_REQUIRED);
    const answerer = member ? `member:${member.id}` : `device:${device}`;
    const scope = member?.id ?? 'visitor';
    await limitUnlessReplay(ctx.db, request, scope, () =>
      enforceRateLimit(
        ctx.rateLimiter,
        member ? rateKey('coupon-answer', 'member', member.id) : rateKey('coupon-answer', 'ip', request.ip),
        ANSWER_RATE,
      ),
    );
    const answer = await writeOnce(ctx.db, request, scope, async (tx) => {
      const counted = await answerCoupon(tx, { couponId: id, answerer, worked, at: ctx.clock() });
      if (!counted) throw notFound(CODE_NOT_FOUND);
      return { status: 200, body: { couponId: id, worked } };
    });
    ctx.stores.forget();
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.get('/go/code/:id', async (request, reply) => {
    const { id } = parseParams(couponParamsSchema, request.params);
    const coupon = await findLiveCoupon(ctx.db, id, ctx.clock());
    if (!coupon) throw notFound(CODE_NOT_FOUND);
    const store = await findStore(ctx.db, coupon.storeSlug);
    const shop = store?.hosts[0] ? `https://${store.hosts[0]}/` : undefined;
    const target = safeRedirectTarget(coupon.url) ?? (shop && safeRedirectTarget(shop));
    if (!target) throw notFound('This code has no shop to open.');
    if (!isKnownCrawler(request.headers['user-agent'])) {
      const now = ctx.clock();
      await countCouponClick(ctx.db, id);
      // Also in the console's Clicks section, per day and store, beside the deals' click-outs.
      await countClick(
        ctx.db,
        { id: `code:${id}`, store: store?.name ?? coupon.storeSlug, title: coupon.title },
        now,
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .redirect(target, 302);
  });
}
