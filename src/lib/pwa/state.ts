// The installable-app state. These atoms live beside the gateway (not in a feature) because non-React
// code writes them: the service-worker registration and the install listeners that run at start-up.
// Screens read them through the hooks in src/features/pwa.
import { atom } from 'jotai';
import type { BeforeInstallPromptEvent } from './before-install-prompt';

/** A new version is installed and waiting for the user's Reload. */
export const updateAvailableAtom = atom(false);

/** The worker has precached the app: every route opens without a connection. */
export const offlineReadyAtom = atom(false);

/** The browser's deferred install offer (Chromium); null until offered or once used. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/** Running as the installed app, or installed from this browser. */
export const appInstalledAtom = atom(false);
