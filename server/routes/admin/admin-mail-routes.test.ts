// The outgoing mail in the console on PGlite and PostgreSQL: operators see every mail newest first, a page
// at a time, sent or not and why, and open one as its plain text with one-time links hidden.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MAIL_API, mailDetailSchema, mailListSchema } from '../../../src/shared/console/admin-mail.ts';
import { HIDDEN_LINK_VALUE, MAIL_SERVER_TEXTS } from '../../../src/shared/console/admin-mail-texts.ts';
import { ADMIN_PAGE_SIZE } from '../../../src/shared/console/admin-paging.ts';
import { outgoingMail } from '../../db/schema.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);

describe.each(DATABASE_KINDS)('the outgoing mail in the console on %s', (kind) => {
  let server: TestServer;
  let operator: AccountClient;

  const insertMail = async (values: Partial<typeof outgoingMail.$inferInsert> & { subject: string }) => {
    const [row] = await server.db
      .insert(outgoingMail)
      .values({ toAddress: 'to@example.com', textBody: 'Text', htmlBody: '<p>Text</p>', ...values })
      .returning();
    return row!;
  };
  const list = async (query = '') => {
    const response = await operator.get(`${ADMIN_MAIL_API.list}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return mailListSchema.parse(json(response));
  };

  beforeAll(async () => {
    // No SMTP_URL: mail is stored (and logged), as with `npm start` alone.
    server = await startTestServer(kind);
    operator = await memberWithRole(server, 'operator', `operator-${kind}@example.com`);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(outgoingMail);
  });

  it('lists mails newest first with recipient, subject, when, and whether they went or why not', async () => {
    const sent = await insertMail({ subject: 'Sent one', sentAt: new Date(Date.UTC(2030, 0, 2)) });
    const failed = await insertMail({ subject: 'Failed one', lastError: 'connect ECONNREFUSED 127.0.0.1:1' });
    const stored = await insertMail({ subject: 'Stored one', toAddress: 'cy@example.com' });
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    expect(page.items).toEqual([
      {
        id: stored.id,
        to: 'cy@example.com',
        subject: 'Stored one',
        createdAt: stored.createdAt.toISOString(),
        sentAt: null,
        lastError: null,
      },
      expect.objectContaining({ id: failed.id, sentAt: null, lastError: 'connect ECONNREFUSED 127.0.0.1:1' }),
      expect.objectContaining({ id: sent.id, sentAt: '2030-01-02T00:00:00.000Z', lastError: null }),
    ]);
    // Nothing of a mail's body in the list.
    expect(JSON.stringify(page)).not.toContain('Text');
  });

  it('pages through the mail', async () => {
    for (let index = 0; index < ADMIN_PAGE_SIZE + 2; index += 1)
      await insertMail({ subject: `Mail ${index}` });
    const second = await list('?page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: ADMIN_PAGE_SIZE + 2 });
    expect(second.items.map((item) => item.subject)).toEqual(['Mail 1', 'Mail 0']);
    expect((await list('?page=3')).items).toEqual([]);
    const bad = await operator.get(`${ADMIN_MAIL_API.list}?page=two`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain("'page'");
  });

  it('opens one mail as its text body, never its HTML, with one-time links hidden', async () => {
    const mail = await insertMail({
      subject: 'Reset your RareFinds password',
      textBody:
        'Hello <b>Ana</b>,\n\nChoose a new password: https://rarefinds.test/reset-password?token=s3cret-T0ken\n',
      htmlBody:
        '<p>Hello <b>Ana</b></p><a href="https://rarefinds.test/reset-password?token=s3cret-T0ken">x</a>',
    });
    const response = await operator.get(ADMIN_MAIL_API.one(mail.id));
    expect(response.statusCode).toBe(200);
    const read = mailDetailSchema.parse(json(response));
    expect(read.text).toBe(
      `Hello <b>Ana</b>,\n\nChoose a new password: https://rarefinds.test/reset-password?token=${HIDDEN_LINK_VALUE}\n`,
    );
    expect(response.body).not.toContain('s3cret-T0ken');
    expect(response.body).not.toContain('<p>');
  });

  it('answers 404 for a mail that does not exist and 400 for an id that is not a number', async () => {
    const missing = await operator.get(ADMIN_MAIL_API.one(999_999));
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(MAIL_SERVER_TEXTS.notFound);
    const bad = await operator.get(`${ADMIN_MAIL_API.list}/abc`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain("'id'");
  });

  it('shows the mails the site itself sent, such as a member’s confirmation', async () => {
    await memberWithRole(server, 'member', `member-${kind}@example.com`);
    const page = await list();
    expect(page.items.map((item) => [item.to, item.subject])).toContainEqual([
      `member-${kind}@example.com`,
      'Confirm your e-mail address for RareFinds',
    ]);
  });
});
