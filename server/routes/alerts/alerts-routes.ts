// Deal alerts (src/shared/alerts/alerts.ts):
//   GET    /api/alerts/rules                       a member's rules
//   POST   /api/alerts/rules                       verified member: a new rule (at most ALERT_LIMITS.rulesPerMember);
//                                                  "Follow this store" is a rule naming one store
//   PUT    /api/alerts/rules/:id                   verified member: change (or pause) one of their rules
//   DELETE /api/alerts/rules/:id                   verified member: delete one of their rules
//   GET    /api/alerts/push-key                    the VAPID public key browsers subscribe with
//   POST   /api/alerts/push-subscriptions          this device's subscription: a member's, or a visitor's categories
//   PUT    /api/alerts/push-subscriptions          { oldEndpoint, subscription }: the browser renewed this device's
//                                                  subscription; the new one takes the old one's place
//   DELETE /api/alerts/push-subscriptions          { endpoint }: this device stops receiving alerts
//   POST   /api/alerts/email-subscriptions         a visitor's category digest: mails a confirmation link
//   GET    /api/alerts/email-subscriptions/confirm ?token=: the mailed link confirms the digest
//   POST   /api/alerts/unsubscribe                 ?token=: one click from any alert mail (RFC 8058)
//   POST   /api/alerts/seen                        the member (or the device) has seen their matches
// Writes: validate, look up, check, act; a per-member or per-address rate limit; writeOnce so an
// Idempotency-Key replay answers the same. A push endpoint is accepted only on a known push service, and a
// rule's stores only when each names a store.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ALERT_MESSAGES } from '../../../src/shared/alerts/alert-server-texts.ts';
import {
  ALERT_API,
  ALERT_LIMITS,
  ALERT_PAGES,
  type AlertRuleFields,
  alertFieldErrors,
  alertRuleInputSchema,
  alertsSeenSchema,
  emailDigestRequestSchema,
  pushRegistrationSchema,
  pushRemovalSchema,
  pushRenewalSchema,
  type UnsubscribeAnswer,
  unsubscribeRequestSchema,
} from '../../../src/shared/alerts/alerts.ts';
import { isAllowedPushEndpoint } from '../../alerts/push-hosts.ts';
import { findMember, requireMember, requireVerifiedEmail, SIGN_IN_REQUIRED } from '../../auth/members.ts';
import type { ServerContext } from '../../context.ts';
import {
  confirmDigest,
  countRules,
  deletePushSubscription,
  deleteRule,
  endDigest,
  insertRule,
  listRules,
  replacePushSubscription,
  requestDigest,
  resetDeviceUnseen,
  resetMemberUnseen,
  savePushSubscription,
  stopMemberMail,
  updateRule,
} from '../../db/alert-repository.ts';
import { findStore } from '../../db/store-repository.ts';
import type { Queryable } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { limitUnlessReplay, sendWriteAnswer, writeOnce } from '../../http/idempotency.ts';
import {
  type BodyRefusal,
  InvalidInput,
  parseBody,
  parseParams,
  parseQuery,
} from '../../http/parse-input.ts';
import { digestConfirmMail } from '../../mail/mail-templates.ts';
import { enforceRateLimit, memberKey, rateKey } from '../../security/rate-limiter.ts';
import { parseMultipartForm, parseUrlencodedForm } from './one-click-form.ts';

/** Rule changes per member and hour: a whole page of edits, not a runaway script. */
export const RULE_WRITE_RATE = { max: 120, windowSeconds: 60 * 60 };
/** Subscriptions and removals per address and hour. */
export const PUSH_WRITE_RATE = { max: 30, windowSeconds: 60 * 60 };
/** Digest requests per address and hour, and confirmation mails per e-mail address and day. */
export const DIGEST_REQUEST_RATE = { max: 10, windowSeconds: 60 * 60 };
export const DIGEST_MAILS_PER_ADDRESS = { max: 3, windowSeconds: 24 * 60 * 60 };
/** Links opened (confirm, unsubscribe) per address and hour. */
export const TOKEN_LINK_RATE = { max: 60, windowSeconds: 60 * 60 };
/** "Seen" per member or address and hour (the app says it whenever it opens). */
export const SEEN_RATE = { max: 600, windowSeconds: 60 * 60 };

