// The queries of the console's outgoing mail: a page of mails newest first, and one mail's text. The text
// leaves here with its one-time links hidden (src/shared/console/admin-mail.ts): the console shows that a reset or
// a confirmation went, never the link that would act as the member.
import { count, desc, eq } from 'drizzle-orm';
import { hideOneTimeLinks, type MailDetail, type MailSummary } from '../../src/shared/console/admin-mail.ts';
import {
  ADMIN_PAGE_SIZE,
  type Paged,
  pageCountOf,
  pageOffset,
} from '../../src/shared/console/admin-paging.ts';
import type { Database } from './client.ts';
import { outgoingMail } from './schema.ts';

const summaryColumns = {
  id: outgoingMail.id,
  to: outgoingMail.toAddress,
  subject: outgoingMail.subject,
  createdAt: outgoingMail.createdAt,
  sentAt: outgoingMail.sentAt,
  lastError: outgoingMail.lastError,
};

type SummaryRow = {
  id: number;
  to: string;
  subject: string;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};

const mailSummary = (row: SummaryRow): MailSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listOutgoingMail(db: Database, page: number): Promise<Paged<MailSummary>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(outgoingMail);
  const rows = await db
    .select(summaryColumns)
    .from(outgoingMail)
    .orderBy(desc(outgoingMail.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(page));
  return { items: rows.map(mailSummary), page, pageCount: pageCountOf(total), total };
}

export async function findOutgoingMail(db: Database, id: number): Promise<MailDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, text: outgoingMail.textBody })
    .from(outgoingMail)
    .where(eq(outgoingMail.id, id));
  return row ? { ...mailSummary(row), text: hideOneTimeLinks(row.text) } : undefined;
}
