// The console's Votes section: clusters of accounts that vote the same deals together, for moderators to
// look at. Two kinds: accounts voting the same deal from one network, and young accounts voting the same
// deal within the same few minutes. A cluster is a lead, not a verdict: a household shares a network.
import { z } from 'zod';

export const VOTES_API = '/api/admin/votes';

export const VOTE_RING_RULES = {
  /** Days looked back over. */
  days: 7,
  /** Distinct accounts from one network on one deal that make a cluster. */
  sameNetworkAccounts: 3,
  /** Accounts younger than this (days) count towards a burst. */
  youngAccountDays: 7,
  /** Young accounts voting one deal within `burstMinutes` that make a cluster. */
  burstAccounts: 5,
  burstMinutes: 5,
};

export const voteClusterSchema = z.object({
  kind: z.enum(['network', 'burst']),
  dealId: z.string(),
  dealTitle: z.string(),
  /** The members in it, by name (and handle when they have one). */
  members: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() })),
  /** Their summed vote, as it stands in the deal's temperature. */
  temperature: z.number(),
  /** When the first and last of their votes were cast. */
  from: z.string(),
  to: z.string(),
});
export type VoteCluster = z.infer<typeof voteClusterSchema>;

export const voteClustersSchema = z.object({ clusters: z.array(voteClusterSchema) });
export type VoteClusters = z.infer<typeof voteClustersSchema>;
