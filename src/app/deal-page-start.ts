// What a deal page the browser loaded does at once, with or without the app (docs/decisions/0047): it counts
// the open (a beacon), remembers it on this device for "For you" (and a click out to the shop), and has the
// sync's worker keep the deal's price history and discussion for offline. No React and no database here: a
// shopper who only reads the page never needs them. The app does the same for the deals it opens itself (a
// later navigation), and leaves alone what was done here already. Where this device keeps something the
// page shows that the server cannot draw (the shopper's own reviews of the deal, their Helpful marks on its
// reviews), only the app can show it: it starts at once.
import { hasHelpfulVotesOn } from '@features/deal-detail/state';
import { runInSyncWorker } from '@features/deal-sync/sync-in-worker';
import { countViewAtLoad } from '@lib/count-view';
import { rememberClickOut, rememberOpened } from '@lib/device-activity';
import { NEEDS_CONNECTION_ATTRIBUTE } from '@lib/early-interactions';
import { OPENED_DEAL_SCRIPT_ID, type OpenedDeal, toOpenedDeal } from '@shared/discovery/opened-deal';

/** The deal whose discussion the page asked to keep as it loaded, until the app opens it. */
let discussionKeptAtLoad: string | undefined;

/** The deal the drawn page names (script#opened-deal); null on a page that names none (the offline shell). */
function openedDealOf(doc: Document): OpenedDeal | null {
  const text = doc.getElementById(OPENED_DEAL_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return toOpenedDeal(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Whether this device keeps reviews of the deal written here, or this shopper's Helpful marks on its reviews. */
async function keepsWhatOnlyTheAppShows(dealId: string): Promise<boolean> {
  if (hasHelpfulVotesOn(dealId)) return true;
  const answer = await runInSyncWorker({ type: 'countOwnReviews', dealId });
  return answer !== null && 'ownReviews' in answer && answer.ownReviews > 0;
}

export function startDealPage(dealId: string, startApp: () => void, doc: Document = document): void {
  // Only a page that shows the deal's Get This Deal link counts: one the server found no deal for is no open.
  const getThisDeal = doc.querySelector<HTMLAnchorElement>(`a[${NEEDS_CONNECTION_ATTRIBUTE}]`);
  if (getThisDeal) countViewAtLoad(dealId);
  const opened = openedDealOf(doc);
  if (opened?.id === dealId) rememberOpened(opened);
  // Until the app takes the page over, Get This Deal is the browser's own link. Once it has, the app's
  // handler remembers the click out too: remembering it twice is remembering it once.
  getThisDeal?.addEventListener('click', () => {
    if (navigator.onLine) rememberClickOut(dealId);
  });
  void runInSyncWorker({ type: 'storePriceHistory', dealId });
  discussionKeptAtLoad = dealId;
  void runInSyncWorker({ type: 'storeDiscussion', dealId });
  keepsWhatOnlyTheAppShows(dealId)
    .then((keeps) => {
      if (keeps) startApp();
    })
    .catch((error: unknown) => console.error('The reviews kept on this device could not be counted:', error));
}

/**
 * Keeps the discussion of a deal the app opens, through the sync's worker, so it reads offline after. The
 * deal whose page the browser loaded was asked for already: the app's first open of it asks nothing.
 */
export function keepDiscussionOf(dealId: string): void {
  if (discussionKeptAtLoad === dealId) {
    discussionKeptAtLoad = undefined;
    return;
  }
  void runInSyncWorker({ type: 'storeDiscussion', dealId });
}
