import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const MESSAGE = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Coupon no longer works',
  message: 'The coupon on the headphones deal says it has expired.',
};

describe.each(DATABASE_KINDS)('POST /api/messages on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.db.delete(contactMessages);
  });

  const send = (payload: unknown, key?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: payload as object,
      headers: {
        origin: TEST_ORIGIN,
        'sec-fetch-site': 'same-origin',
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });

  it('keeps the message for the operator and answers 201 with its id', async () => {
    const answer = await send(MESSAGE, randomUUID());
    expect(answer.statusCode).toBe(201);
    const stored = await server.db.select().from(contactMessages);
    expect(stored).toEqual([expect.objectContaining({ ...MESSAGE, id: answer.json().id, handledAt: null })]);
  });

  it('keeps one message when the outbox sends it again with the same key', async () => {
    const key = randomUUID();
    const first = await send(MESSAGE, key);
    const replay = await send(MESSAGE, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await server.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('refuses the same key with another message (422)', async () => {
    const key = randomUUID();
    await send(MESSAGE, key);
    const other = await send({ ...MESSAGE, subject: 'Another subject' }, key);
    expect(other.statusCode).toBe(422);
    expect(await server.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('says which fields are wrong and keeps nothing', async () => {
    const answer = await send({ ...MESSAGE, email: 'not-an-address', subject: '  ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Please check these fields: email, subject.');
    expect(await server.db.select().from(contactMessages)).toEqual([]);
  });

  it('refuses a body that is not a message', async () => {
    expect((await send(['not', 'a', 'message'])).statusCode).toBe(400);
  });
});
