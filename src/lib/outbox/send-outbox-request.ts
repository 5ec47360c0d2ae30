// Sends one kept write and says how it ended, in the terms the outbox keeps (OutboxOutcome). No DOM: the
// service worker sends with it too.
import type { OutboxOutcome, OutboxRequest } from '@shared/worker-protocol/outbox-messages';

/**
 * A send that has had no answer by now is abandoned and tried again later. Well inside the claim's lease
 * (OUTBOX_LEASE_MS), so a live sender always settles its item before anyone may take it over.
 */
export const SEND_TIMEOUT_MS = 30_000;

/** Kept reasons stay short: a server's error page is not worth storing whole. */
const MAX_REASON_LENGTH = 200;

const isRetryable = (status: number) => status === 408 || status === 429 || status >= 500;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The reason a refusal gives: our server's `{ message }`, or the answer's text. */
function reasonOf(status: number, text: string): string {
  const message = (parseJson(text) as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message.slice(0, MAX_REASON_LENGTH);
  return text.trim().slice(0, MAX_REASON_LENGTH) || `Error ${status}`;
}

/** Our server's problem per field (`{ fields: { maxPrice: '…' } }`), each kept as short as a reason. */
function fieldsOf(text: string): Record<string, string> | undefined {
  const fields = (parseJson(text) as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const kept = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return kept.length > 0
    ? Object.fromEntries(kept.map(([name, message]) => [name, message.slice(0, MAX_REASON_LENGTH)]))
    : undefined;
}

/**
 * Our own server gets the idempotency key as `Idempotency-Key`, and stores it with the write's effect, so a
 * replay has no second effect. Other origins get the request as built: an unknown header would make the
 * browser ask their permission first (CORS), which they may refuse.
 */
function headersFor(request: OutboxRequest, key: string, ownOrigin: string): Record<string, string> {
  return new URL(request.url).origin === ownOrigin
    ? { ...request.headers, 'Idempotency-Key': key }
    : request.headers;
}

export async function sendOutboxRequest(
  request: OutboxRequest,
  key: string,
  ownOrigin: string = self.location.origin,
): Promise<OutboxOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: headersFor(request, key, ownOrigin),
      body: request.body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    return { type: 'offline', reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return { type: 'sent', status: response.status, body: text };
  const reason = reasonOf(response.status, text);
  if (isRetryable(response.status)) return { type: 'retry', status: response.status, reason };
  const fields = fieldsOf(text);
  return { type: 'rejected', status: response.status, reason, ...(fields ? { fields } : {}) };
}
