// "For you" from what this device holds: the running deals, the wishlist, the votes kept with the deals'
// discussions, the member's follows, mutes and alert rules, and the deals opened and clicked out here
// (src/lib/device-activity.ts). Worked out here; nothing of it is sent.
import type { Deal } from '@shared/deal/deal';
import { isMuted } from '@shared/discovery/follows';
import { type ForYouPick, forYou } from '@shared/discovery/for-you';
import { createStoreMatcher } from '@shared/store/store-matching';
import type { DeviceActivity } from '../device-activity';
import { readAlertRules } from './alert-store';
import { db } from './database';
import { databaseReader } from './deal-readers';
import { readFollows } from './follows-store';

export async function readForYouPicks(
  memberId: string | null,
  activity: DeviceActivity,
  now: number,
  size?: number,
): Promise<ForYouPick[]> {
  const [running, saved, discussions, directory, follows, rules] = await Promise.all([
    databaseReader.active(now) as Promise<Deal[]>,
    db.wishlist.toArray(),
    db.discussions.toArray(),
    db.storeDirectory.get('current'),
    memberId ? readFollows(memberId) : null,
    memberId ? readAlertRules(memberId) : null,
  ]);
  const matcher = createStoreMatcher(directory?.stores ?? []);
  const storeSlugOf = (deal: Pick<Deal, 'store' | 'affiliateUrl'>) => matcher.slugOf(deal);
  const byId = new Map(running.map((deal) => [deal.id, deal]));
  const votedHot = discussions
    .filter((row) => row.vote === 'hot')
    .flatMap((row) => byId.get(row.dealId) ?? []);
  const votedCold = discussions.filter((row) => row.vote === 'cold').map((row) => row.dealId);
  const mutes = follows?.mutes ?? [];
  const storeNames = new Map((directory?.stores ?? []).map((store) => [store.slug, store.name]));
  return forYou(
    running,
    {
      followedStores: (follows?.follows ?? [])
        .filter((entry) => entry.kind === 'store')
        .map((entry) => ({ slug: entry.target, name: storeNames.get(entry.target) ?? entry.label })),
      followedCategories: (follows?.follows ?? [])
        .filter((entry) => entry.kind === 'category')
        .map((entry) => entry.target),
      alertRules: (rules?.rules ?? []).filter((rule) => !rule.paused),
      liked: [...saved.map((row) => row.deal), ...votedHot],
      opened: activity.opened,
      excluded: new Set([...votedCold, ...activity.clickedOut]),
      isMuted: (deal) => isMuted(deal, mutes, storeSlugOf),
      storeSlugOf,
    },
    size,
  );
}
