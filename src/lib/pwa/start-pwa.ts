// The app's part of everything installable-app related, called once from start-app.tsx. The service worker
// is registered by the entry for every page, with or without the app (src/app/start-page.ts); importing
// this module also attaches the install-offer listeners (install-events.ts), as the entry does.
import './install-events';
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
}
