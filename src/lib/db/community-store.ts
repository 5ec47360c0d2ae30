// The community's part of the device's database: each deal's discussion as last fetched (readable offline),
// and the figures a write's answer brings back before the next sync does. A page the server drew came with
// everyone's part of its deal's discussion among its answers (page-answers.ts): the deal page shows that
// one until the device holds a copy fetched after it (docs/decisions/0047).
import type {
  DiscussionAnswer,
  PublicDiscussion,
  PublicReview,
  VoteDirection,
} from '@shared/community/community';
import type { Deal } from '@shared/deal/deal';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { type DiscussionRow, db } from './database';
import { useFirstDrawTime, usePageAnswer } from './page-answers';

/**
 * A discussion as a screen shows it: everyone's part, and the reader's own (their vote, reports and Helpful
 * marks, whether they moderate) where this device knows it. A page drawn alike for everyone does not: there
 * they are undefined, and a screen claims nothing of them.
 */
export interface ShownDiscussion
  extends Omit<PublicDiscussion, 'reviews'>,
    Partial<Pick<DiscussionAnswer, 'vote' | 'reports' | 'moderator' | 'rawVotes'>> {
  reviews: (PublicReview & { markedHelpful?: boolean })[];
}

/**
 * Keeps the discussion. A deal members' reports ended comes with it (endedDeal) and is kept here, apart from
 * the synced deals (a sync drops it from those), so its page stays reachable, marked Expired.
 */
export async function saveDiscussion(answer: DiscussionAnswer, now: number = Date.now()): Promise<void> {
  await db.discussions.put({ ...answer, fetchedAt: now });
}

/** The deal's discussion as last fetched; null when never fetched on this device, undefined while loading. */
const useStoredDiscussion = (dealId: string): DiscussionRow | null | undefined =>
  useLiveQuery(async () => (await db.discussions.get(dealId)) ?? null, [dealId]);

/**
 * Everyone's part of the discussion as the page the server drew had it: on the server, the one it read for
 * the deal page; in the browser, the page's answer while the page's answers are in use. Undefined otherwise.
 */
const usePageDiscussion = (dealId: string): PublicDiscussion | undefined =>
  usePageAnswer(`discussion:${dealId}`, (_reader, _now, source) =>
    source.discussion?.dealId === dealId ? source.discussion : undefined,
  );

/**
 * The deal's discussion to show: the drawn page's (what the server drew, and so the app's first render),
 * kept while the screen shows the deal until the device holds a copy fetched after the page was drawn;
 * otherwise the device's copy: null when never fetched here, undefined while the database answers.
 */
export function useDiscussion(dealId: string): ShownDiscussion | null | undefined {
  const fromPage = usePageDiscussion(dealId);
  // Kept past the end of the page's answers (the deal sync ends them), which may come before the device
  // holds a copy of its own, or when it cannot get one.
  const [pageCopy] = useState(fromPage);
  const pageTime = useFirstDrawTime();
  const stored = useStoredDiscussion(dealId);
  const drawn = pageCopy?.dealId === dealId ? pageCopy : fromPage;
  if (drawn && !(stored && stored.fetchedAt >= pageTime.getTime())) return drawn;
  return stored;
}

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
