// The audit log: every moderation decision (and later every operator action) as one row saying who did
// what to which record, when, with the record before and after. Written in the transaction of the change
// itself, so a change is never without its entry and an entry never without its change.
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Transaction } from '../db/transaction.ts';

export interface AuditEntry {
  /** The member who acted; null for the system (an automatic publication) and for a command. */
  actorId: string | null;
  /** Who acted when no member did: AUDIT_COMMAND_LINE for an operator command. */
  actorLabel?: string;
  /** What was done, e.g. 'submission.approve'. */
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Transaction | Database, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorLabel: entry.actorLabel ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
}
