// The one error handler: a client error gets its clear message, a server error a generic one (the
// details go to the log only). Unknown addresses outside the app's routes get the same JSON shape.
// Refused input (InvalidInput, server/http/parse-input.ts) is an HttpError like any other: its code
// INVALID_FIELDS and its problem per field ride in the body as `code` and `fields`.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const errorBody = (
  statusCode: number,
  message: string,
  extra: { code?: string; fields?: object } = {},
) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(extra.code ? { code: extra.code } : {}),
  ...(extra.fields ? { fields: extra.fields } : {}),
});

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .send(errorBody(status, SERVER_ERROR_MESSAGE));
    }
    // Fastify's own validation errors (bad JSON, wrong content type, too large) already read well.
    const details = error instanceof HttpError ? error.details : {};
    if (details.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(errorBody(status, error.message, { code: details.code, fields: details.fields }));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `Nothing is at ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
