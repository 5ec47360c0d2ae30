// Comments on PGlite and PostgreSQL: posting and one level of replies, the edit window, deleting your own,
// moderators hiding, the count that rides on the deal list, lengths, limits and idempotency keys.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { auditLog, deals as dealsTable, rateLimits, users } from '../../db/schema.ts';
import { type AccountClient, accountClient, signedInMember } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const START = new Date('2026-06-01T12:00:00.000Z');
const json = (response: { body: string }) => JSON.parse(response.body);
const commentsUrl = (id: string) => `/api/deals/${id}/comments`;

describe.each(DATABASE_KINDS)('comments on %s', (kind) => {
  let server: TestServer;
  let now = START;
  let ana: AccountClient;
  let ben: AccountClient;
  let mod: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
    ana = await signedInMember(server, { name: 'Ana', email: `ana-comments-${kind}@example.com` });
    ben = await signedInMember(
      server,
      { name: 'Ben', email: `ben-comments-${kind}@example.com` },
      accountClient(server, '198.51.100.31'),
    );
    const modEmail = `mod-comments-${kind}@example.com`;
    mod = await signedInMember(server, { email: modEmail }, accountClient(server, '198.51.100.32'));
    await server.db.update(users).set({ role: 'moderator' }).where(eq(users.email, modEmail));
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = START;
    await server.db.delete(dealsTable);
    await server.db.delete(rateLimits);
    await saveDeals(server.db, [makeDeal({ id: 'talk' })], imported());
  });

  const listed = async () =>
    (json(await server.app.inject({ method: 'GET', url: '/api/deals' })) as Deal[]).find(
      (deal) => deal.id === 'talk',
    );
  const discussion = async (client: AccountClient = accountClient(server, '198.51.100.50')) =>
    json(await client.get('/api/deals/talk/discussion'));

  it('posts comments and one level of replies that everyone reads, as plain text, and counts them on the deal', async () => {
    const id = randomUUID();
    const text = 'Works with code <b>SAVE</b> at https://shop.example/x';
    const posted = await ana.post(commentsUrl('talk'), { id, body: text });
    expect(posted.statusCode).toBe(201);
    expect(json(posted)).toMatchObject({ id, body: text, author: 'Ana', state: 'shown', parentId: null });
    now = new Date(START.getTime() + 60_000);
    const reply = await ben.post(commentsUrl('talk'), { id: randomUUID(), body: 'Thanks!', parentId: id });
    expect(reply.statusCode).toBe(201);
    const deeper = await ana.post(commentsUrl('talk'), {
      id: randomUUID(),
      body: 'Too deep',
      parentId: json(reply).id,
    });
    expect(deeper.statusCode).toBe(400);
    expect(json(deeper).message).toMatch(/one level/);

    const read = await discussion();
    expect(read.comments.map((comment: { body: string }) => comment.body)).toEqual([text, 'Thanks!']);
    expect(await listed()).toMatchObject({ commentCount: 2 });
  });

  it('lets the author edit within 15 minutes and delete; others may not; moderators hide', async () => {
    const id = randomUUID();
    await ana.post(commentsUrl('talk'), { id, body: 'First thoughts' });
    expect((await ben.patch(`/api/comments/${id}`, { body: 'Hijacked' })).statusCode).toBe(403);
    const edited = await ana.patch(`/api/comments/${id}`, { body: 'Second thoughts' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ body: 'Second thoughts', editedAt: START.toISOString() });
    now = new Date(START.getTime() + 16 * 60_000);
    const late = await ana.patch(`/api/comments/${id}`, { body: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toMatch(/15 minutes/);

    expect((await ben.delete(`/api/comments/${id}`)).statusCode).toBe(403);
    const deleted = await ana.delete(`/api/comments/${id}`);
    expect(json(deleted)).toMatchObject({ state: 'deleted', body: '' });
    expect(await listed()).toMatchObject({ commentCount: 0 });

    const other = randomUUID();
    await ben.post(commentsUrl('talk'), { id: other, body: 'Buy my stuff' });
    expect((await ana.post(`/api/comments/${other}/hide`)).statusCode).toBe(403);
    expect((await accountClient(server).post(`/api/comments/${other}/hide`)).statusCode).toBe(401);
    const hidden = await mod.post(`/api/comments/${other}/hide`);
    expect(json(hidden)).toMatchObject({ state: 'hidden', body: '' });
    expect(JSON.stringify(await discussion())).not.toContain('Buy my stuff');
    const audited = await server.db
      .select({ action: auditLog.action, subjectType: auditLog.subjectType })
      .from(auditLog)
      .where(eq(auditLog.subjectId, other));
    expect(audited).toEqual([{ action: 'comment.hide', subjectType: 'comment' }]);
  });

  it('answers a replayed key once, refuses the key with another body, and refuses long, empty or anonymous comments', async () => {
    const id = randomUUID();
    const key = { 'idempotency-key': `comment-once-${kind}-0001` };
    const first = await ana.post(commentsUrl('talk'), { id, body: 'Once' }, key);
    const replay = await ana.post(commentsUrl('talk'), { id, body: 'Once' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    expect((await ana.post(commentsUrl('talk'), { id, body: 'Twice' }, key)).statusCode).toBe(422);
    // The same comment id without the key is the same comment: refused, not doubled.
    expect((await ana.post(commentsUrl('talk'), { id, body: 'Once' })).statusCode).toBe(409);
    expect((await discussion()).comments).toHaveLength(1);

    const long = await ana.post(commentsUrl('talk'), { id: randomUUID(), body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toMatch(/at most 2000/);
    expect((await ana.post(commentsUrl('talk'), { id: randomUUID(), body: '   ' })).statusCode).toBe(400);
    const anonymous = await accountClient(server).post(commentsUrl('talk'), { id: randomUUID(), body: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits how many comments a member posts', async () => {
    let status = 201;
    let sent = 0;
    while (status === 201 && sent < 40) {
      status = (await ben.post(commentsUrl('talk'), { id: randomUUID(), body: `Comment ${sent}` }))
        .statusCode;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBe(31);
  });
});
