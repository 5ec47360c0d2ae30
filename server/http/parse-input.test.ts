import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { firstProblemAs, INVALID_FIELDS, parseBody, parseParams, parseQuery } from './parse-input.ts';

const form = z.object({
  email: z.email('Enter an e-mail address.'),
  name: z.string('Enter your name.').min(1, 'Enter your name.'),
});

describe('reading a request through its schema', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post('/form', async (request) => parseBody(form, request.body));
  app.post('/worded', async (request) =>
    parseBody(form, request.body, {
      message: (fields) => `Please check these fields: ${Object.keys(fields).join(', ')}.`,
    }),
  );
  app.post('/sentence', async (request) => parseBody(form, request.body, { message: 'Send a form.' }));
  app.post('/one-field', async (request) =>
    parseBody(form.pick({ name: true }), request.body, firstProblemAs('name')),
  );
  app.get('/list/:id', async (request) => ({
    ...parseParams(z.object({ id: z.string().max(3) }), request.params),
    ...parseQuery(z.strictObject({ page: z.coerce.number().int().min(1).optional() }), request.query),
  }));

  const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });

  it('answers the parsed value', async () => {
    const answer = await post('/form', { email: 'ana@example.com', name: 'Ana' });
    expect(answer.json()).toEqual({ email: 'ana@example.com', name: 'Ana' });
    expect((await app.inject({ url: '/list/abc?page=2' })).json()).toEqual({ id: 'abc', page: 2 });
  });

  it('refuses a form in the one shape: each field’s problem beside it, and a message that names them', async () => {
    const answer = await post('/form', { email: 'nope', name: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'email: Enter an e-mail address.; name: Enter your name.',
      code: INVALID_FIELDS,
      fields: { email: 'Enter an e-mail address.', name: 'Enter your name.' },
    });
    expect((await post('/worded', { email: 'nope', name: 'Ana' })).json()).toMatchObject({
      message: 'Please check these fields: email.',
      code: INVALID_FIELDS,
      fields: { email: 'Enter an e-mail address.' },
    });
    expect((await post('/one-field', {})).json()).toMatchObject({
      message: 'Enter your name.',
      fields: { name: 'Enter your name.' },
    });
  });

  it('reads a missing body as an empty form, so each field it lacks is named', async () => {
    const answer = await post('/form');
    expect(Object.keys(answer.json().fields)).toEqual(['email', 'name']);
  });

  it('sends a refusal worded as one sentence without fields', async () => {
    const answer = await post('/sentence', { email: 'nope' });
    expect(answer.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Send a form.',
      code: INVALID_FIELDS,
    });
  });

  it('names every problem of a query or path, and a parameter sent twice', async () => {
    const long = await app.inject({ url: '/list/abcd?page=0&extra=1' });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(INVALID_FIELDS);
    expect(long.json().message).toMatch(/^The path parameter 'id' is invalid: .+\.$/);
    const query = await app.inject({ url: '/list/abc?page=0&extra=1' });
    expect(query.json().message).toMatch(
      /^The query parameter 'page' is invalid: .+\. Unknown query parameter: extra\.$/,
    );
    const twice = await app.inject({ url: '/list/abc?page=1&page=2' });
    expect(twice.json().message).toBe("The query parameter 'page' must be given once.");
  });
});
