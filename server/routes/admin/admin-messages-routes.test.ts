// The operator's inbox on PGlite and PostgreSQL: messages listed newest first (waiting, handled, all,
// searched), read one by one, marked handled or waiting, and answered by e-mail through the real mailer
// (an SMTP server on loopback): the answer is stored in outgoing_mail, recorded in the audit log with the
// mail's id, shown under the message, and sent once however often the request is replayed. A refused
// filter is route logic and runs on PGlite only (itOnce).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES_API,
  MESSAGE_AUDIT,
  messageDetailSchema,
  messageListSchema,
  REPLY_FIELD_ERRORS,
  replyAnswerSchema,
} from '../../../src/shared/console/admin-messages.ts';
import { MESSAGE_SERVER_TEXTS } from '../../../src/shared/console/admin-messages-texts.ts';
import { ADMIN_PAGE_SIZE } from '../../../src/shared/console/admin-paging.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../../tests/support/smtp-catcher.ts';
import { auditLog, contactMessages, outgoingMail, rateLimits, users } from '../../db/schema.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}

let counter = 0;
const aMessage = (overrides: Partial<StoredMessage> = {}): StoredMessage => {
  counter += 1;
  return {
    id: randomUUID(),
    name: `Visitor ${counter}`,
    email: `visitor${counter}@example.com`,
    subject: `Question ${counter}`,
    message: `Message number ${counter}.`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, counter)),
    handledAt: null,
    ...overrides,
  };
};

