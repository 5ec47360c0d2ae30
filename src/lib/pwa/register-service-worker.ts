// The one gateway to the service worker: registration, the "new version" and "ready offline" signals,
// and applying an update. Screens never talk to navigator.serviceWorker themselves.

import { registerSW } from 'virtual:pwa-register';
import { appStore } from '@lib/jotai-store';
import { prefetchWithoutServiceWorker } from '@lib/screen-chunks';
import type { createStore } from 'jotai';
import { offlineReadyAtom, updateAvailableAtom } from './state';
import { scheduleUpdateChecks } from './update-checks';

type Store = ReturnType<typeof createStore>;

let activateWaitingWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;

/** Registers /sw.js (after the page has loaded, so it never competes with the first render). */
export function registerServiceWorker(store: Store = appStore): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // A controller from an earlier visit means the app is already available offline.
  if (navigator.serviceWorker.controller) store.set(offlineReadyAtom, true);
  activateWaitingWorker = registerSW({
    onNeedRefresh: () => store.set(updateAvailableAtom, true),
    onOfflineReady: () => store.set(offlineReadyAtom, true),
    onRegisteredSW: (_url, registration) => {
      if (registration) scheduleUpdateChecks(registration);
    },
    onRegisterError: (error: unknown) => {
      console.error('Service worker registration failed:', error);
      // No precache will fetch the app's code ahead of a tap: the page does.
      void prefetchWithoutServiceWorker();
      // Offline, workbox-window or the worker's script could not load (the connection dropped on a first
      // visit): try again once the connection is back.
      if (!navigator.onLine)
        window.addEventListener('online', () => registerServiceWorker(store), { once: true });
    },
  });
}

/**
 * Lets the waiting version take over; the page reloads as soon as it controls the page, so the new
 * shell and chunks are used together.
 */
export async function reloadToNewVersion(store: Store = appStore): Promise<void> {
  store.set(updateAvailableAtom, false);
  if (activateWaitingWorker) await activateWaitingWorker(true);
  else window.location.reload();
}
