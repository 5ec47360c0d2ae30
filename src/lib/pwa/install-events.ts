// Captures the browser's install offer as early as possible: Chromium fires beforeinstallprompt once,
// often before any screen has mounted, so the listener is attached when this module loads (the entry,
// main.tsx, imports it) and the event is kept in an atom until the user asks to install.
import { appStore } from '@lib/jotai-store';
import type { createStore } from 'jotai';
import { APP_INSTALLED, BEFORE_INSTALL_PROMPT, type BeforeInstallPromptEvent } from './before-install-prompt';
import { requestPersistentStorageOnce } from './persistent-storage';
import { appInstalledAtom, installPromptAtom } from './state';

type Store = ReturnType<typeof createStore>;

/** Remembers an install from this browser so /download-app can say so in later visits. */
const INSTALLED_KEY = 'rarefinds:installed';
const STANDALONE_QUERY = '(display-mode: standalone)';

const readInstalledFlag = () => {
  try {
    return localStorage.getItem(INSTALLED_KEY) === 'true';
  } catch {
    return false;
  }
};

const writeInstalledFlag = (installed: boolean) => {
  try {
    if (installed) localStorage.setItem(INSTALLED_KEY, 'true');
    else localStorage.removeItem(INSTALLED_KEY);
  } catch {
    // Private modes may refuse storage; the flag is only a convenience.
  }
};

/** True when the page runs as the installed app (Chromium, or Safari's home-screen app). */
export function isRunningStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia(STANDALONE_QUERY).matches);
}

function markInstalled(store: Store): void {
  store.set(installPromptAtom, null);
  store.set(appInstalledAtom, true);
  writeInstalledFlag(true);
  void requestPersistentStorageOnce();
}

/** Wires the install events into `store`; returns a function that detaches them. */
export function listenForInstallEvents(store: Store): () => void {
  store.set(appInstalledAtom, isRunningStandalone() || readInstalledFlag());

  const onInstallOffer = (event: Event) => {
    // Keep the browser's own mini-infobar away; the header menu and /download-app offer Install instead.
    event.preventDefault();
    // The browser only offers what is not installed, so an old "installed" note is out of date.
    writeInstalledFlag(false);
    store.set(appInstalledAtom, isRunningStandalone());
    store.set(installPromptAtom, event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => markInstalled(store);
  const standalone = typeof matchMedia === 'function' ? matchMedia(STANDALONE_QUERY) : null;
  const onDisplayModeChange = (event: MediaQueryListEvent) => {
    if (event.matches) markInstalled(store);
  };

  window.addEventListener(BEFORE_INSTALL_PROMPT, onInstallOffer);
  window.addEventListener(APP_INSTALLED, onInstalled);
  standalone?.addEventListener?.('change', onDisplayModeChange);
  return () => {
    window.removeEventListener(BEFORE_INSTALL_PROMPT, onInstallOffer);
    window.removeEventListener(APP_INSTALLED, onInstalled);
    standalone?.removeEventListener?.('change', onDisplayModeChange);
  };
}

/**
 * Shows the browser's install dialog for the captured offer. Resolves to the user's choice, or
 * 'unavailable' when the browser has not offered an install (or the offer was already used).
 */
export async function promptInstall(
  store: Store = appStore,
): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = store.get(installPromptAtom);
  if (!offer) return 'unavailable';
  // An offer can be shown only once; a new beforeinstallprompt brings the next one.
  store.set(installPromptAtom, null);
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') markInstalled(store);
  return outcome;
}

if (typeof window !== 'undefined') listenForInstallEvents(appStore);
