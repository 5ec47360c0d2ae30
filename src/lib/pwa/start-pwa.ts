// Start-up of everything installable-app related, called once from start-app.tsx. Importing this module
// also attaches the install-offer listeners (install-events.ts) before the first render: Chromium may
// fire its install offer only once, early. The service worker (and workbox-window, its client) is not
// needed to show the first screen, so its registration can wait until that screen has painted.
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
  /** Runs the service worker registration when the first screen is up (default: right away). */
  deferRegistration?: (register: () => void) => void;
}

export function startPwa({ pendingLocation, deferRegistration }: StartPwaOptions = {}): void {
  reloadOnStaleChunk(() => {
    const next = pendingLocation?.();
    return next ? `${next.pathname}${next.search}${next.hash}` : undefined;
  });
  // Registering later loses nothing: workbox-window still reports a version already waiting (the update
  // prompt) and one installed afterwards; the stale-chunk reload above covers the time before it.
  if (deferRegistration) deferRegistration(() => registerServiceWorker());
  else registerServiceWorker();
}