/** A confirmation link works this long. */
export const CONFIRM_LINK_DAYS = 7;

const ruleParams = z.object({ id: z.string().min(1).max(200) });
const tokenQuery = z.object({ token: z.string().min(1).max(500) });

const RULE_FORM_MESSAGE = (fields: Record<string, string>) =>
  `${ALERT_MESSAGES.invalid}${Object.keys(fields).join(', ')}.`;

/** A rule refused: the fields at fault named in the message, each one's problem beside it. */
const RULE_FORM: BodyRefusal = { fieldsOf: alertFieldErrors, message: RULE_FORM_MESSAGE };

/** Any other alert request refused: its first problem, and each field's beside the field. */
const ALERT_REQUEST: BodyRefusal = {
  fieldsOf: alertFieldErrors,
  message: (_fields, error) => error.issues[0]!.message,
};

const parseRule = (body: unknown) => parseBody(alertRuleInputSchema, body, RULE_FORM);

/**
 * The rule with its stores as the directory has them now: a store merged into another is followed as the
 * store it became (only live stores' slugs ever match a deal). A slug that names no store is refused beside
 * the field, as the schema's problems are.
 */
async function withKnownStores(db: Queryable, fields: AlertRuleFields): Promise<AlertRuleFields> {
  if (fields.stores.length === 0) return fields;
  const stores: string[] = [];
  for (const slug of fields.stores) {
    const store = await findStore(db, slug);
    if (!store) {
      const problems = { stores: ALERT_MESSAGES.unknownStore(slug) };
      throw new InvalidInput(RULE_FORM_MESSAGE(problems), problems);
    }
    stores.push(store.mergedInto ?? store.slug);
  }
  return { ...fields, stores: [...new Set(stores)] };
}

const invalidToken = () => new HttpError(400, ALERT_MESSAGES.badToken, { code: 'INVALID_TOKEN' });

/** The token of a one-click request: in the query (the mail's List-Unsubscribe address) or a JSON body. */
function unsubscribeToken(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.token;
  const parsed = unsubscribeRequestSchema.safeParse({ token: query.token ?? fromBody });
  if (!parsed.success) throw invalidToken();
  return parsed.data.token;
}

