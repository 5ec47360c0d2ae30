// The start-up jobs a page hands to the deal sync's worker (docs/decisions/0039): each touches the device's
// database, so on the page it would evaluate Dexie and open IndexedDB on the main thread before the shopper
// has asked for anything. In the worker they cost the page nothing.

import { clearAccountData } from '@lib/db/account-store';
import { takeUnseenAlerts } from '@lib/db/alert-store';
import { countDueOutbox } from '@lib/db/outbox-store';
import { countUserReviews } from '@lib/db/review-store';
import { storeDiscussion } from '@lib/store-discussion';
import { storePriceHistory } from '@lib/store-price-history';

export type WorkerJob =
  /** How many writes kept on this device wait to be sent (the app sends them, and says how it went). */
  | { type: 'countKeptWrites' }
  /** Forget a signed-out account's data kept on this device. */
  | { type: 'forgetAccountData' }
  /** How many alerts the service worker counted on the app's badge since they were last seen (now zero). */
  | { type: 'takeUnseenAlerts' }
  /** Keep the price history of the deal whose page is open, so it reads offline next time. */
  | { type: 'storePriceHistory'; dealId: string }
  /** Keep the discussion of the deal whose page is open (comments, reviews, the reader's vote), likewise. */
  | { type: 'storeDiscussion'; dealId: string }
  /** How many reviews of the deal whose page is open the shopper wrote on this device (the app shows them). */
  | { type: 'countOwnReviews'; dealId: string };

export type WorkerJobAnswer =
  | { done: true }
  | { keptWrites: number }
  | { unseenAlerts: number }
  | { stored: boolean }
  | { ownReviews: number };

export async function runWorkerJob(job: WorkerJob): Promise<WorkerJobAnswer> {
  switch (job.type) {
    case 'countKeptWrites':
      return { keptWrites: await countDueOutbox() };
    case 'forgetAccountData':
      await clearAccountData();
      return { done: true };
    case 'takeUnseenAlerts':
      return { unseenAlerts: await takeUnseenAlerts() };
    case 'storePriceHistory':
      return { stored: await storePriceHistory(job.dealId) };
    case 'storeDiscussion':
      return { stored: await storeDiscussion(job.dealId) };
    case 'countOwnReviews':
      return { ownReviews: await countUserReviews(job.dealId) };
  }
}
