// GET /api/affiliate-deals: the affiliate provider's deals, fetched through the server (which holds the
// provider's key). A failure never fails the sync: it is logged and the list is empty (spec §7).
import { fetchJson } from '@lib/http';
import { AFFILIATE_DEALS_ENDPOINT } from '@shared/deal/deal-api';
import { AFFILIATE_FETCH_ERROR_LOG } from '@shared/worker-protocol/sync-texts';

/** The raw affiliate items (validated by the caller), or [] when the provider cannot be reached. */
export async function fetchAffiliateDeals(signal?: AbortSignal): Promise<unknown[]> {
  try {
    const response = await fetchJson(AFFILIATE_DEALS_ENDPOINT, { signal });
    if (response.status === 304) return [];
    if (!Array.isArray(response.data))
      throw new Error(`${AFFILIATE_DEALS_ENDPOINT} did not answer a list of deals`);
    return response.data;
  } catch (error) {
    if ((error as { name?: unknown })?.name === 'AbortError') throw error;
    console.error(AFFILIATE_FETCH_ERROR_LOG, error);
    return [];
  }
}
