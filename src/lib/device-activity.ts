// What this device remembers of the shopper's own browsing, for "For you" alone: the deals opened lately and
// those clicked out to the shop. Kept in this browser's storage and never sent anywhere.
import type { Deal } from '@shared/deal/deal';

const ACTIVITY_KEY = 'rarefinds:activity';
const OPENED_KEPT = 30;
const CLICKED_KEPT = 200;

export type OpenedDeal = Pick<Deal, 'id' | 'store' | 'affiliateUrl' | 'category'>;

export interface DeviceActivity {
  opened: OpenedDeal[];
  clickedOut: string[];
}

export function readActivity(): DeviceActivity {
  try {
    const stored = JSON.parse(localStorage.getItem(ACTIVITY_KEY) ?? '{}') as Partial<DeviceActivity>;
    return {
      opened: Array.isArray(stored.opened)
        ? stored.opened.filter((deal) => typeof deal?.id === 'string')
        : [],
      clickedOut: Array.isArray(stored.clickedOut)
        ? stored.clickedOut.filter((id) => typeof id === 'string')
        : [],
    };
  } catch {
    return { opened: [], clickedOut: [] };
  }
}

function write(activity: DeviceActivity): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify(activity));
  } catch {
    // Storage full or blocked: "For you" knows less, nothing else is lost.
  }
}

/** Whether this device remembers anything of the shopper's browsing. */
export function hasDeviceActivity(): boolean {
  const { opened, clickedOut } = readActivity();
  return opened.length > 0 || clickedOut.length > 0;
}

export function rememberOpened({ id, store, affiliateUrl, category }: OpenedDeal): void {
  const activity = readActivity();
  write({
    ...activity,
    opened: [
      { id, store, affiliateUrl, category },
      ...activity.opened.filter((deal) => deal.id !== id),
    ].slice(0, OPENED_KEPT),
  });
}

export function rememberClickOut(dealId: string): void {
  const activity = readActivity();
  write({
    ...activity,
    clickedOut: [dealId, ...activity.clickedOut.filter((id) => id !== dealId)].slice(0, CLICKED_KEPT),
  });
}