describe.each(DATABASE_KINDS)('the operator’s inbox on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let operator: AccountClient;
  let operatorId: string;

  const store = async (...messages: StoredMessage[]) => {
    await server.db.insert(contactMessages).values(messages);
    return messages;
  };
  const list = async (query = '') => {
    const response = await operator.get(`${ADMIN_MESSAGES_API.list}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return messageListSchema.parse(json(response));
  };
  const detail = async (id: string) => {
    const response = await operator.get(ADMIN_MESSAGES_API.one(id));
    expect(response.statusCode, response.body).toBe(200);
    return messageDetailSchema.parse(json(response));
  };
  /** Waits until the mail server took every stored mail (the mailer delivers after answering). */
  const deliveredMails = async () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const rows = await server.db.select().from(outgoingMail);
      if (rows.every((row) => row.sentAt !== null || row.lastError !== null)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('A mail was never delivered.');
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, { env: { SMTP_URL: smtp.url } });
    operator = await memberWithRole(server, 'operator', `operator-${kind}@example.com`);
    operatorId = await idOf(server, `operator-${kind}@example.com`);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await server.db.delete(contactMessages);
    await server.db.delete(auditLog);
    // The operator's own sign-up mails are delivered and not part of what each test counts.
    await deliveredMails();
    await server.db.delete(outgoingMail);
    smtp.mails.length = 0;
  });
  afterEach(async () => {
    await server.db.delete(rateLimits);
  });

  it('lists waiting messages newest first, handled and all on request, a page at a time', async () => {
    const [older, handled, newer] = await store(
      aMessage(),
      aMessage({ handledAt: new Date(Date.UTC(2030, 1, 1)) }),
      aMessage(),
    );
    expect((await list()).items.map((item) => item.id)).toEqual([newer!.id, older!.id]);
    expect((await list('?status=handled')).items.map((item) => item.id)).toEqual([handled!.id]);
    const all = await list('?status=all');
    expect(all.items.map((item) => item.id)).toEqual([newer!.id, handled!.id, older!.id]);
    expect(all).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    expect(all.items[1]).toEqual({
      id: handled!.id,
      name: handled!.name,
      email: handled!.email,
      subject: handled!.subject,
      createdAt: handled!.createdAt.toISOString(),
      handledAt: '2030-02-01T00:00:00.000Z',
    });

    await store(...Array.from({ length: ADMIN_PAGE_SIZE }, () => aMessage()));
    const second = await list('?status=all&page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: ADMIN_PAGE_SIZE + 3 });
    // The newer messages fill the first page; the first three come after them.
    expect(second.items.map((item) => item.id)).toEqual([newer!.id, handled!.id, older!.id]);
  });

  it('searches names, addresses, subjects and texts, taking % and _ literally', async () => {
    const [byName, byAddress, bySubject, byText] = await store(
      aMessage({ name: 'Zoë Quartermain' }),
      aMessage({ email: 'quartermain@example.org' }),
      aMessage({ subject: 'QUARTERMAIN order' }),
      aMessage({ message: 'Mr quartermain asked about 50% off.' }),
      aMessage({ message: 'Nothing to see here, 50 percent.' }),
    );
    const found = await list('?status=all&q=quarterMAIN');
    expect(found.items.map((item) => item.id).sort()).toEqual(
      [byName!.id, byAddress!.id, bySubject!.id, byText!.id].sort(),
    );
    expect((await list(`?status=all&q=${encodeURIComponent('50%')}`)).items.map((item) => item.id)).toEqual([
      byText!.id,
    ]);
    expect((await list('?status=all&q=x_y')).items).toEqual([]);
  });

  itOnce(kind)('refuses a filter it does not know, naming the parameter', async () => {
    const response = await operator.get(`${ADMIN_MESSAGES_API.list}?status=spam`);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toContain("'status'");
    expect((await operator.get(`${ADMIN_MESSAGES_API.list}?page=0`)).statusCode).toBe(400);
  });

  it('reads one message as it was sent, HTML and all, as text', async () => {
    const hostile = '<img src=x onerror="alert(1)"> <b>bold</b> & "quotes"';
    const [message] = await store(aMessage({ subject: '<script>alert(1)</script>', message: hostile }));
    const read = await detail(message!.id);
    expect(read).toMatchObject({ subject: '<script>alert(1)</script>', message: hostile, replies: [] });
    const missing = await operator.get(ADMIN_MESSAGES_API.one('no-such-message'));
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(MESSAGE_SERVER_TEXTS.notFound);
  });

  it('marks a message handled and waiting again, each in the audit log', async () => {
    const [message] = await store(aMessage());
    const handled = await operator.post(
      ADMIN_MESSAGES_API.handled(message!.id),
      { handled: true },
      withKey(randomUUID()),
    );
    expect(handled.statusCode).toBe(200);
    expect(json(handled).handledAt).toEqual(expect.any(String));
    expect((await list()).items).toEqual([]);
    expect((await list('?status=handled')).items.map((item) => item.id)).toEqual([message!.id]);

    const waiting = await operator.post(ADMIN_MESSAGES_API.handled(message!.id), { handled: false });
    expect(json(waiting).handledAt).toBeNull();
    expect((await list()).items.map((item) => item.id)).toEqual([message!.id]);

    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, message!.id))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.subjectType, entry.actorId])).toEqual([
      [MESSAGE_AUDIT.handled, 'message', operatorId],
      [MESSAGE_AUDIT.waiting, 'message', operatorId],
    ]);
    expect(entries[0]!.before).toEqual({ handledAt: null });
    expect(entries[1]!.after).toEqual({ handledAt: null });

    const bad = await operator.post(ADMIN_MESSAGES_API.handled(message!.id), { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toHaveProperty('handled');
    expect((await operator.post(ADMIN_MESSAGES_API.handled('nope'), { handled: true })).statusCode).toBe(404);
  });

  it('answers by e-mail: the mail is stored, delivered to the sender, audited and listed with the message', async () => {
    const [message] = await store(
      aMessage({
        name: 'Ana <Lima>',
        email: 'ana@example.com',
        subject: 'Coupon no longer works',
        message: 'The coupon says it has expired.\nCan you check?',
      }),
    );
    const body = 'Thank you, Ana.\n\nThe shop renewed the coupon: <b>SAVE10</b> works again.';
    const response = await operator.post(
      ADMIN_MESSAGES_API.reply(message!.id),
      { subject: 'Re: Coupon no longer works', body },
      withKey(randomUUID()),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = replyAnswerSchema.parse(json(response));

    const caught = await smtp.waitFor('ana@example.com', /^Re: Coupon no longer works$/);
    expect(caught.text).toContain('Hello Ana <Lima>,');
    expect(caught.text).toContain('The shop renewed the coupon: <b>SAVE10</b> works again.');
    expect(caught.text).toContain('> The coupon says it has expired.\n> Can you check?');
    expect(caught.html).toContain('&lt;b&gt;SAVE10&lt;/b&gt;');
    expect(caught.html).not.toContain('<b>SAVE10');

    const [mail] = await deliveredMails();
    expect(mail).toMatchObject({ id: answer.mailId, toAddress: 'ana@example.com', lastError: null });
    expect(mail!.sentAt).toBeInstanceOf(Date);

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, message!.id), eq(auditLog.action, MESSAGE_AUDIT.reply)));
    expect(entry).toMatchObject({ actorId: operatorId, subjectType: 'message' });
    expect(entry!.after).toEqual({
      mailId: answer.mailId,
      to: 'ana@example.com',
      subject: 'Re: Coupon no longer works',
      handledAt: answer.handledAt,
    });

    const read = await detail(message!.id);
    expect(read.handledAt).toBe(answer.handledAt);
    expect(read.replies).toEqual([
      {
        mailId: answer.mailId,
        subject: 'Re: Coupon no longer works',
        createdAt: expect.any(String),
        by: `operator operator-${kind}`,
        sentAt: mail!.sentAt!.toISOString(),
        lastError: null,
      },
    ]);
    expect((await list()).items).toEqual([]);
  });

  it('sends one mail when the same answer is replayed with its Idempotency-Key', async () => {
    const [message] = await store(aMessage({ email: 'bea@example.com' }));
    const key = randomUUID();
    const payload = { subject: 'Re: Question', body: 'Here is the answer.' };
    const first = await operator.post(ADMIN_MESSAGES_API.reply(message!.id), payload, withKey(key));
    const replay = await operator.post(ADMIN_MESSAGES_API.reply(message!.id), payload, withKey(key));
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    expect(await deliveredMails()).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.to.includes('bea@example.com'))).toHaveLength(1);
    const replies = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, message!.id), eq(auditLog.action, MESSAGE_AUDIT.reply)));
    expect(replies).toHaveLength(1);
  });

  it('refuses an answer without a body, naming the field, and sends nothing', async () => {
    const [message] = await store(aMessage());
    const response = await operator.post(
      ADMIN_MESSAGES_API.reply(message!.id),
      { subject: 'Re: Question', body: '   ' },
      withKey(randomUUID()),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).fields).toEqual({ body: REPLY_FIELD_ERRORS.body });
    expect(json(response).message).toContain('body');
    const noSubject = await operator.post(ADMIN_MESSAGES_API.reply(message!.id), { body: 'Hello' });
    expect(json(noSubject).fields).toEqual({ subject: REPLY_FIELD_ERRORS.subject });
    expect(await server.db.select().from(outgoingMail)).toEqual([]);
    expect((await detail(message!.id)).handledAt).toBeNull();
    const missing = await operator.post(ADMIN_MESSAGES_API.reply('nope'), { subject: 'Re: x', body: 'y' });
    expect(missing.statusCode).toBe(404);
    expect(await server.db.select().from(outgoingMail)).toEqual([]);
  });

  it('shows an answer by an operator whose account is gone as by a deleted account', async () => {
    const gone = await memberWithRole(server, 'operator', `gone-${kind}@example.com`);
    const [message] = await store(aMessage());
    const sent = await gone.post(ADMIN_MESSAGES_API.reply(message!.id), { subject: 'Re: a', body: 'b' });
    expect(sent.statusCode).toBe(201);
    await deliveredMails();
    await server.db.delete(users).where(eq(users.email, `gone-${kind}@example.com`));
    expect((await detail(message!.id)).replies.map((reply) => reply.by)).toEqual(['deleted account']);
  });

  it('keeps the contact form’s own endpoint open to visitors and the inbox to operators only', async () => {
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name: 'Cy', email: 'cy@example.com', subject: 'Hi', message: 'Hello there.' },
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(posted.statusCode).toBe(201);
    expect((await list()).items.map((item) => item.id)).toEqual([json(posted).id]);
    const moderator = await memberWithRole(server, 'moderator', `moderator-${kind}@example.com`);
    expect((await moderator.get(ADMIN_MESSAGES_API.list)).statusCode).toBe(403);
  });
});
