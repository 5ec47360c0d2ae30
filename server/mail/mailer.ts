// The one way the site sends mail. Every mail is first stored (table outgoing_mail), so it is never lost.
// With SMTP_URL it is then delivered by nodemailer, after the request that caused it has been answered
// (the answer neither waits for the mail server nor takes longer when an account exists), and its row
// records when it went or why it failed. Without SMTP_URL nothing is sent: the mail's text, with its
// link, goes to the server log, so `npm start` alone still lets a person register and reset a password.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outgoingMail } from '../db/schema.ts';
import type { MailContent } from './mail-templates.ts';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The member the mail concerns, when there is one. */
  userId?: string;
  /** More header fields (List-Unsubscribe on alert mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Stores the mail and starts its delivery; resolves once it is stored. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Stores the mail and delivers it before resolving; throws when the mail server refuses it (the row keeps
   * the reason), so a job that sends it is retried. Without SMTP_URL it is stored and logged, as send() does.
   */
  sendNow(mail: OutgoingMail): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
}

export function createMailer({ db, log, from, smtpUrl }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail, rethrow = false): Promise<void> {
    try {
      await transport!.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await db
        .update(outgoingMail)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(outgoingMail.id, id));
    } catch (error) {
      // The address and the reason, never the mail's text: it may hold a one-time link.
      const reason = (error as Error).message;
      log.error({ mailId: id, reason }, 'A mail could not be delivered; it stays stored in outgoing_mail');
      await db
        .update(outgoingMail)
        .set({ lastError: reason.slice(0, 500) })
        .where(eq(outgoingMail.id, id))
        .catch(() => {});
      if (rethrow) throw error;
    }
  }

  /** Stores the mail: its id, or undefined when there is no mail server to deliver it (its text is logged instead). */
  async function store(mail: OutgoingMail): Promise<number | undefined> {
    const [stored] = await db
      .insert(outgoingMail)
      .values({
        userId: mail.userId,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      })
      .returning({ id: outgoingMail.id });
    if (!transport) {
      log.info(
        { mailId: stored!.id, to: mail.to },
        `Mail not sent (SMTP_URL is not set); its text follows.\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
      return undefined;
    }
    return stored!.id;
  }

  return {
    async send(mail) {
      const id = await store(mail);
      if (id === undefined) return;
      const delivery = deliver(id, mail).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async sendNow(mail) {
      const id = await store(mail);
      if (id !== undefined) await deliver(id, mail, true);
    },
    async idle() {
      await Promise.all([...deliveries]);
    },
  };
}
