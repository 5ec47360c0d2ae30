// The queries of the console's audit log: a page of entries newest first, filtered by action, subject type
// and subject id, each with who acted (null once their account is deleted); and every action and subject
// type the log holds, for the filters' choices. (Entries are written by server/audit/audit-log.ts.)
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery } from '../../src/shared/console/admin-audit.ts';
import {
  ADMIN_PAGE_SIZE,
  type Paged,
  pageCountOf,
  pageOffset,
} from '../../src/shared/console/admin-paging.ts';
import type { Database } from './client.ts';
import { auditLog, users } from './schema.ts';

const filterOf = ({ action, subject, subjectId }: AuditListQuery) =>
  and(
    action ? eq(auditLog.action, action) : undefined,
    subject ? eq(auditLog.subjectType, subject) : undefined,
    subjectId ? eq(auditLog.subjectId, subjectId) : undefined,
  );

export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<Paged<AuditEntry>> {
  const where = filterOf(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      actorName: users.name,
      actorEmail: users.email,
      actorLabel: auditLog.actorLabel,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      createdAt: auditLog.createdAt,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(query.page));
  const items = rows.map(({ actorName, actorEmail, actorLabel, createdAt, ...entry }) => ({
    ...entry,
    actor:
      actorEmail !== null
        ? { name: actorName ?? '', email: actorEmail }
        : actorLabel !== null
          ? { name: actorLabel, email: '' }
          : null,
    createdAt: createdAt.toISOString(),
  }));
  return { items, page: query.page, pageCount: pageCountOf(total), total };
}

/** Every action and every subject type recorded, alphabetically. */
export async function auditFacets(db: Database): Promise<{ actions: string[]; subjectTypes: string[] }> {
  const actions = await db
    .selectDistinct({ value: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const subjectTypes = await db
    .selectDistinct({ value: auditLog.subjectType })
    .from(auditLog)
    .orderBy(asc(auditLog.subjectType));
  return { actions: actions.map((row) => row.value), subjectTypes: subjectTypes.map((row) => row.value) };
}
