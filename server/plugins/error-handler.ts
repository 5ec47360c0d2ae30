// The one error handler: a client error gets its clear message, a server error a generic one (the
// details go to the log only). Unknown addresses outside the app's routes get the same JSON shape.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

const body = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
      return reply.code(status).header('cache-control', 'no-store').send(body(status, SERVER_ERROR_MESSAGE));
    }
    // Fastify's own validation errors (bad JSON, wrong content type, too large) already read well.
    return reply.code(status).header('cache-control', 'no-store').send(body(status, error.message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(body(404, `Nothing is at ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
