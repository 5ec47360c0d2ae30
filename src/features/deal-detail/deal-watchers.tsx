// "N members watch this": how many members watch the product a deal links to (GET /api/deals/:id/watchers).
// Asked once the page is on screen, never holding it up; nothing is shown while it is not known, when nobody
// watches it, offline, or when the question fails.
import { WATCH_API } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useEffect, useState } from 'react';

export function DealWatchers({ dealId }: { dealId: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
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
        if (typeof watching === 'number' && Number.isInteger(watching) && watching > 0) setCount(watching);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [dealId]);
  return count > 0 ? <p className="deal-detail__watchers">{WATCH_TEXTS.watchersLine(count)}</p> : null;
}
