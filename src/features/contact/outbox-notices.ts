// Loaded at start-up: tells the visitor, on whatever page is open, how each kept message's attempt ended (the
// outbox may have sent it from another tab or the service worker), and gives messages kept by earlier
// versions (always for EmailJS) the request that sends them.
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import { showToast } from '@lib/toast';
import { emailStatusText, QUEUED_MESSAGE_SENT, queuedMessageFailed } from '@shared/site/contact-texts';
import type { OutboxEvent } from '@shared/worker-protocol/outbox-messages';
import { type EmailJsConfig, readEmailJsConfig } from './emailjs-config';

function noticeFor({ kind, outcome }: OutboxEvent): void {
  if (kind !== 'contact') return;
  if (outcome.type === 'sent') showToast('success', QUEUED_MESSAGE_SENT);
  // Without a connection nothing is said: the message simply waits, as the page already says.
  else if (outcome.type !== 'offline')
    showToast('error', queuedMessageFailed(emailStatusText(outcome.status, outcome.reason)));
}

let started: Promise<void> | null = null;

/**
 * Starts the notices once (later calls share the first). Start the outbox once this has resolved, so no
 * outcome goes untold.
 */
export function startContactOutboxNotices(config = readEmailJsConfig()): Promise<void> {
  started ??= start(config);
  return started;
}

async function start(config: EmailJsConfig | null): Promise<void> {
  onOutboxEvent(noticeFor);
  if (!config) return;
  const { fillContactRequests } = await import('./fill-contact-requests');
  await fillContactRequests(config);
}
