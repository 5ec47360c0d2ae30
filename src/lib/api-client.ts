// JSON requests to our own API that change something (accounts, wishlist): one place that sends them
// and turns every failure into an ApiCallError a form can show: the server's message and the problem
// per field, or, when the server could not be reached at all, a network failure.
import { apiErrorSchema } from '@shared/account/account-api';

export class ApiCallError extends Error {
  /** null when the request never got an answer (offline, server unreachable). */
  readonly status: number | null;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;

  constructor(message: string, status: number | null, code?: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiCallError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  get isNetworkFailure(): boolean {
    return this.status === null;
  }
}

const NETWORK_FAILURE = 'network';

/**
 * Sends `body` as JSON (or nothing, for GET) and resolves to the parsed answer (undefined when empty). A
 * write sent again after a lost answer carries the same `idempotencyKey`, so the server acts on it once.
 */
export async function callApi<T = unknown>(
  url: string,
  options: { method?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  const { body, idempotencyKey } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiCallError((error as Error)?.message ?? NETWORK_FAILURE, null);
  }
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(data);
    throw error.success
      ? new ApiCallError(error.data.message, response.status, error.data.code, error.data.fields)
      : new ApiCallError(`The server answered ${response.status}.`, response.status);
  }
  return data as T;
}
