// The community's part of the device's database: each deal's discussion as last fetched (readable offline),
// and the figures a write's answer brings back before the next sync does.
import type { DiscussionAnswer, VoteDirection } from '@shared/community/community';
import type { Deal } from '@shared/deal/deal';
import { useLiveQuery } from 'dexie-react-hooks';
import { type DiscussionRow, db } from './database';

/**
 * Keeps the discussion. A deal members' reports ended comes with it (endedDeal) and is kept here, apart from
 * the synced deals (a sync drops it from those), so its page stays reachable, marked Expired.
 */
export async function saveDiscussion(answer: DiscussionAnswer, now: number = Date.now()): Promise<void> {
  await db.discussions.put({ ...answer, fetchedAt: now });
}

/** The deal's discussion as last fetched; null when never fetched on this device, undefined while loading. */
export const useDiscussion = (dealId: string): DiscussionRow | null | undefined =>
  useLiveQuery(async () => (await db.discussions.get(dealId)) ?? null, [dealId]);

/** Notes the reader's own vote once the server has it. */
export async function noteOwnVote(dealId: string, vote: VoteDirection): Promise<void> {
  await db.discussions.update(dealId, { vote });
}

/** Puts the figures a write's answer told into the cached deal, until the next sync brings the same. */
export async function updateDealFigures(
  dealId: string,
  figures: Pick<Deal, 'temperature'> | Pick<Deal, 'commentCount'>,
): Promise<void> {
  await db.deals.update(dealId, figures);
}
