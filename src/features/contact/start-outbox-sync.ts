import { importWithRetry } from '@lib/retry-import';

/**
 * Called once at start-up: loads what tells the visitor about kept messages (its own small chunk), whichever
 * page opens. Resolves once it listens.
 */
export async function startContactOutbox(): Promise<void> {
  const { startContactOutboxNotices } = await importWithRetry(
    () => import('./outbox-notices'),
    'The outbox notices',
  );
  await startContactOutboxNotices();
}
