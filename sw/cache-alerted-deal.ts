// A pushed alert's deal goes into the device's deal cache as the alert arrives, so a click on the
// notification opens the deal's page offline too (and the notification's Save finds it), even for a deal
// imported after the device's last sync. When the deal cannot be fetched, the alert's own facts are kept,
// so the deal's page can at least say what the alert said.
import { keepAlertedDealFacts } from '../src/lib/db/alert-store';
import { applyDealDelta } from '../src/lib/db/deal-store';
import type { AlertPayload } from '../src/shared/alerts/alerts';
import type { Deal } from '../src/shared/deal/deal';
import { DEALS_ENDPOINT } from '../src/shared/deal/deal-api';
import { normalizeDeal } from '../src/shared/deal/deal-schema';

/** The deal as the server lists it now; null when it cannot be had (offline, gone, or not a deal). */
export async function fetchAlertedDeal(dealId: string): Promise<Deal | null> {
  try {
    const response = await fetch(`${DEALS_ENDPOINT}/${encodeURIComponent(dealId)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const normalized = normalizeDeal(await response.json(), 'own');
    return normalized.ok && normalized.deal.id === dealId ? normalized.deal : null;
  } catch {
    return null;
  }
}

/** Stores the alerted deal in the device's cache; resolves to whether the whole deal is stored. */
export async function cacheAlertedDeal(payload: AlertPayload): Promise<boolean> {
  const deal = await fetchAlertedDeal(payload.dealId);
  if (deal) {
    const written = await applyDealDelta({ upserts: [deal], removed: [] });
    if (written.persisted) return true;
  }
  await keepAlertedDealFacts(payload);
  return false;
}
