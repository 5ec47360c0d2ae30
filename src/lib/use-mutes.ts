// The signed-in member's follows and mutes as screens read them, from this device's copy
// (src/lib/db/follows-store.ts), and the listings' hiding of muted deals. A visitor has none. Like every
// cache read, nothing is known in the first render, so a page the server drew is taken over as drawn and the
// muted deals leave it once the member's mutes are read.
import type { DealList } from '@shared/deal/deal-list';
import { type FollowEntry, type FollowKind, isMuted, type MuteKind } from '@shared/discovery/follows';
import { createStoreMatcher, type DealStoreFacts } from '@shared/store/store-matching';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useCacheQuery } from './db/use-cache-query';
import { memberAtom } from './member/member-state';

export interface MemberFollows {
  memberId: string;
  follows: readonly FollowEntry<FollowKind>[];
  mutes: readonly FollowEntry<MuteKind>[];
  /** The slug of a deal's store, as the store directory on this device finds it. */
  storeSlugOf: (deal: DealStoreFacts) => string;
}

/**
 * The member's follows and mutes; undefined for a visitor and until this device's copy is read (none kept
 * yet reads as none).
 */
export function useMemberFollows(): MemberFollows | undefined {
  const memberId = useAtomValue(memberAtom)?.id;
  const stored = useCacheQuery(
    memberId
      ? async (cache) => {
          const [follows, directory] = await Promise.all([
            cache.readFollows(memberId),
            cache.readStoreDirectory(),
          ]);
          return { follows, stores: directory?.stores ?? [] };
        }
      : null,
    [memberId],
  );
  return useMemo(() => {
    if (!memberId || !stored) return undefined;
    const matcher = createStoreMatcher(stored.stores);
    return {
      memberId,
      follows: (stored.follows?.follows ?? []) as FollowEntry<FollowKind>[],
      mutes: (stored.follows?.mutes ?? []) as FollowEntry<MuteKind>[],
      storeSlugOf: (deal: DealStoreFacts) => matcher.slugOf(deal),
    };
  }, [memberId, stored]);
}

/** The member's mutes, with how to find a deal's store; undefined for a visitor, until read, or with none. */
export function useMutes(): Pick<MemberFollows, 'mutes' | 'storeSlugOf'> | undefined {
  const follows = useMemberFollows();
  return follows && follows.mutes.length > 0 ? follows : undefined;
}

/** The list without the deals the mutes hide, and how many they hid. */
export function withoutMuted(
  list: DealList,
  mutes: Pick<MemberFollows, 'mutes' | 'storeSlugOf'> | undefined,
): { list: DealList; hidden: number } {
  if (!mutes) return { list, hidden: 0 };
  const deals = list.deals.filter((deal) => !isMuted(deal, mutes.mutes, mutes.storeSlugOf));
  const hidden = list.deals.length - deals.length;
  if (hidden === 0) return { list, hidden };
  return { list: { ...list, deals, total: list.total - hidden }, hidden };
}

export interface HiddenByMutes {
  /** The list to draw: without the muted deals, unless the member chose to see them. */
  list: DealList | undefined;
  /** How many deals the mutes hide (0 when shown). */
  hidden: number;
  /** Shows the hidden deals, or hides them again. */
  shown: boolean;
  toggle: () => void;
}

/** A listing's deals as the member's mutes leave them, with the choice to see the hidden ones. */
export function useHiddenByMutes(list: DealList | undefined): HiddenByMutes {
  const mutes = useMutes();
  const [shown, setShown] = useState(false);
  const result = useMemo(() => (list ? withoutMuted(list, mutes) : { list, hidden: 0 }), [list, mutes]);
  return {
    list: shown ? list : result.list,
    hidden: result.hidden,
    shown,
    toggle: () => setShown((value) => !value),
  };
}
