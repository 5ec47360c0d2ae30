// A real SMTP server on 127.0.0.1 and a free port (smtp-server), parsing every message it receives
// (mailparser), for tests of the mail the site sends. Accepts any login; keeps messages in memory.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header fields by lower-case name, as received (List-Unsubscribe …). */
  headers: Record<string, string>;
}

export interface SmtpCatcher {
  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail to `address` whose subject matches, waiting for it to arrive. */
  waitFor(address: string, subject: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free port). */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((line) => [
                line.key,
                line.line
                  .slice(line.line.indexOf(':') + 1)
                  .replace(/\r?\n/g, '')
                  .trim(),
              ]),
            ),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  return {
    url: `smtp://test:secret@127.0.0.1:${listening}`,
    mails,
    waitFor(address, subject, timeoutMs = 15_000) {
      const find = () => mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const mail = find();
          if (!mail) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${address} matching ${subject} arrived.`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link with a token in a mail's text. */
export const tokenLink = (mail: CaughtMail): string => {
  const link = mail.text.match(/https?:\/\/\S+\?token=\S+/)?.[0];
  if (!link) throw new Error(`The mail "${mail.subject}" has no link with a token.`);
  return link;
};
