// One view of a deal page, for the operators' click-through rate: the page itself reports the open because
// the server does not see all of them (the service worker may answer from its shell, moving between the
// app's screens loads no page, and a page prefetched by Speculation Rules is not an open). Sent once per
// open, and only online: an open offline is not counted (nobody could click out from it either). A beacon
// outlives the page and never delays it; the server answers 204 and leaves robots that name themselves out.
// No React: the entry counts the open of a page the server drew (src/app/start-page.ts), the app the opens
// it draws itself (deal-detail/count-view.ts).
import { dealViewApi } from '@shared/deal/deal-views';

let countedAtLoad: string | undefined;

/** Reports one view of the deal. */
export function countView(dealId: string): void {
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(dealViewApi(dealId));
}

/** The entry's count of the deal page the browser loaded. */
export function countViewAtLoad(dealId: string): void {
  countedAtLoad = dealId;
  countView(dealId);
}

/** True, once, when the app first shows the deal whose page the entry counted: the same open. */
export function takeViewCountedAtLoad(dealId: string): boolean {
  if (countedAtLoad !== dealId) return false;
  countedAtLoad = undefined;
  return true;
}
