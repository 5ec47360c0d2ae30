// The site's own message endpoint (POST /api/messages), used when no e-mail service is configured. It fails
// the way the e-mail client does ({ status, text } for an answer, a TypeError when none came), so the form
// treats both alike.
import type { ContactMessage } from '@shared/site/contact-message';
import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';

const MESSAGES_PATH = '/api/messages';

/** The request that sends a message; the outbox adds the Idempotency-Key when it sends a kept one. */
export const siteMessageRequest = (message: ContactMessage): OutboxRequest => ({
  url: new URL(MESSAGES_PATH, window.location.origin).href,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(message),
});

/** Sends now, under `key`: if the answer is lost and the outbox sends it again, the site keeps one message. */
export async function sendSiteMessage(message: ContactMessage, key: string): Promise<void> {
  const request = siteMessageRequest(message);
  const response = await fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, 'Idempotency-Key': key },
    body: request.body,
    credentials: 'same-origin',
  });
  if (response.ok) return;
  const text = await response.text();
  let reason = text;
  try {
    reason = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    // A plain-text answer is its own reason.
  }
  throw { status: response.status, text: reason };
}
