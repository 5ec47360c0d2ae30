// Clusters of accounts voting the same deals together (src/shared/console/admin-votes.ts): one network's
// accounts on one deal, and young accounts' votes on one deal within the same few minutes.
import { eq, gte, sql } from 'drizzle-orm';
import { VOTE_RING_RULES, type VoteCluster } from '../../src/shared/console/admin-votes.ts';
import { deals, dealVotes, users } from './schema.ts';
import type { Queryable } from './transaction.ts';

interface VoteRow {
  dealId: string;
  dealTitle: string;
  userId: string;
  name: string;
  userCreatedAt: Date;
  network: string | null;
  value: number;
  at: Date;
}

/** The votes cast since `since`, with their voters and deals. */
async function recentVotes(db: Queryable, since: Date): Promise<VoteRow[]> {
  return db
    .select({
      dealId: dealVotes.dealId,
      dealTitle: deals.title,
      userId: dealVotes.userId,
      name: users.name,
      userCreatedAt: users.createdAt,
      network: dealVotes.network,
      value: sql<number>`${dealVotes.direction} * ${dealVotes.weight}`.mapWith(Number),
      at: dealVotes.updatedAt,
    })
    .from(dealVotes)
    .innerJoin(users, eq(users.id, dealVotes.userId))
    .innerJoin(deals, eq(deals.id, dealVotes.dealId))
    .where(gte(dealVotes.updatedAt, since));
}

const clusterOf = (kind: VoteCluster['kind'], votes: VoteRow[]): VoteCluster => {
  const times = votes.map((vote) => vote.at.getTime()).sort((a, b) => a - b);
  return {
    kind,
    dealId: votes[0]!.dealId,
    dealTitle: votes[0]!.dealTitle,
    members: votes.map((vote) => ({
      id: vote.userId,
      name: vote.name,
      createdAt: vote.userCreatedAt.toISOString(),
    })),
    temperature: votes.reduce((sum, vote) => sum + vote.value, 0),
    from: new Date(times[0]!).toISOString(),
    to: new Date(times.at(-1)!).toISOString(),
  };
};

/** The clusters of the last VOTE_RING_RULES.days days at `now`, largest first. */
export async function findVoteClusters(db: Queryable, now: Date): Promise<VoteCluster[]> {
  const since = new Date(now.getTime() - VOTE_RING_RULES.days * 86_400_000);
  const votes = await recentVotes(db, since);
  const clusters: VoteCluster[] = [];
  const byDealNetwork = new Map<string, VoteRow[]>();
  for (const vote of votes) {
    if (!vote.network) continue;
    const key = `${vote.dealId}\n${vote.network}`;
    byDealNetwork.set(key, [...(byDealNetwork.get(key) ?? []), vote]);
  }
  for (const group of byDealNetwork.values())
    if (group.length >= VOTE_RING_RULES.sameNetworkAccounts) clusters.push(clusterOf('network', group));

  const young = now.getTime() - VOTE_RING_RULES.youngAccountDays * 86_400_000;
  const windowMs = VOTE_RING_RULES.burstMinutes * 60_000;
  const byDeal = new Map<string, VoteRow[]>();
  for (const vote of votes) {
    if (vote.userCreatedAt.getTime() < young) continue;
    byDeal.set(vote.dealId, [...(byDeal.get(vote.dealId) ?? []), vote]);
  }
  for (const group of byDeal.values()) {
    const sorted = [...group].sort((a, b) => a.at.getTime() - b.at.getTime());
    // The largest run of young accounts' votes within one window.
    let best: VoteRow[] = [];
    for (let start = 0, end = 0; end < sorted.length; end += 1) {
      while (sorted[end]!.at.getTime() - sorted[start]!.at.getTime() > windowMs) start += 1;
      if (end - start + 1 > best.length) best = sorted.slice(start, end + 1);
    }
    if (best.length >= VOTE_RING_RULES.burstAccounts) clusters.push(clusterOf('burst', best));
  }
  return clusters.sort((a, b) => b.members.length - a.members.length || (a.to < b.to ? 1 : -1));
}
