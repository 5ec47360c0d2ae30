// Mail goes out over real SMTP when SMTP_URL is set, and is stored (and logged) when it is not.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher, tokenLink } from '../../tests/support/smtp-catcher.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { outgoingMail } from '../db/schema.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { resetPasswordMail } from './mail-templates.ts';
import { createMailer } from './mailer.ts';

const FROM = 'RareFinds <no-reply@rarefinds.test>';

function memoryLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

describe('the mailer', () => {
  let database: DatabaseHandle;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers over SMTP from MAIL_FROM, in plain text and HTML, and records the delivery', async () => {
    const { log } = memoryLog();
    const mailer = createMailer({ db: database.db, log, from: FROM, smtpUrl: smtp.url });
    const content = resetPasswordMail('Ana <b>', 'https://rarefinds.test/reset-password?token=abc123');
    await mailer.send({ to: 'ana@example.com', ...content });
    await mailer.idle();
    const mail = await smtp.waitFor('ana@example.com', /Reset your RareFinds password/);
    expect(mail.from).toBe('no-reply@rarefinds.test');
    expect(tokenLink(mail)).toBe('https://rarefinds.test/reset-password?token=abc123');
    expect(mail.html).toContain('href="https://rarefinds.test/reset-password?token=abc123"');
    expect(mail.html).toContain('Hello Ana &lt;b&gt;,');
    const [row] = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, 'ana@example.com'));
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.lastError).toBeNull();
  });

  it('keeps a mail it could not deliver, with the reason, and logs no text of it', async () => {
    const { log, lines } = memoryLog();
    const mailer = createMailer({ db: database.db, log, from: FROM, smtpUrl: 'smtp://127.0.0.1:1' });
    await mailer.send({
      to: 'bea@example.com',
      ...resetPasswordMail('Bea', 'https://x.test/?token=secret-token'),
    });
    await mailer.idle();
    const [row] = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, 'bea@example.com'));
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('without SMTP_URL, stores the mail and writes its text to the log', async () => {
    const { log, lines } = memoryLog();
    const mailer = createMailer({ db: database.db, log, from: FROM });
    await mailer.send({
      to: 'cy@example.com',
      ...resetPasswordMail('Cy', 'https://x.test/reset-password?token=t1'),
    });
    const [row] = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, 'cy@example.com'));
    expect(row!.textBody).toContain('https://x.test/reset-password?token=t1');
    expect(lines.some((line) => line.msg.includes('https://x.test/reset-password?token=t1'))).toBe(true);
  });

  it('stores a mail in a transaction and sends it only when told, after the commit', async () => {
    const { log, lines } = memoryLog();
    const mailer = createMailer({ db: database.db, log, from: FROM, smtpUrl: smtp.url });
    const content = {
      subject: 'Re: your question',
      text: 'Dan, here it is.',
      html: '<p>Dan, here it is.</p>',
    };
    // A change that fails leaves no mail behind.
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.store(tx, { to: 'dan@example.com', ...content });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const stored = await database.db.transaction((tx) =>
      mailer.store(tx, { to: 'dan@example.com', ...content }),
    );
    const rows = () =>
      database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, 'dan@example.com'));
    expect((await rows()).map((row) => row.id)).toEqual([stored.id]);
    expect(smtp.mails.filter((mail) => mail.to.includes('dan@example.com'))).toEqual([]);
    stored.deliver();
    await mailer.idle();
    await smtp.waitFor('dan@example.com', /^Re: your question$/);
    expect((await rows())[0]!.sentAt).toBeInstanceOf(Date);
    expect(lines.some((line) => line.level >= 50)).toBe(false);
  });

  it('without SMTP_URL, logs a mail stored in a transaction once it is delivered', async () => {
    const { log, lines } = memoryLog();
    const mailer = createMailer({ db: database.db, log, from: FROM });
    const stored = await database.db.transaction((tx) =>
      mailer.store(tx, { to: 'eve@example.com', subject: 'Re: hello', text: 'Eve, hello.', html: '' }),
    );
    expect(lines.some((line) => line.msg.includes('Eve, hello.'))).toBe(false);
    stored.deliver();
    expect(lines.some((line) => line.msg.includes('Eve, hello.'))).toBe(true);
  });
});
