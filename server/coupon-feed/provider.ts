// What a coupon feed gives the site, whichever network it comes from: an adapter (rakuten.ts) asks its
// network and answers the offers in one shape; feed-round.ts stores them. An adapter throws when the list
// could not be had whole (the network away, an error status, a body it cannot read): a round then changes
// nothing, since a partial list would end every offer it left out.

/** One offer of a feed. */
export interface FeedOffer {
  /** The network's own id of the offer, stable from round to round. */
  sourceKey: string;
  /** The advertiser's name, as the network spells it. */
  storeName: string;
  /** The shop's own host when the network gives it (not the network's click host). */
  storeHost?: string;
  /** Empty for a sale that needs no code. */
  code: string;
  title: string;
  terms: string;
  /** Null when the network gives none: from when it is first seen. */
  startsAt: Date | null;
  /** Null when it has no end. */
  endsAt: Date | null;
  /** The network's click address, which carries the site's commission. */
  url: string;
  categories: string[];
}

export interface CouponFeedProvider {
  /** Names the provider's codes (their source keys start with it), so two networks never share a key. */
  name: string;
  fetchOffers(): Promise<FeedOffer[]>;
}

/** Where an adapter reports offers it dropped (pino's call shape, as the server's logger takes it). */
export interface FeedLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The list could not be had whole: the round keeps what it has. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

/** A network's answer may take this long, body included. */
export const FEED_TIMEOUT_MS = 10_000;
/** A larger answer is refused rather than read. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;

/**
 * GETs one page of a feed: FEED_TIMEOUT_MS for the whole answer, at most FEED_MAX_BYTES of body, redirects
 * refused (the key is sent only where the operator said). Throws FeedError for any failure.
 */
export async function fetchFeedText(url: string, headers: Record<string, string>): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  } catch (error) {
    throw new FeedError(`the feed could not be reached: ${requestFailure(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`the feed answered ${response.status} ${response.statusText}`.trim());
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > FEED_MAX_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`the feed's answer of ${declared} bytes is larger than ${FEED_MAX_BYTES}`);
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > FEED_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        throw new FeedError(`the feed's answer is larger than ${FEED_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`the feed's answer was cut: ${requestFailure(error)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A failed request in words: fetch says "fetch failed" and keeps the reason in its cause. */
function requestFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${FEED_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: unknown }).cause;
  const reason = cause instanceof Error ? cause.message : (error as Error).message;
  return reason || String(error);
}
