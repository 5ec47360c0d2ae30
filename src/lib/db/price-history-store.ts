// Each deal's price history and last link check as last fetched (src/shared/price-history/price-history.ts), kept so the
// deal page shows them offline. Screens read them from here; only the deal page's sync writes them. A page
// the server drew came with its deal's history among its answers (page-answers.ts): the deal page shows
// that one until the device holds a copy fetched after it.
import type { PriceHistoryAnswer } from '@shared/price-history/price-history';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db, type PriceHistoryRow } from './database';
import { usePageAnswer } from './page-answers';

export async function savePriceHistory(answer: PriceHistoryAnswer, now: number = Date.now()): Promise<void> {
  await db.priceHistories.put({ ...answer, fetchedAt: now });
}

/**
 * The deal's history as last fetched: null when never fetched on this device (or the device cannot store
 * it), undefined while the database answers, as on the server and in the app's first render.
 */
export const useStoredPriceHistory = (dealId: string): PriceHistoryRow | null | undefined =>
  useLiveQuery(async () => {
    try {
      return (await db.priceHistories.get(dealId)) ?? null;
    } catch (error) {
      console.warn('The stored price history could not be read:', error);
      return null;
    }
  }, [dealId]);

/**
 * The deal's history as the page the server drew had it: on the server, the one it read for the deal
 * page; in the browser, the page's answer while the page's answers are in use. Undefined otherwise.
 */
const usePagePriceHistory = (dealId: string): PriceHistoryAnswer | undefined =>
  usePageAnswer(`history:${dealId}`, (_reader, _now, source) =>
    source.priceHistory?.dealId === dealId ? source.priceHistory : undefined,
  );

/**
 * The deal's history to show: the drawn page's (what the server drew, and so the app's first render),
 * kept while the screen shows the deal until the device holds a copy fetched after the page was drawn
 * (`pageTime`); otherwise the device's copy, as `useStoredPriceHistory` answers.
 */
export function useDealPriceHistory(dealId: string, pageTime: Date): PriceHistoryAnswer | null | undefined {
  const fromPage = usePagePriceHistory(dealId);
  // Kept past the end of the page's answers (the deal sync ends them), which may come before the device
  // holds a copy of its own, or when it cannot get one.
  const [pageCopy] = useState(fromPage);
  const stored = useStoredPriceHistory(dealId);
  const drawn = pageCopy?.dealId === dealId ? pageCopy : fromPage;
  if (drawn && !(stored && stored.fetchedAt >= pageTime.getTime())) return drawn;
  return stored;
}
