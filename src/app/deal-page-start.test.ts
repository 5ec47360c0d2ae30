// A deal page the browser loaded does, without the app, what the app did as the page opened: it counts the
// open, remembers it (and a click out to the shop) for "For you", and has the sync's worker keep the deal's
// price history and discussion for offline.

import { HELPFUL_VOTES_STORAGE_KEY } from '@features/deal-detail/state';
import { takeViewCountedAtLoad } from '@lib/count-view';
import { readActivity } from '@lib/device-activity';
import { NEEDS_CONNECTION_ATTRIBUTE } from '@lib/early-interactions';
import { OPENED_DEAL_SCRIPT_ID } from '@shared/discovery/opened-deal';
import { nextTasks } from '@tests/support/next-tasks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const jobs = vi.hoisted(() => [] as { type: string }[]);
/** How many reviews of the deal the device keeps, as the sync's worker counts them. */
const device = vi.hoisted(() => ({ ownReviews: 0 }));
vi.mock('@features/deal-sync/sync-in-worker', () => ({
  runInSyncWorker: async (job: { type: string }) => {
    jobs.push(job);
    return job.type === 'countOwnReviews' ? { ownReviews: device.ownReviews } : { stored: true };
  },
}));

const { keepDiscussionOf, startDealPage } = await import('./deal-page-start');

const KETTLE = {
  id: 'kettle',
  store: 'Kettle Shop',
  affiliateUrl: 'https://kettle-shop.example/glass',
  category: 'home-garden',
};

/** The drawn deal page: its deal named for the entry, and its Get This Deal link. */
function drawDealPage({ withLink = true } = {}): HTMLAnchorElement | null {
  document.head.innerHTML = `<script type="application/json" id="${OPENED_DEAL_SCRIPT_ID}">${JSON.stringify(KETTLE)}</script>`;
  document.body.innerHTML = withLink
    ? `<div id="root"><a href="/go/kettle" target="_blank" ${NEEDS_CONNECTION_ATTRIBUTE}>Get This Deal</a></div>`
    : '<div id="root"><h1>Glass Kettle</h1></div>';
  return document.querySelector('a');
}

let beacons: string[];
const startApp = vi.fn();

beforeEach(() => {
  jobs.length = 0;
  device.ownReviews = 0;
  startApp.mockReset();
  localStorage.clear();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string) => {
      beacons.push(url);
      return true;
    },
  });
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  takeViewCountedAtLoad('kettle');
  vi.restoreAllMocks();
});

describe('a deal page the browser loaded', () => {
  it('counts the open, remembers it for "For you", and keeps the deal’s history and discussion', async () => {
    drawDealPage();
    startDealPage('kettle', startApp);
    expect(beacons).toEqual(['/api/deals/kettle/view']);
    expect(readActivity().opened).toEqual([KETTLE]);
    expect(jobs).toEqual([
      { type: 'storePriceHistory', dealId: 'kettle' },
      { type: 'storeDiscussion', dealId: 'kettle' },
      { type: 'countOwnReviews', dealId: 'kettle' },
    ]);
    // Nothing on this device that only the app shows: the page is read without it.
    await nextTasks(2);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('starts the app at once where this device keeps the shopper’s own reviews of the deal', async () => {
    drawDealPage();
    device.ownReviews = 1;
    startDealPage('kettle', startApp);
    await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
  });

  it('starts the app at once where the shopper marked the deal’s reviews helpful on this device', async () => {
    drawDealPage();
    localStorage.setItem(HELPFUL_VOTES_STORAGE_KEY, JSON.stringify({ 'lamp:r1': true, 'kettle:r2': true }));
    startDealPage('kettle', startApp);
    await vi.waitFor(() => expect(startApp).toHaveBeenCalled());
  });

  it('remembers a click out to the shop, online', () => {
    const link = drawDealPage()!;
    // A click opens the shop in a new tab; here it goes nowhere.
    link.addEventListener('click', (event) => event.preventDefault());
    startDealPage('kettle', startApp);
    link.click();
    expect(readActivity().clickedOut).toEqual(['kettle']);
  });

  it('counts no open where the page shows no deal to go to', () => {
    drawDealPage({ withLink: false });
    startDealPage('kettle', startApp);
    expect(beacons).toEqual([]);
  });

  it('leaves the app’s first open of that deal to what was asked, and keeps those it opens later', async () => {
    drawDealPage();
    startDealPage('kettle', startApp);
    await nextTasks(2);
    jobs.length = 0;
    keepDiscussionOf('kettle');
    expect(jobs).toEqual([]);
    keepDiscussionOf('lamp');
    keepDiscussionOf('kettle');
    expect(jobs).toEqual([
      { type: 'storeDiscussion', dealId: 'lamp' },
      { type: 'storeDiscussion', dealId: 'kettle' },
    ]);
  });
});
