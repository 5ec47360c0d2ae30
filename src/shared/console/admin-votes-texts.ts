// The Votes section's texts.
import { VOTE_RING_RULES } from './admin-votes';

export const VOTES_LABEL = 'Votes';

export const VOTES_TEXTS = {
  intro: `Accounts that voted the same deal together in the last ${VOTE_RING_RULES.days} days: from one network (${VOTE_RING_RULES.sameNetworkAccounts} or more), or young accounts within ${VOTE_RING_RULES.burstMinutes} minutes (${VOTE_RING_RULES.burstAccounts} or more). A lead to look at, not a verdict.`,
  none: 'No cluster of votes in this period.',
  caption: 'Clusters of votes',
  kinds: { network: 'One network', burst: 'Same minutes' },
  columns: { kind: 'Kind', deal: 'Deal', members: 'Accounts', temperature: 'Their votes', when: 'When' },
} as const;
