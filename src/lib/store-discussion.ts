// Brings a deal's discussion (comments, members' reviews, the reader's vote, reports and Helpful marks) into
// the device's database. Screens read it from there, so it stays readable offline; without a connection, or
// when the server refuses, the copy from the last visit stands. No React here: the deal sync's worker runs
// it for the deal page that opens (src/features/deal-sync/worker-jobs.ts), and the community's screens
// once one of their writes is answered, so the page follows the server.

import { saveDiscussion } from '@lib/db/community-store';
import { fetchJsonAnswer } from '@lib/fetch-json-answer';
import type { DiscussionAnswer } from '@shared/community/community';

/** True once the answer is kept; false when none came, it was unusable, or storage refused it. */
export async function storeDiscussion(dealId: string): Promise<boolean> {
  const answer = (await fetchJsonAnswer(`/api/deals/${encodeURIComponent(dealId)}/discussion`)) as
    | DiscussionAnswer
    | undefined;
  if (answer?.dealId !== dealId || !Array.isArray(answer.comments)) return false;
  // The ended deal is parsed as every deal from the network is; the schema (and zod) loads only for one.
  const ended = answer.endedDeal
    ? (await import('@shared/deal/deal-schema')).normalizeDeal(answer.endedDeal, 'own')
    : undefined;
  try {
    await saveDiscussion({ ...answer, endedDeal: ended?.ok ? ended.deal : undefined });
    return true;
  } catch (error) {
    console.warn('The discussion could not be stored on this device:', error);
    return false;
  }
}
