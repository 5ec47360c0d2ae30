import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { appMeta, idempotencyKeys } from '../db/schema.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { badRequest } from './http-error.ts';
import { purgeIdempotencyKeys, sendWriteAnswer, writeOnce } from './idempotency.ts';

describe.each(DATABASE_KINDS)('writes with an Idempotency-Key on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  /** Each effect leaves one row, so the tests can count effects. */
  const effects = async (note: string) =>
    (
      await handle.db
        .select()
        .from(appMeta)
        .where(and(like(appMeta.key, 'effect-%'), eq(appMeta.value, note)))
    ).length;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post<{ Body: { note: string }; Headers: { 'x-member'?: string } }>(
      '/notes',
      async (request, reply) => {
        const answer = await writeOnce(
          handle.db,
          request,
          request.headers['x-member'] ?? 'visitor',
          async (tx) => {
            if (request.body.note === 'refused') throw badRequest('Notes may not say that.');
            const id = `effect-${randomUUID()}`;
            await tx.insert(appMeta).values({ key: id, value: request.body.note });
            return { status: 201, body: { id } };
          },
        );
        return sendWriteAnswer(reply, answer);
      },
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  beforeEach(async () => {
    await handle.db.delete(idempotencyKeys);
  });

  const post = (note: string, key?: string, member?: string) =>
    app.inject({
      method: 'POST',
      url: '/notes',
      payload: { note },
      headers: { ...(key ? { 'idempotency-key': key } : {}), ...(member ? { 'x-member': member } : {}) },
    });

  it('runs a write without a key every time it is sent', async () => {
    await post('keyless');
    await post('keyless');
    expect(await effects('keyless')).toBe(2);
  });

  it('answers a replay with the stored answer and no second effect', async () => {
    const key = randomUUID();
    const first = await post('once', key);
    const again = await post('once', key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBe('false');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await effects('once')).toBe(1);
  });

  it('has one effect when the same request arrives many times at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('concurrent', key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await effects('concurrent')).toBe(1);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    const key = randomUUID();
    await post('original', key);
    const conflicting = await post('something else', key);
    expect(conflicting.statusCode).toBe(422);
    expect(conflicting.json().message).toMatch(/already used for a different request/);
    expect(await effects('something else')).toBe(0);
  });

  it("keeps each member's keys apart", async () => {
    const key = randomUUID();
    await post('shared key', key, 'member-a');
    await post('shared key', key, 'member-b');
    expect(await effects('shared key')).toBe(2);
  });

  it('stores nothing for a refused write, so a corrected retry is not blocked', async () => {
    const key = randomUUID();
    expect((await post('refused', key)).statusCode).toBe(400);
    expect(await handle.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('refuses a malformed key', async () => {
    const answer = await post('bad key', 'x y');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/Idempotency-Key/);
    expect(await effects('bad key')).toBe(0);
  });

  it('forgets keys stored before the cut-off', async () => {
    const stored = (key: string, createdAt: Date) => ({
      scope: 'visitor',
      key,
      requestHash: 'hash',
      status: 201,
      response: {},
      createdAt,
    });
    await handle.db
      .insert(idempotencyKeys)
      .values([stored('old-key-1', new Date('2020-01-01T00:00:00Z')), stored('new-key-1', new Date())]);
    expect(await purgeIdempotencyKeys(handle.db, new Date(Date.now() - 72 * 3600_000))).toBe(1);
    expect((await handle.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['new-key-1']);
  });
});
