// The member's follows and mutes between this device and the server: fetched with the account, and changed
// through the one outbox (src/lib/outbox) with an idempotency key made when the member acts, so a change
// made offline is sent once when the connection is back. The deal page and the account page both change
// them, so the requests live here rather than in either feature.
import { callApi } from '@lib/api-client';
import { loadCache } from '@lib/db/load-cache';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { type KeptWriteResult, keepAndAwait } from '@lib/outbox/await-outcome';
import { queueWrite } from '@lib/outbox/outbox';
import { FOLLOWS_API, type FollowEntry, type FollowsAnswer } from '@shared/discovery/follows';

/** Fetches the member's follows and mutes and keeps them on this device. */
export async function refreshFollows(memberId: string): Promise<FollowsAnswer> {
  const answer = await callApi<FollowsAnswer>(FOLLOWS_API.follows);
  await (await loadCache()).saveFollows(memberId, answer);
  return answer;
}

export interface FollowChangeRequest {
  list: 'follows' | 'mutes';
  action: 'add' | 'remove';
  kind: string;
  target: string;
  /** The name the page shows until the server's answer names it. */
  label: string;
}

const parseAnswer = (body: string): FollowsAnswer | undefined => {
  try {
    const answer = JSON.parse(body) as FollowsAnswer;
    return Array.isArray(answer?.follows) && Array.isArray(answer?.mutes) ? answer : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Follows, mutes or undoes one, shown at once on this device and sent through the outbox. Resolves to how the
 * first attempt ended: a refusal is let go and the device's copy taken from the server again; a write kept
 * for later counts as made (it is sent by itself).
 */
export async function changeFollow(memberId: string, change: FollowChangeRequest): Promise<KeptWriteResult> {
  const cache = await loadCache();
  const { list, action, kind, target, label } = change;
  const entry: FollowEntry = { kind, target, label, createdAt: new Date().toISOString() };
  await cache.applyFollowChange(memberId, { list, action, entry });
  const result = await keepAndAwait('follow', () =>
    queueWrite({
      kind: 'follow',
      payload: { action: `${list}-${action}`, kind, target },
      request: {
        // Absolute: the service worker sends kept writes too, and compares origins to add the key.
        url: new URL(FOLLOWS_API[list], location.origin).href,
        method: action === 'add' ? 'PUT' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, target }),
      },
    }),
  );
  if (result.type === 'sent') {
    const answer = parseAnswer(result.body);
    if (answer) await cache.saveFollows(memberId, answer);
  } else if (result.type === 'refused') {
    await discardOutboxEntry(result.id);
    await cache.applyFollowChange(memberId, { list, action: action === 'add' ? 'remove' : 'add', entry });
    await refreshFollows(memberId).catch(() => {});
  }
  return result;
}
