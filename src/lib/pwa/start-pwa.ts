// Start-up of everything installable-app related, called once from main.tsx. Importing this module
// also attaches the install-offer listeners (install-events.ts) before the first render.
import './install-events';
import { registerServiceWorker } from './register-service-worker';
import { reloadOnStaleChunk } from './stale-chunks';

interface PendingLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface StartPwaOptions {
  /** Where a client-side navigation still in progress is going (the router's pending location). */
  pendingLocation?: () => PendingLocation | undefined;
}

export function startPwa({ pendingLocation }: StartPwaOptions = {}): void {
  reloadOnStaleChunk(() => {
    const next = pendingLocation?.();
    return next ? `${next.pathname}${next.search}${next.hash}` : undefined;
  });
  registerServiceWorker();
}
