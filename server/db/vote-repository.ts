// Members' votes on deals (table deal_votes): a member's vote set, changed or withdrawn, a member's vote on
// a deal, the sum that is the deal's temperature (direction × weight), and how much a member has given the
// community (votes and comments settled by a time), which their vote's weight grows with
// (server/community/temperature.ts holds the rules).
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { dealComments, dealVotes } from './schema.ts';
import type { Queryable, Transaction } from './transaction.ts';

/** The member's vote on the deal: 1 hot, -1 cold; undefined when they have none. */
export async function memberVote(db: Queryable, dealId: string, userId: string): Promise<number | undefined> {
  const [vote] = await db
    .select({ direction: dealVotes.direction })
    .from(dealVotes)
    .where(and(eq(dealVotes.dealId, dealId), eq(dealVotes.userId, userId)));
  return vote?.direction;
}

export interface CastVote {
  dealId: string;
  userId: string;
  /** 1 hot, -1 cold. */
  direction: number;
  /** Fixed when the member first votes on the deal: a changed vote keeps it. */
  weight: number;
  now: Date;
  /** The voter's network, hashed (server/security/network-key.ts), for the console's vote-ring check. */
  network?: string | null;
}

/** Sets the member's vote on the deal, or changes its direction. */
export async function castVote(tx: Transaction, vote: CastVote): Promise<void> {
  const { dealId, userId, direction, weight, now, network = null } = vote;
  await tx
    .insert(dealVotes)
    .values({ dealId, userId, direction, weight, network, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dealVotes.dealId, dealVotes.userId],
      set: { direction, network, updatedAt: now },
    });
}

/** The deal's votes as cast, hot and cold, before their weights. */
export async function rawVoteCounts(db: Queryable, dealId: string): Promise<{ hot: number; cold: number }> {
  const [row] = await db
    .select({
      hot: sql<number>`count(*) filter (where ${dealVotes.direction} = 1)`.mapWith(Number),
      cold: sql<number>`count(*) filter (where ${dealVotes.direction} = -1)`.mapWith(Number),
    })
    .from(dealVotes)
    .where(eq(dealVotes.dealId, dealId));
  return { hot: row?.hot ?? 0, cold: row?.cold ?? 0 };
}

/** Withdraws the member's vote on the deal. */
export async function withdrawVote(tx: Transaction, dealId: string, userId: string): Promise<void> {
  await tx.delete(dealVotes).where(and(eq(dealVotes.dealId, dealId), eq(dealVotes.userId, userId)));
}

/** The deal's temperature from its votes as they stand in the transaction. */
export async function sumTemperature(tx: Transaction, dealId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | number | null>`sum(${dealVotes.direction} * ${dealVotes.weight})` })
    .from(dealVotes)
    .where(eq(dealVotes.dealId, dealId));
  return Number(row?.total ?? 0);
}

/** The member's votes and comments made before `settledBefore`. */
export async function settledContributions(
  tx: Transaction,
  memberId: string,
  settledBefore: Date,
): Promise<number> {
  const [votes] = await tx
    .select({ n: count() })
    .from(dealVotes)
    .where(and(eq(dealVotes.userId, memberId), lt(dealVotes.createdAt, settledBefore)));
  const [comments] = await tx
    .select({ n: count() })
    .from(dealComments)
    .where(and(eq(dealComments.userId, memberId), lt(dealComments.createdAt, settledBefore)));
  return (votes?.n ?? 0) + (comments?.n ?? 0);
}
