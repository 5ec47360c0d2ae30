import { importWithRetry } from '@lib/retry-import';
import { readEmailJsConfig } from './emailjs-config';

/**
 * Called once at start-up: when an e-mail service is configured, loads the outbox sender (its own small
 * chunk) so messages queued in an earlier visit go as soon as the browser is online, whichever page opens.
 */
export function startContactOutbox(): void {
  if (!readEmailJsConfig()) return;
  importWithRetry(() => import('./outbox-flusher'), 'The outbox sender')
    .then(({ startContactOutboxSync }) => startContactOutboxSync())
    .catch((error: unknown) => console.error('Sending queued messages failed:', error));
}
