// The queries of submitted deals: storing them, finding duplicates (the same link, or a similar title from
// the same store through pg_trgm), the member's own list, the moderation queue, a moderator's decision
// (approve, with edits, or reject), and turning an approved submission into a deal. User input reaches
// SQL only as bound parameters.
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  expiryInstant,
  type PossibleDuplicate,
  type QueueEntry,
  type Submission,
  type SubmissionStatus,
  type SubmissionSummary,
} from '../../src/shared/community/submission.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { normalizeDeal } from '../../src/shared/deal/deal-schema.ts';
import { isLive } from './deals/deal-display.ts';
import { deals, submissions, users } from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

export type SubmissionRow = typeof submissions.$inferSelect;

/** How alike two titles must be (pg_trgm similarity, 0–1) to count as a possible duplicate. */
export const SIMILAR_TITLE_THRESHOLD = 0.3;
const MAX_SIMILAR = 5;

/** A live deal or a pending submission with the same link key; undefined when the link is new. */
export async function findSameLink(
  db: Queryable,
  linkKey: string,
  now: Date,
  exceptSubmission?: string,
): Promise<PossibleDuplicate | undefined> {
  const [deal] = await db
    .select({ id: deals.id, title: deals.title, store: deals.store })
    .from(deals)
    .where(
      and(
        eq(deals.linkKey, linkKey),
        isLive(now),
        exceptSubmission ? ne(deals.id, exceptSubmission) : undefined,
      ),
    )
    .limit(1);
  if (deal) return { kind: 'deal', ...deal, dealId: deal.id };
  const [pending] = await db
    .select({ id: submissions.id, title: submissions.title, store: submissions.store })
    .from(submissions)
    .where(
      and(
        eq(submissions.linkKey, linkKey),
        eq(submissions.status, 'pending'),
        exceptSubmission ? ne(submissions.id, exceptSubmission) : undefined,
      ),
    )
    .limit(1);
  return pending ? { kind: 'submission', ...pending, dealId: null } : undefined;
}

/**
 * Live deals and pending submissions from the same store (case-blind) whose title is similar, most
 * similar first. `except` leaves out the submission being checked and the deal it became.
 */
export async function findSimilarTitles(
  db: Queryable,
  options: { title: string; store: string; now: Date; except?: string },
): Promise<PossibleDuplicate[]> {
  const { title, store, now, except } = options;
  if (!title.trim() || !store.trim()) return [];
  const dealSimilarity = sql<number>`similarity(${deals.title}, ${title})`;
  const similarDeals = await db
    .select({ id: deals.id, title: deals.title, store: deals.store })
    .from(deals)
    .where(
      and(
        sql`lower(${deals.store}) = lower(${store})`,
        sql`${dealSimilarity} >= ${SIMILAR_TITLE_THRESHOLD}`,
        isLive(now),
        except ? ne(deals.id, except) : undefined,
      ),
    )
    .orderBy(desc(dealSimilarity), asc(deals.id))
    .limit(MAX_SIMILAR);
  const submissionSimilarity = sql<number>`similarity(${submissions.title}, ${title})`;
  const similarPending = await db
    .select({ id: submissions.id, title: submissions.title, store: submissions.store })
    .from(submissions)
    .where(
      and(
        sql`lower(${submissions.store}) = lower(${store})`,
        sql`${submissionSimilarity} >= ${SIMILAR_TITLE_THRESHOLD}`,
        eq(submissions.status, 'pending'),
        except ? ne(submissions.id, except) : undefined,
      ),
    )
    .orderBy(desc(submissionSimilarity), asc(submissions.id))
    .limit(MAX_SIMILAR);
  return [
    ...similarDeals.map((deal) => ({ kind: 'deal' as const, ...deal, dealId: deal.id })),
    ...similarPending.map((pending) => ({ kind: 'submission' as const, ...pending, dealId: null })),
  ];
}

/** A member may publish at once after this many approved deals… */
export const TRUSTED_AFTER_APPROVED = 3;
/** …and no rejection in this many days. */
export const TRUSTED_NO_REJECTION_DAYS = 30;

/** Whether the member's deals go live at once (reviewed after the fact). */
export async function isTrustedMember(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - TRUSTED_NO_REJECTION_DAYS * 24 * 60 * 60 * 1000);
  const [counts] = await db
    .select({
      approved: sql<number>`count(*) filter (where ${submissions.status} = 'live' and ${submissions.reviewedAt} is not null)`,
      rejected: sql<number>`count(*) filter (where ${submissions.status} = 'rejected' and ${submissions.reviewedAt} > ${since})`,
    })
    .from(submissions)
    .where(eq(submissions.userId, userId));
  return Number(counts?.approved ?? 0) >= TRUSTED_AFTER_APPROVED && Number(counts?.rejected ?? 0) === 0;
}

