// What one account has done in the community, for the console's account page: its newest submitted deals
// and the reports it filed (each with its state), and how many comments, votes and reviews it wrote.
import { count, desc, eq } from 'drizzle-orm';
import type { SubmissionStatus } from '../../src/shared/community/submission.ts';
import type { AccountDetail } from '../../src/shared/console/admin-users.ts';
import type { Database } from './client.ts';
import { dealComments, dealReports, dealReviews, deals, dealVotes, submissions } from './schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function accountActivity(
  db: Database,
  userId: string,
  limit: number,
): Promise<Omit<AccountDetail, 'account'>> {
  const total = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  const counted = { n: count() };
  const [submitted, reported, counts] = await Promise.all([
    db
      .select({
        id: submissions.id,
        title: submissions.title,
        status: submissions.status,
        createdAt: submissions.createdAt,
        reviewedAt: submissions.reviewedAt,
        dealId: submissions.dealId,
        rejectReason: submissions.rejectReason,
      })
      .from(submissions)
      .where(eq(submissions.userId, userId))
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(limit),
    db
      .select({
        id: dealReports.id,
        dealId: dealReports.dealId,
        dealTitle: deals.title,
        reason: dealReports.reason,
        note: dealReports.note,
        createdAt: dealReports.createdAt,
        resolvedAt: dealReports.resolvedAt,
      })
      .from(dealReports)
      .innerJoin(deals, eq(deals.id, dealReports.dealId))
      .where(eq(dealReports.userId, userId))
      .orderBy(desc(dealReports.createdAt), desc(dealReports.id))
      .limit(limit),
    Promise.all([
      total(db.select(counted).from(submissions).where(eq(submissions.userId, userId))),
      total(db.select(counted).from(dealReports).where(eq(dealReports.userId, userId))),
      total(db.select(counted).from(dealComments).where(eq(dealComments.userId, userId))),
      total(db.select(counted).from(dealVotes).where(eq(dealVotes.userId, userId))),
      total(db.select(counted).from(dealReviews).where(eq(dealReviews.userId, userId))),
    ]),
  ]);
  const [submissionCount, reportCount, comments, votes, reviews] = counts;
  return {
    submissions: submitted.map((row) => ({
      ...row,
      status: row.status as SubmissionStatus,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: iso(row.reviewedAt),
    })),
    reports: reported.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: iso(row.resolvedAt),
    })),
    counts: { submissions: submissionCount, reports: reportCount, comments, votes, reviews },
  };
}
