// /api/auth/*: the account service (better-auth, server/auth/auth.ts) behind our own checks. For each
// request: validate the input with the form's schema, check the throttles, hand it to better-auth, count
// a refusal against the throttles that count failures, and answer in the API's own error shape with
// words a person can act on.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '../../../src/shared/account/account-forms.ts';
import { AUTH_ERRORS, CHECK_FIELDS, socialNotSetUp } from '../../../src/shared/account/account-texts.ts';
import { AUTH_BASE_PATH } from '../../auth/auth.ts';
import { copyWebResponse, toWebRequest } from '../../auth/fetch-bridge.ts';
import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http/http-error.ts';
import { type BodyRefusal, parseBody } from '../../http/parse-input.ts';
import { rateKey, tooManyRequests } from '../../security/rate-limiter.ts';
import { AUTH_REQUESTS, type Throttle } from './auth-requests.ts';

const SOCIAL = { google: 'Google', facebook: 'Facebook' } as const;

const socialRequestSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  // Only paths on this site: a sign-in never ends on someone else's page.
  callbackURL: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(200)
    .optional(),
  errorCallbackURL: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(200)
    .optional(),
});

const isFailure = (status: number) => status >= 400 && status < 500 && status !== 429;

/** better-auth's error answer ({ code, message }) in the API's shape, in the words of AUTH_ERRORS. */
function rewriteError(status: number, text: string): string {
  let parsed: { code?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const code = typeof parsed?.code === 'string' ? parsed.code : undefined;
  const known = code ? AUTH_ERRORS[code] : undefined;
  const message = known?.message ?? (typeof parsed?.message === 'string' ? parsed.message : CHECK_FIELDS);
  return JSON.stringify({
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    ...(code ? { code } : {}),
    ...(known?.field ? { fields: { [known.field]: message } } : {}),
  });
}

/**
 * A successful answer without the session token some endpoints put in it: the token lives only in the
 * HttpOnly cookie, out of reach of any script on the page.
 */
function withoutSessionToken(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return text;
  const { token: _token, session: _session, ...rest } = parsed as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** An account form refused: its first problem as the message, and each field's beside the field. */
const ACCOUNT_FORM: BodyRefusal = {
  fieldsOf: fieldErrors,
  message: (fields) => Object.values(fields)[0] ?? CHECK_FIELDS,
};

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const throttleKey = (throttle: Throttle, request: FastifyRequest, body: Record<string, unknown>) => {
    if (throttle.by === 'ip') return rateKey(throttle.action, 'ip', request.ip);
    return typeof body.email === 'string' ? rateKey(throttle.action, 'account', body.email) : undefined;
  };

  async function checkThrottles(
    throttles: Throttle[],
    request: FastifyRequest,
    body: Record<string, unknown>,
  ) {
    for (const throttle of throttles) {
      const key = throttleKey(throttle, request, body);
      if (!key) continue;
      const decision =
        throttle.counts === 'every'
          ? await ctx.rateLimiter.hit(key, throttle.rule)
          : await ctx.rateLimiter.check(key, throttle.rule);
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    }
  }

  async function settleThrottles(
    throttles: Throttle[],
    request: FastifyRequest,
    body: Record<string, unknown>,
    status: number,
  ) {
    for (const throttle of throttles.filter((item) => item.counts === 'failures')) {
      const key = throttleKey(throttle, request, body);
      if (!key) continue;
      if (isFailure(status)) await ctx.rateLimiter.hit(key, throttle.rule);
      // A member who got in is not held back by their own earlier typos.
      else if (status < 300 && throttle.by === 'account') await ctx.rateLimiter.clear(key);
    }
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]!.slice(AUTH_BASE_PATH.length);
      const rule = request.method === 'POST' ? AUTH_REQUESTS[path] : undefined;
      let body = (request.body ?? {}) as Record<string, unknown>;
      if (request.method === 'POST' && path === '/sign-in/social') {
        const social = parseBody(socialRequestSchema, body, ACCOUNT_FORM);
        const provider = social.provider as keyof typeof SOCIAL;
        if (!ctx.auth.options.socialProviders?.[provider]) {
          throw new HttpError(404, socialNotSetUp(SOCIAL[provider]), { code: 'PROVIDER_NOT_SET_UP' });
        }
        body = social;
      }
      if (rule?.body) body = parseBody(rule.body, body, ACCOUNT_FORM);
      const throttles = rule?.throttles ?? [];
      await checkThrottles(throttles, request, body);

      const response = await ctx.auth.handler(toWebRequest(request, ctx.env.PUBLIC_ORIGIN, body));
      await settleThrottles(throttles, request, body, response.status);
      const text = await copyWebResponse(response, reply);
      reply.header('cache-control', 'no-store');
      const isJson = response.headers.get('content-type')?.includes('application/json');
      if (!isJson) return reply.send(text);
      return reply.send(
        response.status >= 400 ? rewriteError(response.status, text) : withoutSessionToken(text),
      );
    },
  });
}
