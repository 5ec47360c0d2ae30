// Mail goes out over real SMTP when SMTP_URL is set, and is stored (and logged) when it is not.
import { generateKeyPairSync, verify } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaughtMail,
  type SmtpCatcher,
  startSmtpCatcher,
  tokenLink,
} from '../../tests/support/smtp-catcher.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { outgoingMail } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { resetPasswordMail } from './mail-templates.ts';
import { createMailer, dkimFromEnv } from './mailer.ts';

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

  it('signs mail with DKIM when configured, covering the one-click unsubscribe fields', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const env = loadEnv({
      DKIM_DOMAIN: 'rarefinds.test',
      DKIM_SELECTOR: 'mail2026',
      // As an environment file holds it: on one line, its line breaks written as \n.
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    const { log } = memoryLog();
    const mailer = createMailer({
      db: database.db,
      log,
      from: FROM,
      smtpUrl: smtp.url,
      dkim: dkimFromEnv(env),
    });
    await mailer.sendNow({
      to: 'fay@example.com',
      subject: 'Deal alert: Kettle',
      text: 'A kettle.',
      html: '<p>A kettle.</p>',
      headers: {
        'List-Unsubscribe': '<https://rarefinds.test/api/alerts/unsubscribe?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const mail = await smtp.waitFor('fay@example.com', /^Deal alert: Kettle$/);
    const tags = dkimTags(mail.headers['dkim-signature']!);
    expect(tags).toMatchObject({ d: 'rarefinds.test', s: 'mail2026', a: 'rsa-sha256' });
    expect(tags.h!.toLowerCase().split(':')).toEqual(
      expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    // The signature holds over the header fields it names, as the receiving server would check it.
    expect(verify('sha256', signedHeaders(mail), publicKey, Buffer.from(tags.b!, 'base64'))).toBe(true);

    const unsigned = createMailer({ db: database.db, log, from: FROM, smtpUrl: smtp.url });
    await unsigned.sendNow({ to: 'gus@example.com', subject: 'Plain', text: 'Plain.', html: '' });
    expect((await smtp.waitFor('gus@example.com', /^Plain$/)).headers['dkim-signature']).toBeUndefined();
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

const dkimTags = (header: string): Record<string, string> =>
  Object.fromEntries(
    header
      .split(';')
      .map((tag) => tag.replace(/\s+/g, ''))
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf('=')), tag.slice(tag.indexOf('=') + 1)]),
  );

/** The data a relaxed-canonicalized DKIM signature covers (RFC 6376 §3.4.2, §3.7). */
function signedHeaders(mail: CaughtMail): Buffer {
  const relaxed = (name: string, value: string) =>
    `${name.toLowerCase()}:${value
      .replace(/\r?\n/g, '')
      .replace(/[ \t]+/g, ' ')
      .trim()}`;
  const signature = mail.headers['dkim-signature']!;
  const fields = dkimTags(signature)
    .h!.split(':')
    .map((name) => name.toLowerCase())
    .filter((name) => mail.headers[name] !== undefined)
    .map((name) => `${relaxed(name, mail.headers[name]!)}\r\n`);
  return Buffer.from(fields.join('') + relaxed('dkim-signature', signature.replace(/b=[^;]*$/, 'b=')));
}