export function registerAlertRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { tokens } = ctx.alerts;

  /** Only a known push service's endpoint is ever stored (and so ever sent to). */
  const refuseUnknownPushService = (endpoint: string) => {
    if (isAllowedPushEndpoint(endpoint, ctx.alerts.pushHosts)) return;
    throw badRequest(ALERT_MESSAGES.pushServiceRefused, {
      code: 'PUSH_SERVICE_REFUSED',
      fields: { subscription: ALERT_MESSAGES.pushServiceRefused },
    });
  };

  app.get(ALERT_API.rules, async (request, reply) => {
    const member = await requireMember(ctx, request);
    return reply.header('cache-control', 'no-store').send({ rules: await listRules(ctx.db, member.id) });
  });

  app.post(ALERT_API.rules, async (request, reply) => {
    const member = await requireMember(ctx, request);
    requireVerifiedEmail(member);
    const fields = await withKnownStores(ctx.db, parseRule(request.body));
    await limitUnlessReplay(ctx.db, request, member.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('alert-rules', member.id), RULE_WRITE_RATE),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      if ((await countRules(tx, member.id)) >= ALERT_LIMITS.rulesPerMember) {
        throw new HttpError(409, ALERT_MESSAGES.tooManyRules, { code: 'TOO_MANY_RULES' });
      }
      const rule = await insertRule(tx, { id: randomUUID(), userId: member.id, fields, now });
      return { status: 201, body: { rule } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.put('/api/alerts/rules/:id', async (request, reply) => {
    const { id } = parseParams(ruleParams, request.params);
    const member = await requireMember(ctx, request);
    requireVerifiedEmail(member);
    const fields = await withKnownStores(ctx.db, parseRule(request.body));
    await limitUnlessReplay(ctx.db, request, member.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('alert-rules', member.id), RULE_WRITE_RATE),
    );
    const now = ctx.clock();
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      const rule = await updateRule(tx, { id, userId: member.id, fields, now });
      if (!rule) throw notFound(ALERT_MESSAGES.ruleNotFound);
      return { status: 200, body: { rule } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.delete('/api/alerts/rules/:id', async (request, reply) => {
    const { id } = parseParams(ruleParams, request.params);
    const member = await requireMember(ctx, request);
    requireVerifiedEmail(member);
    await limitUnlessReplay(ctx.db, request, member.id, () =>
      enforceRateLimit(ctx.rateLimiter, memberKey('alert-rules', member.id), RULE_WRITE_RATE),
    );
    const answer = await writeOnce(ctx.db, request, member.id, async (tx) => {
      if (!(await deleteRule(tx, id, member.id))) throw notFound(ALERT_MESSAGES.ruleNotFound);
      return { status: 200, body: { deleted: id } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.get(ALERT_API.pushKey, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ publicKey: ctx.alerts.vapid.publicKey }),
  );

  app.post(ALERT_API.pushSubscriptions, async (request, reply) => {
    const { subscription, categories } = parseBody(pushRegistrationSchema, request.body, ALERT_REQUEST);
    refuseUnknownPushService(subscription.endpoint);
    const member = await findMember(ctx, request);
    // A visitor's device has no rules: the categories it names are its only condition.
    if (!member && !categories?.length) {
      throw new InvalidInput(ALERT_MESSAGES.visitorCategories, {
        categories: ALERT_MESSAGES.visitorCategories,
      });
    }
    const scope = member?.id ?? 'visitor';
    await limitUnlessReplay(ctx.db, request, scope, () =>
      enforceRateLimit(
        ctx.rateLimiter,
        member ? memberKey('alert-push', member.id) : rateKey('alert-push', 'ip', request.ip),
        PUSH_WRITE_RATE,
      ),
    );
    const answer = await writeOnce(ctx.db, request, scope, async (tx) => {
      const id = await savePushSubscription(tx, subscription, {
        id: randomUUID(),
        userId: member?.id ?? null,
        categories: member ? [] : (categories ?? []),
      });
      return { status: 201, body: { id, member: Boolean(member) } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.put(ALERT_API.pushSubscriptions, async (request, reply) => {
    const { oldEndpoint, subscription } = parseBody(pushRenewalSchema, request.body, ALERT_REQUEST);
    refuseUnknownPushService(subscription.endpoint);
    await limitUnlessReplay(ctx.db, request, 'visitor', () =>
      enforceRateLimit(ctx.rateLimiter, rateKey('alert-push', 'ip', request.ip), PUSH_WRITE_RATE),
    );
    // Knowing the old endpoint (a secret of the device's browser) is what allows replacing it.
    const answer = await writeOnce(ctx.db, request, 'visitor', async (tx) => {
      if (!(await replacePushSubscription(tx, oldEndpoint, subscription)))
        throw notFound(ALERT_MESSAGES.subscriptionNotFound);
      return { status: 200, body: { renewed: true } };
    });
    return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
  });

  app.delete(ALERT_API.pushSubscriptions, async (request, reply) => {
    const { endpoint } = parseBody(pushRemovalSchema, request.body, ALERT_REQUEST);
    await enforceRateLimit(ctx.rateLimiter, rateKey('alert-push', 'ip', request.ip), PUSH_WRITE_RATE);
    // Knowing the endpoint (a secret of the device's browser) is what allows removing it.
    if (!(await deletePushSubscription(ctx.db, endpoint)))
      throw notFound(ALERT_MESSAGES.subscriptionNotFound);
    return reply.header('cache-control', 'no-store').send({ removed: true });
  });

  app.post(ALERT_API.emailSubscriptions, async (request, reply) => {
    const { email, categories } = parseBody(emailDigestRequestSchema, request.body, ALERT_REQUEST);
    const address = email.toLowerCase();
    await enforceRateLimit(ctx.rateLimiter, rateKey('alert-digest', 'ip', request.ip), DIGEST_REQUEST_RATE);
    const now = ctx.clock();
    // The same answer whether or not the address is known, so it tells nobody who is subscribed.
    const body = { pending: true, message: ALERT_MESSAGES.digestRequested };
    const perAddress = await ctx.rateLimiter.hit(
      rateKey('alert-digest', 'account', address),
      DIGEST_MAILS_PER_ADDRESS,
    );
    if (!perAddress.allowed) return reply.code(202).header('cache-control', 'no-store').send(body);
    const nonce = randomBytes(12).toString('base64url');
    const id = await ctx.db.transaction((tx) =>
      requestDigest(tx, { id: randomUUID(), email: address, categories, nonce, now }),
    );
    const url = `${ctx.env.PUBLIC_ORIGIN}${ALERT_PAGES.confirm}?token=${tokens.make('confirm', `${id}.${nonce}`)}`;
    await ctx.mailer.send({ to: address, ...digestConfirmMail(categories, url) });
    return reply.code(202).header('cache-control', 'no-store').send(body);
  });

  app.get(ALERT_API.confirmEmail, async (request, reply) => {
    const { token } = parseQuery(tokenQuery, request.query);
    await enforceRateLimit(ctx.rateLimiter, rateKey('alert-link', 'ip', request.ip), TOKEN_LINK_RATE);
    const subject = tokens.read('confirm', token);
    const [id, nonce] = subject?.split('.') ?? [];
    if (!id || !nonce) throw invalidToken();
    const now = ctx.clock();
    const confirmed = await ctx.db.transaction((tx) =>
      confirmDigest(tx, {
        id,
        nonce,
        now,
        requestedAfter: new Date(now.getTime() - CONFIRM_LINK_DAYS * 86_400_000),
      }),
    );
    if (!confirmed) throw invalidToken();
    return reply.header('cache-control', 'no-store').send({ confirmed: true, ...confirmed });
  });

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form (urlencoded, or multipart/form-data
  // as the RFC recommends), with no cookie and no Origin. The token alone says what to stop, so this route
  // (and only this one) skips the same-origin check.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, parseUrlencodedForm(String(body))),
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 1024 },
      (request, body, done) => {
        try {
          done(null, parseMultipartForm(request.headers['content-type'] ?? '', String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.post(ALERT_API.unsubscribe, { config: { sameOriginCheck: false } }, async (request, reply) => {
      const token = unsubscribeToken(request);
      await enforceRateLimit(ctx.rateLimiter, rateKey('alert-link', 'ip', request.ip), TOKEN_LINK_RATE);
      const now = ctx.clock();
      const memberId = tokens.read('member-mail', token);
      const digestId = memberId ? undefined : tokens.read('digest', token);
      if (!memberId && !digestId) throw invalidToken();
      const answer: UnsubscribeAnswer = await ctx.db.transaction(async (tx) => {
        if (memberId) {
          await stopMemberMail(tx, memberId, now);
          return { stopped: 'alert-mail' };
        }
        // An ended digest's link still answers the same: unsubscribing twice is not an error.
        const email = await endDigest(tx, digestId!);
        return email ? { stopped: 'digest', email } : { stopped: 'digest' };
      });
      request.log.info({ stopped: answer.stopped }, 'Alert mail unsubscribed');
      return reply.header('cache-control', 'no-store').send(answer);
    });
  });

  app.post(ALERT_API.seen, async (request, reply) => {
    const { endpoint } = parseBody(alertsSeenSchema, request.body, ALERT_REQUEST);
    const member = await findMember(ctx, request);
    if (!member && !endpoint) throw new HttpError(401, SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
    await enforceRateLimit(
      ctx.rateLimiter,
      member ? memberKey('alert-seen', member.id) : rateKey('alert-seen', 'ip', request.ip),
      SEEN_RATE,
    );
    if (member) await resetMemberUnseen(ctx.db, member.id);
    if (endpoint) await resetDeviceUnseen(ctx.db, endpoint);
    return reply.header('cache-control', 'no-store').send({ unseen: 0 });
  });
}
