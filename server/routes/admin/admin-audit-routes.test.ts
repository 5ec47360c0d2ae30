// The audit log in the console on PGlite and PostgreSQL: entries newest first with who acted (or that the
// account is gone), filtered by action, subject type and subject id, a page at a time, with every action
// and subject type offered for the filters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_API, auditListSchema } from '../../../src/shared/console/admin-audit.ts';
import { ADMIN_PAGE_SIZE } from '../../../src/shared/console/admin-paging.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { auditLog, users } from '../../db/schema.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);

describe.each(DATABASE_KINDS)('the audit log in the console on %s', (kind) => {
  let server: TestServer;
  let operator: AccountClient;
  let operatorId: string;
  let minute = 0;

  const record = (
    action: string,
    subjectType: string,
    subjectId: string,
    actorId: string | null = operatorId,
  ) =>
    recordAudit(
      server.db,
      { actorId, action, subjectType, subjectId, before: { status: 'pending' }, after: { status: 'live' } },
      new Date(Date.UTC(2030, 0, 1, 0, ++minute)),
    );
  const list = async (query = '') => {
    const response = await operator.get(`${ADMIN_AUDIT_API.list}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return auditListSchema.parse(json(response));
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await memberWithRole(server, 'operator', `operator-${kind}@example.com`);
    operatorId = await idOf(server, `operator-${kind}@example.com`);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(auditLog);
  });

  it('lists entries newest first with who acted, what, on what, when, before and after', async () => {
    await record('submission.approve', 'submission', 's-1');
    await record('message.reply', 'message', 'm-1');
    const page = await list();
    expect(page).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 2,
      actions: ['message.reply', 'submission.approve'],
      subjectTypes: ['message', 'submission'],
    });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        actor: { name: `operator operator-${kind}`, email: `operator-${kind}@example.com` },
        action: 'message.reply',
        subjectType: 'message',
        subjectId: 'm-1',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString(),
        before: { status: 'pending' },
        after: { status: 'live' },
      },
      expect.objectContaining({ action: 'submission.approve', subjectId: 's-1' }),
    ]);
  });

  it('filters by action, by subject type and by subject id', async () => {
    await record('submission.approve', 'submission', 's-1');
    await record('submission.reject', 'submission', 's-2');
    await record('message.reply', 'message', 'm-1');
    await record('message.handled', 'message', 'm-2');
    const ids = async (query: string) => (await list(query)).items.map((item) => item.subjectId);
    expect(await ids('?action=submission.reject')).toEqual(['s-2']);
    expect(await ids('?subject=message')).toEqual(['m-2', 'm-1']);
    expect(await ids('?subject=message&subjectId=m-1')).toEqual(['m-1']);
    expect(await ids('?action=message.reply&subject=submission')).toEqual([]);
    // The filters' choices stay the whole log's.
    expect((await list('?action=submission.reject')).actions).toHaveLength(4);
  });

  it('pages through the log and refuses unknown parameters', async () => {
    for (let index = 0; index < ADMIN_PAGE_SIZE + 1; index += 1)
      await record('deal.edit', 'deal', `d-${index}`);
    const second = await list('?page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: ADMIN_PAGE_SIZE + 1 });
    expect(second.items.map((item) => item.subjectId)).toEqual(['d-0']);
    const unknown = await operator.get(`${ADMIN_AUDIT_API.list}?who=me`);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Unknown query parameter: who.');
  });

  it('keeps the entries of a deleted account, without its name', async () => {
    await memberWithRole(server, 'moderator', `gone-${kind}@example.com`);
    await record('submission.reject', 'submission', 's-9', await idOf(server, `gone-${kind}@example.com`));
    await server.db.delete(users).where(eq(users.email, `gone-${kind}@example.com`));
    const [entry] = (await list()).items;
    expect(entry).toMatchObject({ actor: null, action: 'submission.reject', subjectId: 's-9' });
  });
});
