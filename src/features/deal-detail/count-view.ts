// The app's count of each deal it shows (src/lib/count-view.ts says why the page counts): once per opened
// deal, not on every redraw. The deal page the browser loaded was counted by the entry already.
import { countView, takeViewCountedAtLoad } from '@lib/count-view';
import { useEffect, useRef } from 'react';

/** Reports one view of the deal once it is shown (dealId undefined while it is not). */
export function useCountedView(dealId: string | undefined): void {
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!dealId || counted.current === dealId) return;
    counted.current = dealId;
    if (!takeViewCountedAtLoad(dealId)) countView(dealId);
  }, [dealId]);
}
