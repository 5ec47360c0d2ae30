import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { registerErrorHandler, SERVER_ERROR_MESSAGE } from './error-handler.ts';

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/broken', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/server/db/client.ts');
  });
  app.get('/teapot', async () => {
    throw new HttpError(418, 'I am a teapot.');
  });

  it('answers server errors with a generic message and no internals', async () => {
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: SERVER_ERROR_MESSAGE,
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|client\.ts|stack/);
  });

  it('passes client errors through with their message', async () => {
    const response = await app.inject({ url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(JSON.parse(response.body)).toMatchObject({ error: "I'm a Teapot", message: 'I am a teapot.' });
  });

  it('answers unknown addresses with the same JSON shape', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('Nothing is at OPTIONS /nowhere.');
  });
});
