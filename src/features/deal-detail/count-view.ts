// One view of a deal page, for the operators' click-through rate: the page itself reports the open because
// the server does not see most of them as pages (moving between screens loads no page, the service worker
// answers page loads from its cached shell offline), and sees pages nobody opened (Speculation Rules prefetch
// them). Sent once per opened deal, not on every redraw, and only online:
// an open offline is not counted (nobody could click out from it either). A beacon outlives the page and
// never delays it; the server answers 204 and leaves robots that name themselves out of the count.
import { isOnline } from '@lib/online-status';
import { dealViewApi } from '@shared/deal/deal-views';
import { useEffect, useRef } from 'react';

/** Reports one view of the deal once it is shown (dealId undefined while it is not). */
export function useCountedView(dealId: string | undefined): void {
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!dealId || counted.current === dealId || !isOnline()) return;
    if (typeof navigator.sendBeacon !== 'function') return;
    counted.current = dealId;
    navigator.sendBeacon(dealViewApi(dealId));
  }, [dealId]);
}
