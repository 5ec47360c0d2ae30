// The app's one JSON-over-HTTP helper. Spec §9: no time-out unless the caller asks for one, and only
// statuses 200-299 count as success (304 is reported as "not modified" when an ETag was sent).

export interface FetchJsonOptions {
  signal?: AbortSignal;
  /** Milliseconds before the request is abandoned; 0 or absent means no time-out. */
  timeoutMs?: number;
  /** Sent as If-None-Match; a 304 answer then resolves to { status: 304 }. */
  etag?: string | null;
  headers?: Record<string, string>;
}

export type FetchJsonResult<T = unknown> =
  | { status: 200; data: T; etag: string | null; headers: Headers }
  | { status: 304; headers: Headers };

export type HttpErrorKind = 'status' | 'parse' | 'network' | 'timeout';

/** A failed request, with the reason in words and, for bad statuses, the status code. */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly url: string;

  constructor(
    kind: HttpErrorKind,
    url: string,
    message: string,
    status: number | null = null,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpError';
    this.kind = kind;
    this.url = url;
    this.status = status;
  }
}

const isAbort = (error: unknown) => (error as { name?: unknown })?.name === 'AbortError';

/** Combines the caller's signal with a time-out, without AbortSignal.any (older Safari). */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs || timeoutMs <= 0) return { signal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * GETs JSON. Resolves to the parsed body and ETag on 2xx, or to { status: 304 } when the ETag still
 * matches. Rejects with an HttpError on any other status, a body that is not JSON, a network failure or
 * the time-out; rejects with the AbortError itself when the caller aborts.
 */
export async function fetchJson<T = unknown>(
  url: string,
  options: FetchJsonOptions = {},
): Promise<FetchJsonResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.etag) headers['If-None-Match'] = options.etag;
  const timing = withTimeout(options.signal, options.timeoutMs);
  try {
    const transportError = (error: unknown) => {
      if (timing.timedOut()) {
        return new HttpError(
          'timeout',
          url,
          `Request to ${url} timed out after ${options.timeoutMs} ms`,
          null,
          error,
        );
      }
      if (isAbort(error)) return error;
      return new HttpError(
        'network',
        url,
        `Could not reach ${url}: ${(error as Error)?.message ?? error}`,
        null,
        error,
      );
    };
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: timing.signal });
    } catch (error) {
      throw transportError(error);
    }
    if (response.status === 304 && options.etag) return { status: 304, headers: response.headers };
    if (response.status < 200 || response.status > 299) {
      throw new HttpError(
        'status',
        url,
        `Request to ${url} failed with status ${response.status}`,
        response.status,
      );
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      throw transportError(error);
    }
    let data: T;
    try {
      data = JSON.parse(body) as T;
    } catch (error) {
      throw new HttpError('parse', url, `Response from ${url} is not valid JSON`, response.status, error);
    }
    return { status: 200, data, etag: response.headers.get('ETag'), headers: response.headers };
  } finally {
    timing.done();
  }
}
