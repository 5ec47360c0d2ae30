// The external affiliate deals provider (a RapidAPI-style marketplace). Only the server knows its address
// and key; the browser asks /api/affiliate-deals. The normalised list is cached, and concurrent requests
// share one call. Each fresh list's prices are recorded (server/affiliate/affiliate-prices.ts) and its
// deals served with their price truth; when recording fails the list is served without it.
import type { FastifyBaseLogger } from 'fastify';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { isExpired } from '../../src/shared/deal/deal-rules.ts';
import { parseDealList } from '../../src/shared/deal/deal-schema.ts';
import { withoutPriceTruth } from './affiliate-prices.ts';

export const AFFILIATE_ERROR_LOG = 'Error fetching affiliate deals:';
export const AFFILIATE_UNCONFIGURED_LOG =
  'Affiliate deals provider not configured (set AFFILIATE_API_URL and AFFILIATE_API_KEY): /api/affiliate-deals returns an empty list.';

/** A provider answer larger than this is refused rather than parsed. */
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
/** After a failure, wait this long before calling the provider again. */
const FAILURE_BACKOFF_MS = 30_000;

export interface AffiliateSettings {
  url?: string;
  host?: string;
  key?: string;
  timeoutMs: number;
  cacheSeconds: number;
}

/** What the source asks of the rest of the server. */
export interface AffiliateHooks {
  /** The time deals' ends and recorded prices refer to. */
  clock?: () => Date;
  /** Records each freshly fetched list's prices and answers its deals with their price truth. */
  recordPrices?: (deals: Deal[], at: Date) => Promise<Deal[]>;
  /** Told each freshly fetched list (deal alerts match the deals new to it); its failure is only logged. */
  onFresh?: (deals: Deal[]) => Promise<void>;
}

export interface AffiliateSource {
  /** The current affiliate deals: cached, freshly fetched, or empty when unavailable. */
  list(): Promise<Deal[]>;
}

// Providers wrap their list in different envelopes; the deals are the first array found.
function itemsOf(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    for (const key of ['deals', 'data', 'results', 'items', 'products']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
      if (value && typeof value === 'object') {
        const nested = itemsOf(value);
        if (Array.isArray(nested)) return nested;
      }
    }
  }
  return undefined;
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_RESPONSE_BYTES) throw new Error(`response of ${declared} bytes is too large`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new Error('response is too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createAffiliateSource(
  settings: AffiliateSettings,
  log: FastifyBaseLogger,
  { clock = () => new Date(), recordPrices, onFresh }: AffiliateHooks = {},
): AffiliateSource {
  const configured = Boolean(settings.url && settings.key);
  let cache: { deals: Deal[]; until: number } | undefined;
  let inFlight: Promise<Deal[]> | undefined;
  let saidUnconfigured = false;

  /** The deals with the price truth our records give them; without any when recording fails. */
  async function pricedDeals(fresh: Deal[]): Promise<Deal[]> {
    const plain = fresh.map(withoutPriceTruth);
    if (!recordPrices || plain.length === 0) return plain;
    try {
      return await recordPrices(plain, clock());
    } catch (error) {
      log.error(
        { err: error },
        "The affiliate deals' prices could not be recorded; served without their history",
      );
      return plain;
    }
  }

  async function fetchDeals(): Promise<Deal[]> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-rapidapi-key': settings.key ?? '',
    };
    const host = settings.host ?? new URL(settings.url ?? '').host;
    headers['x-rapidapi-host'] = host;
    try {
      const response = await fetch(settings.url ?? '', {
        headers,
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new Error(`the provider answered ${response.status} ${response.statusText}`);
      const items = itemsOf(JSON.parse(await readLimited(response)));
      if (!items) throw new Error('the provider answer holds no list of deals');
      const parsed = parseDealList(items, 'affiliate');
      if (parsed.rejected.length > 0) {
        log.warn(
          { rejected: parsed.rejected.slice(0, 20), count: parsed.rejected.length },
          'Dropped invalid affiliate deals',
        );
      }
      const deals = await pricedDeals(parsed.deals);
      cache = { deals, until: Date.now() + settings.cacheSeconds * 1000 };
      await onFresh?.(deals).catch((error: Error) =>
        log.error({ err: error }, 'The fresh affiliate deals could not be handed to the alerts'),
      );
      return deals;
    } catch (error) {
      log.error({ err: error }, `${AFFILIATE_ERROR_LOG} ${(error as Error).message}`);
      cache = { deals: [], until: Date.now() + Math.min(FAILURE_BACKOFF_MS, settings.cacheSeconds * 1000) };
      return [];
    }
  }

  return {
    async list() {
      if (!configured) {
        if (!saidUnconfigured) log.info(AFFILIATE_UNCONFIGURED_LOG);
        saidUnconfigured = true;
        return [];
      }
      if (!cache || cache.until <= Date.now()) {
        inFlight ??= fetchDeals().finally(() => {
          inFlight = undefined;
        });
        await inFlight;
      }
      const now = clock();
      return (cache?.deals ?? []).filter((deal) => !isExpired(deal, now));
    },
  };
}
