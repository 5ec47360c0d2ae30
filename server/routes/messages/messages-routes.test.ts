import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce, openTestDatabase } from '../../test-support/test-database.ts';

const MESSAGE = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Coupon no longer works',
  message: 'The coupon on the headphones deal says it has expired.',
};

describe.each(DATABASE_KINDS)('POST /api/messages on %s', (kind) => {
  let database: DatabaseHandle;
  /** Two server processes on one database. */
  let server: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(kind, { database });
    other = await startTestServer(kind, { database });
  });
  afterAll(async () => {
    await other.close();
    await server.close();
    await database.close();
  });
  beforeEach(async () => {
    await server.db.delete(contactMessages);
  });

  const send = (payload: unknown, key?: string, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/messages',
      remoteAddress,
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

  it('says which fields are wrong, and why for each, and keeps nothing', async () => {
    const answer = await send({ ...MESSAGE, email: 'not-an-address', subject: '  ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Please check these fields: email, subject.');
    expect(answer.json().code).toBe('INVALID_FIELDS');
    expect(Object.keys(answer.json().fields)).toEqual(['email', 'subject']);
    for (const reason of Object.values<string>(answer.json().fields)) expect(reason).toMatch(/\w+/);
    expect(await server.db.select().from(contactMessages)).toEqual([]);
  });

  it('takes five messages a minute from one address, from this machine too, and answers replays still', async () => {
    const keys = Array.from({ length: 5 }, () => randomUUID());
    for (const key of keys) expect((await send(MESSAGE, key, '::1')).statusCode).toBe(201);
    // The counters live in the database: a second server process on it refuses the sixth message too.
    const sixth = await other.app.inject({
      method: 'POST',
      url: '/api/messages',
      remoteAddress: '::1',
      payload: { ...MESSAGE, subject: 'One more' },
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    const replay = await send(MESSAGE, keys[0], '::1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await server.db.select().from(contactMessages)).toHaveLength(5);
    expect((await send(MESSAGE, randomUUID(), '198.51.100.7')).statusCode).toBe(201);
  });

  itOnce(kind)('refuses a body that is not a message', async () => {
    expect((await send(['not', 'a', 'message'])).statusCode).toBe(400);
  });
});
