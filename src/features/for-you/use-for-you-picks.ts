import { useCacheQuery } from '@lib/db/use-cache-query';
import { readActivity } from '@lib/device-activity';
import { memberAtom } from '@lib/member/member-state';
import type { ForYouPick } from '@shared/discovery/for-you';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

/**
 * This shopper's picks, at most `size`, worked out from what the device knows (never by the server: it knows
 * none of it); undefined until the device has answered. `now` is when the screen first drew.
 */
export function useForYouPicks(size?: number): { picks: ForYouPick[] | undefined; now: Date } {
  const memberId = useAtomValue(memberAtom)?.id ?? null;
  const [now] = useState(() => new Date());
  const picks = useCacheQuery(
    (cache) => cache.readForYouPicks(memberId, readActivity(), now.getTime(), size),
    [memberId, size],
  );
  return { picks, now };
}
