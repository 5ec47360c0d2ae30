// A deal's discussion written through the API as the deal page's forms send it (the forms themselves are
// tested in community.spec.ts): a member's comment, review and vote, for the specs that read them.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { VoteDirection } from '../../../src/shared/community/community';

export interface Discussion {
  comment?: string;
  review?: { rating: number; text: string };
  vote?: VoteDirection;
}

/** Writes `discussion` on the deal as the signed-in `member` of the page's server. */
export async function writeDiscussion(
  member: Page,
  dealId: string,
  { comment, review, vote }: Discussion,
): Promise<void> {
  const origin = new URL(member.url()).origin;
  const api = (rest: string) => `${origin}/api/deals/${encodeURIComponent(dealId)}/${rest}`;
  const headers = () => ({ origin, 'idempotency-key': randomUUID() });
  const taken = async (answer: Promise<{ ok(): boolean }>) =>
    expect((await answer).ok(), 'the write is taken').toBe(true);
  if (comment)
    await taken(
      member.request.post(api('comments'), { headers: headers(), data: { id: randomUUID(), body: comment } }),
    );
  if (review)
    await taken(
      member.request.post(api('reviews'), { headers: headers(), data: { id: randomUUID(), ...review } }),
    );
  if (vote) await taken(member.request.put(api('vote'), { headers: headers(), data: { direction: vote } }));
}
