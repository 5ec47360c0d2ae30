// Each deal's price history and last link check as last fetched (src/shared/price-history/price-history.ts), kept so the
// deal page shows them offline. Screens read them from here; only the deal page's sync writes them.
import type { PriceHistoryAnswer } from '@shared/price-history/price-history';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PriceHistoryRow } from './database';

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
