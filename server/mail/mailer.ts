// The one way the site sends mail. Every mail is first stored (table outgoing_mail), so it is never lost.
// With SMTP_URL it is then delivered by nodemailer, after the request that caused it has been answered
// (the answer neither waits for the mail server nor takes longer when an account exists), and its row
// records when it went or why it failed. Without SMTP_URL nothing is sent: the mail's text, with its
// link, goes to the server log, so `npm start` alone still lets a person register and reset a password.
// A mail that belongs to a change (the operator's answer to a message) is stored in the change's own
// transaction and delivered once that has committed: a replayed request never sends it twice.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outgoingMail } from '../db/schema.ts';
import type { Transaction } from '../db/transaction.ts';
import type { MailContent } from './mail-templates.ts';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The member the mail concerns, when there is one. */
  userId?: string;
  /** More header fields (List-Unsubscribe on alert mail). */
  headers?: Record<string, string>;
}

/** A mail stored in a transaction, waiting for that transaction to commit. */
export interface StoredMail {
  id: number;
  /** Starts the delivery (or, without SMTP_URL, logs the text); call it once the transaction committed. */
  deliver(): void;
}

export interface Mailer {
  /** Stores the mail and starts its delivery; resolves once it is stored. */
  send(mail: OutgoingMail): Promise<void>;
  /** Stores the mail in the caller's transaction; nothing is sent until its deliver() is called. */
  store(tx: Transaction, mail: OutgoingMail): Promise<StoredMail>;
  /**
   * Stores the mail and delivers it before resolving; throws when the mail server refuses it (the row keeps
   * the reason), so a job that sends it is retried. Without SMTP_URL it is stored and logged, as send() does.
   */
  sendNow(mail: OutgoingMail): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** DKIM signing of every mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The header fields a signature covers: nodemailer's usual list and List-Unsubscribe-Post, as RFC 8058 asks
 * both one-click fields to be signed (a receiver may ignore them otherwise).
 */
export const DKIM_SIGNED_FIELDS = [
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding',
  'Content-ID:Content-Description:In-Reply-To:References',
  'List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive',
].join(':');

interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  dkim?: DkimSigning;
}

/** The DKIM settings of the environment, when all three are set (server/env.ts checks they come together). */
export const dkimFromEnv = (env: {
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
}): DkimSigning | undefined =>
  env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
    ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
    : undefined;

export function createMailer({ db, log, from, smtpUrl, dkim }: MailerOptions): Mailer {
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
        ...(dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_FIELDS } } : {}),
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

  /** Without a mail server the mail's text is logged instead; false then. */
  function canDeliver(id: number, mail: OutgoingMail): boolean {
    if (transport) return true;
    log.info(
      { mailId: id, to: mail.to },
      `Mail not sent (SMTP_URL is not set); its text follows.\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
    return false;
  }

  function startDelivery(id: number, mail: OutgoingMail): void {
    if (!canDeliver(id, mail)) return;
    const delivery = deliver(id, mail).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  async function insertMail(into: Database | Transaction, mail: OutgoingMail): Promise<number> {
    const [stored] = await into
      .insert(outgoingMail)
      .values({
        userId: mail.userId,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      })
      .returning({ id: outgoingMail.id });
    return stored!.id;
  }

  return {
    async send(mail) {
      startDelivery(await insertMail(db, mail), mail);
    },
    async store(tx, mail) {
      const id = await insertMail(tx, mail);
      return { id, deliver: () => startDelivery(id, mail) };
    },
    async sendNow(mail) {
      const id = await insertMail(db, mail);
      if (canDeliver(id, mail)) await deliver(id, mail, true);
    },
    async idle() {
      await Promise.all([...deliveries]);
    },
  };
}
