// "N members watch this": how many members watch the product a deal links to (GET /api/deals/:id/watchers).
// A page the server drew came with the count (the page reads without the app), and the app's first render
// draws the same; the count is asked again once the page is on screen, never holding it up. Nothing is shown
// while it is not known, when nobody watches it, offline, or when the question fails.
import { usePageAnswer } from '@lib/db/page-answers';
import { WATCH_API } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useEffect, useState } from 'react';

/** The count the drawn page was drawn with: the server's, and the app's first render's. */
const useDrawnCount = (dealId: string): number | undefined =>
  usePageAnswer(`watchers:${dealId}`, (_reader, _now, source) =>
    source.watchers?.dealId === dealId ? source.watchers.count : undefined,
  );

export function DealWatchers({ dealId }: { dealId: string }) {
  const drawn = useDrawnCount(dealId);
  // Kept past the end of the page's answers (the deal sync ends them), until the count is asked again.
  const [count, setCount] = useState(drawn ?? 0);
  useEffect(() => {
    if (!navigator.onLine) return;
    const controller = new AbortController();
    fetch(WATCH_API.dealWatchers(dealId), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { count?: unknown } | null) => {
        const watching = answer?.count;
        if (typeof watching === 'number' && Number.isInteger(watching) && watching >= 0) setCount(watching);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [dealId]);
  return count > 0 ? <p className="deal-detail__watchers">{WATCH_TEXTS.watchersLine(count)}</p> : null;
}