/** The columns a checked submission fills (shared by a new submission and a moderator's edit). */
export const submissionColumns = (submission: Submission, linkKey: string) => ({
  link: submission.link,
  linkKey,
  title: submission.title,
  currentPrice: submission.currentPrice,
  originalPrice: submission.originalPrice,
  store: submission.store,
  category: submission.category,
  description: submission.description,
  expiry: submission.expiry,
  imageUrl: submission.imageUrl,
});

/** A new submission: its id, who sent it, its checked columns, and whether it went live at once. */
export type NewSubmission = typeof submissions.$inferInsert;

/** Stores a new submission; answers its row. */
export async function insertSubmission(tx: Transaction, submission: NewSubmission): Promise<SubmissionRow> {
  const [row] = await tx.insert(submissions).values(submission).returning();
  return row!;
}

/** The submission, its row locked for a moderator's decision; undefined when there is none. */
export async function lockSubmission(tx: Transaction, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
  return row;
}

/** Who decided, and when. */
export interface Decision {
  by: string;
  at: Date;
}

/** Approves the submission (with the moderator's edits, if any): it is live as the deal with its id. */
export async function approveSubmission(
  tx: Transaction,
  id: string,
  edits: Partial<ReturnType<typeof submissionColumns>>,
  decision: Decision,
): Promise<SubmissionRow> {
  const [after] = await tx
    .update(submissions)
    .set({ ...edits, status: 'live', dealId: id, reviewedAt: decision.at, reviewedBy: decision.by })
    .where(eq(submissions.id, id))
    .returning();
  return after!;
}

/** Rejects the submission with the reason its member reads; it no longer names a deal. */
export async function rejectSubmission(
  tx: Transaction,
  id: string,
  reason: string,
  decision: Decision,
): Promise<SubmissionRow> {
  const [after] = await tx
    .update(submissions)
    .set({
      status: 'rejected',
      rejectReason: reason,
      dealId: null,
      reviewedAt: decision.at,
      reviewedBy: decision.by,
    })
    .where(eq(submissions.id, id))
    .returning();
  return after!;
}

/** The deal an approved submission becomes; its id is the submission's. */
export function dealFromSubmission(row: SubmissionRow, now: Date): Deal {
  const result = normalizeDeal(
    {
      id: row.id,
      title: row.title,
      description: row.description,
      store: row.store,
      image: row.imageUrl ?? undefined,
      currentPrice: row.currentPrice,
      originalPrice: row.originalPrice,
      affiliateUrl: row.link,
      category: row.category,
      expiryDate: row.expiry ? expiryInstant(row.expiry).toISOString() : null,
      createdAt: now.toISOString(),
    },
    'own',
    { now },
  );
  // Every field was checked by submissionSchema, which is stricter than the deal schema.
  if (!result.ok) throw new Error(`A checked submission did not make a deal: ${result.reason}`);
  return result.deal;
}

/** The member's submissions, newest first, as /account shows them. */
export async function listMemberSubmissions(db: Queryable, userId: string): Promise<SubmissionSummary[]> {
  const rows = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      status: submissions.status,
      createdAt: submissions.createdAt,
      dealId: submissions.dealId,
      rejectReason: submissions.rejectReason,
    })
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.createdAt), asc(submissions.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as SubmissionStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What still needs a moderator's decision, oldest first: pending deals and early publications. */
export async function moderationQueue(db: Queryable, now: Date): Promise<QueueEntry[]> {
  const rows = await db
    .select({ submission: submissions, memberName: users.name })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(isNull(submissions.reviewedAt))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  return Promise.all(
    rows.map(async ({ submission, memberName }) => {
      const except = submission.id;
      const sameLink = await findSameLink(db, submission.linkKey, now, except);
      const similar = await findSimilarTitles(db, {
        title: submission.title,
        store: submission.store,
        now,
        except,
      });
      return {
        id: submission.id,
        link: submission.link,
        title: submission.title,
        currentPrice: submission.currentPrice,
        originalPrice: submission.originalPrice,
        store: submission.store,
        category: submission.category,
        description: submission.description,
        expiry: submission.expiry,
        imageUrl: submission.imageUrl,
        status: submission.status as SubmissionStatus,
        createdAt: submission.createdAt.toISOString(),
        memberName,
        publishedEarly: submission.publishedEarly,
        dealId: submission.dealId,
        possibleDuplicates: dedupe([...(sameLink ? [sameLink] : []), ...similar]),
      };
    }),
  );
}

const dedupe = (list: PossibleDuplicate[]): PossibleDuplicate[] => {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
