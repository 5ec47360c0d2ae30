// The queries of the operator's inbox: contact-form messages listed a page at a time (waiting, handled or
// all, searched by name, address, subject or text), one message, and the answers sent to it, which the
// audit log records (action 'message.reply', the outgoing mail's id in `after`). User input reaches SQL
// only as bound parameters; the search's own wildcards are escaped so "50%" means those characters.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { DELETED_ACCOUNT } from '../../src/shared/console/admin-audit-texts.ts';
import {
  MESSAGE_AUDIT,
  type MessageListQuery,
  type MessageReply,
  type MessageSummary,
} from '../../src/shared/console/admin-messages.ts';
import {
  ADMIN_PAGE_SIZE,
  type Paged,
  pageCountOf,
  pageOffset,
} from '../../src/shared/console/admin-paging.ts';
import { auditLog, contactMessages, outgoingMail, users } from './schema.ts';
import { containsPattern } from './sql.ts';
import type { Queryable, Transaction } from './transaction.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const messageSummary = (row: ContactMessageRow): MessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

function listCondition({ status, q }: MessageListQuery): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    status === 'waiting'
      ? isNull(contactMessages.handledAt)
      : status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
}

/** Stores a message sent with the contact form. */
export async function insertContactMessage(
  tx: Transaction,
  message: typeof contactMessages.$inferInsert,
): Promise<void> {
  await tx.insert(contactMessages).values(message);
}

/** One page of messages, newest first. */
export async function listContactMessages(
  db: Queryable,
  query: MessageListQuery,
): Promise<Paged<MessageSummary>> {
  const where = listCondition(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(query.page));
  return { items: rows.map(messageSummary), page: query.page, pageCount: pageCountOf(total), total };
}

/** The message, locked for a change when `forUpdate`; undefined when there is none. */
export async function findContactMessage(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<ContactMessageRow | undefined> {
  const select = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row;
}

/** The answers sent to a message, newest first: who sent which mail, and whether it went. */
export async function messageReplies(db: Queryable, id: string): Promise<MessageReply[]> {
  const entries = await db
    .select({ after: auditLog.after, createdAt: auditLog.createdAt, by: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.subjectType, MESSAGE_AUDIT.subjectType),
        eq(auditLog.subjectId, id),
        eq(auditLog.action, MESSAGE_AUDIT.reply),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const mailIds = entries
    .map((entry) => (entry.after as { mailId?: unknown } | null)?.mailId)
    .filter((mailId): mailId is number => Number.isSafeInteger(mailId));
  const mails =
    mailIds.length === 0
      ? []
      : await db
          .select({
            id: outgoingMail.id,
            subject: outgoingMail.subject,
            sentAt: outgoingMail.sentAt,
            lastError: outgoingMail.lastError,
          })
          .from(outgoingMail)
          .where(inArray(outgoingMail.id, mailIds));
  const mailById = new Map(mails.map((mail) => [mail.id, mail]));
  return entries.flatMap((entry) => {
    const after = entry.after as { mailId?: number; subject?: string } | null;
    if (!after || typeof after.mailId !== 'number') return [];
    const mail = mailById.get(after.mailId);
    return [
      {
        mailId: after.mailId,
        subject: mail?.subject ?? after.subject ?? '',
        createdAt: entry.createdAt.toISOString(),
        by: entry.by ?? DELETED_ACCOUNT,
        sentAt: mail?.sentAt?.toISOString() ?? null,
        lastError: mail?.lastError ?? null,
      },
    ];
  });
}

/** Marks the message handled (at `when`) or waiting again (null); returns the row as it is now. */
export async function setMessageHandled(
  tx: Transaction,
  id: string,
  when: Date | null,
): Promise<ContactMessageRow> {
  const [row] = await tx
    .update(contactMessages)
    .set({ handledAt: when })
    .where(eq(contactMessages.id, id))
    .returning();
  return row!;
}
