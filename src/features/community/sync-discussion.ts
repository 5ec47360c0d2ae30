// Brings a deal's discussion (comments, members' reviews, the reader's vote and reports) into the device's
// database when its page opens. Screens read it from there, so it stays readable offline; without a
// connection the copy from the last visit stands.
import { saveDiscussion } from '@lib/db/community-store';
import type { DiscussionAnswer } from '@shared/community/community';

export async function refreshDiscussion(dealId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/deals/${encodeURIComponent(dealId)}/discussion`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return; // Offline: the stored copy stands.
  }
  if (!response.ok) {
    // Refused (e.g. no such deal): the stored copy stands. The unread answer is let go, or the browser
    // would hold the request open for as long as the page lives.
    await response.body?.cancel().catch(() => {});
    return;
  }
  const answer = (await response.json()) as DiscussionAnswer;
  if (answer?.dealId !== dealId || !Array.isArray(answer.comments)) return;
  // The ended deal is parsed as every deal from the network is; the schema (and zod) loads only for one.
  const ended = answer.endedDeal
    ? (await import('@shared/deal/deal-schema')).normalizeDeal(answer.endedDeal, 'own')
    : undefined;
  await saveDiscussion({ ...answer, endedDeal: ended?.ok ? ended.deal : undefined });
}
