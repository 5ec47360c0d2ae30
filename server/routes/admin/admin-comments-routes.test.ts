// The console's Comments section on PGlite and PostgreSQL: comments listed newest first (all, shown,
// hidden, searched by text, author or deal), hidden and shown again with an audit entry each, the deal
// page's discussion and the deal's comment count following; visitors, members and bad input refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_COMMENTS_API,
  COMMENT_AUDIT,
  commentListSchema,
} from '../../../src/shared/console/admin-comments.ts';
import { COMMENT_SERVER_TEXTS } from '../../../src/shared/console/admin-comments-texts.ts';
import { ADMIN_PAGE_SIZE } from '../../../src/shared/console/admin-paging.ts';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { ROLE_REQUIRED, SIGN_IN_REQUIRED } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { auditLog, dealComments, deals as dealsTable, rateLimits } from '../../db/schema.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = () => ({ 'idempotency-key': randomUUID() });

describe.each(DATABASE_KINDS)('the console’s comments on %s', (kind) => {
  let server: TestServer;
  let moderator: AccountClient;
  let operator: AccountClient;
  let member: AccountClient;
  let moderatorId: string;
  let memberId: string;
  let minute = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    moderator = await memberWithRole(
      server,
      'moderator',
      `mod-comments-${kind}@example.com`,
      '198.51.100.41',
    );
    operator = await memberWithRole(server, 'operator', `op-comments-${kind}@example.com`, '198.51.100.42');
    member = await memberWithRole(server, 'member', `mia-comments-${kind}@example.com`, '198.51.100.43');
    moderatorId = await idOf(server, `mod-comments-${kind}@example.com`);
    memberId = await idOf(server, `mia-comments-${kind}@example.com`);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(dealsTable);
    await server.db.delete(auditLog);
    await server.db.delete(rateLimits);
    await saveDeals(
      server.db,
      [makeDeal({ id: 'lamp', title: 'Brass desk lamp' }), makeDeal({ id: 'kettle', title: 'Steel kettle' })],
      imported(),
    );
  });

  /** A comment by the member, each one a minute newer than the last. */
  const comment = async (
    dealId: string,
    body: string,
    state: { hidden?: boolean; deleted?: boolean } = {},
  ) => {
    minute += 1;
    const at = new Date(Date.UTC(2030, 0, 1, 0, minute));
    const id = randomUUID();
    await server.db.insert(dealComments).values({
      id,
      dealId,
      userId: memberId,
      body,
      createdAt: at,
      hiddenAt: state.hidden ? at : null,
      hiddenBy: state.hidden ? moderatorId : null,
      deletedAt: state.deleted ? at : null,
    });
    return id;
  };
  const list = async (query = '', client = moderator) => {
    const response = await client.get(`${ADMIN_COMMENTS_API.list}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return commentListSchema.parse(json(response));
  };
  const bodies = async (query = '') => (await list(query)).items.map((item) => item.body);
  const shopperReads = async (dealId: string) =>
    (
      json(await accountClient(server, '198.51.100.50').get(`/api/deals/${dealId}/discussion`)) as {
        comments: { id: string; body: string; state: string }[];
      }
    ).comments;
  const commentCount = async (dealId: string) =>
    (json(await server.app.inject({ method: 'GET', url: '/api/deals' })) as Deal[]).find(
      (deal) => deal.id === dealId,
    )?.commentCount;

  it('lists comments newest first with author and deal, as the text they are, hidden ones included', async () => {
    const markup = 'Use code <b>SAVE</b> <script>alert(1)</script>';
    await comment('lamp', 'First!');
    const hidden = await comment('kettle', 'Buy followers at spam.example', { hidden: true });
    await comment('lamp', 'Gone', { deleted: true });
    await comment('lamp', markup);

    const page = await list();
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    expect(page.items.map((item) => item.body)).toEqual([markup, 'Buy followers at spam.example', 'First!']);
    expect(page.items[1]).toMatchObject({
      id: hidden,
      author: `member mia-comments-${kind}`,
      dealId: 'kettle',
      dealTitle: 'Steel kettle',
      hiddenAt: expect.any(String),
    });
    expect(page.items[0]!.hiddenAt).toBeNull();
    // Operators see the same list.
    expect((await list('', operator)).total).toBe(3);
  });

  it('filters shown and hidden, searches text, author and deal title, and pages', async () => {
    await comment('lamp', 'Warm light, 50% off');
    await comment('kettle', 'Boils fast', { hidden: true });
    expect(await bodies('?status=hidden')).toEqual(['Boils fast']);
    expect(await bodies('?status=shown')).toEqual(['Warm light, 50% off']);
    expect(await bodies('?q=KETTLE')).toEqual(['Boils fast']);
    expect(await bodies('?q=50%25')).toEqual(['Warm light, 50% off']);
    expect(await bodies('?q=5_%25')).toEqual([]);
    expect(await bodies(`?q=mia-comments-${kind}&status=shown`)).toEqual(['Warm light, 50% off']);

    for (let n = 0; n < ADMIN_PAGE_SIZE; n += 1) await comment('lamp', `Filler ${n}`);
    const second = await list('?page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: ADMIN_PAGE_SIZE + 2 });
    expect(second.items.map((item) => item.body)).toEqual(['Boils fast', 'Warm light, 50% off']);
  });

  it('hides a comment from shoppers and shows it again, each with an audit entry', async () => {
    const id = await comment('lamp', 'Spam link here');
    const hidden = await moderator.post(ADMIN_COMMENTS_API.hide(id), {}, withKey());
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(json(hidden)).toMatchObject({ id, hiddenAt: expect.any(String) });
    expect(await shopperReads('lamp')).toEqual([expect.objectContaining({ id, body: '', state: 'hidden' })]);
    expect(await commentCount('lamp')).toBe(0);
    expect(await bodies('?status=hidden')).toEqual(['Spam link here']);

    // Hiding it again changes nothing and records nothing.
    expect((await operator.post(ADMIN_COMMENTS_API.hide(id), {}, withKey())).statusCode).toBe(200);

    const shown = await operator.post(ADMIN_COMMENTS_API.unhide(id), {}, withKey());
    expect(shown.statusCode, shown.body).toBe(200);
    expect(json(shown)).toEqual({ id, hiddenAt: null });
    expect(await shopperReads('lamp')).toEqual([
      expect.objectContaining({ id, body: 'Spam link here', state: 'shown' }),
    ]);
    expect(await commentCount('lamp')).toBe(1);

    const entries = await server.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.subjectId, id))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        action: COMMENT_AUDIT.hide,
        actorId: moderatorId,
        before: { dealId: 'lamp', hidden: false },
        after: { hidden: true },
      },
      {
        action: COMMENT_AUDIT.unhide,
        actorId: await idOf(server, `op-comments-${kind}@example.com`),
        before: { dealId: 'lamp', hidden: true },
        after: { hidden: false },
      },
    ]);
  });

  it('refuses a comment that is not there, one its author deleted, and a malformed id', async () => {
    const missing = await moderator.post(ADMIN_COMMENTS_API.hide(randomUUID()), {}, withKey());
    expect([missing.statusCode, json(missing).message]).toEqual([404, COMMENT_SERVER_TEXTS.notFound]);
    const deleted = await comment('lamp', 'Withdrawn', { deleted: true });
    const refused = await moderator.post(ADMIN_COMMENTS_API.unhide(deleted), {}, withKey());
    expect([refused.statusCode, json(refused).message]).toEqual([409, COMMENT_SERVER_TEXTS.deleted]);
    expect((await moderator.post(ADMIN_COMMENTS_API.hide('not-an-id'), {}, withKey())).statusCode).toBe(400);
    expect((await moderator.get(`${ADMIN_COMMENTS_API.list}?status=reported`)).statusCode).toBe(400);
    expect(await server.db.select().from(auditLog)).toEqual([]);
  });

  it('answers visitors 401 and members 403 before reading their input, and changes nothing', async () => {
    const id = await comment('lamp', 'Stays shown');
    const visitor = accountClient(server, '198.51.100.44');
    for (const [client, status, message] of [
      [visitor, 401, SIGN_IN_REQUIRED],
      [member, 403, ROLE_REQUIRED],
    ] as const) {
      for (const response of [
        await client.get(ADMIN_COMMENTS_API.list),
        await client.get(`${ADMIN_COMMENTS_API.list}?status=nonsense`),
        await client.post(ADMIN_COMMENTS_API.hide(id), {}, withKey()),
        await client.post(ADMIN_COMMENTS_API.unhide(id), {}, withKey()),
        await client.post(ADMIN_COMMENTS_API.hide('not-an-id'), {}, withKey()),
      ]) {
        expect([response.statusCode, json(response).message]).toEqual([status, message]);
      }
    }
    expect(await shopperReads('lamp')).toEqual([expect.objectContaining({ id, state: 'shown' })]);
    expect(await server.db.select().from(auditLog)).toEqual([]);
  });
});
