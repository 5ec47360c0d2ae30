import { importWithRetry } from '@lib/retry-import';
import { readEmailJsConfig } from './emailjs-config';

/**
 * Called once at start-up: when an e-mail service is configured, loads what tells the visitor about kept
 * messages (its own small chunk), whichever page opens. Resolves once it listens (at once without a service).
 */
export async function startContactOutbox(): Promise<void> {
  const config = readEmailJsConfig();
  if (!config) return;
  const { startContactOutboxNotices } = await importWithRetry(
    () => import('./outbox-notices'),
    'The outbox notices',
  );
  await startContactOutboxNotices(config);
}
