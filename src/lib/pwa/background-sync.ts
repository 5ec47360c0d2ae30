// Asks the service worker to run a background sync for `tag` once the browser is online: Chromium then
// fires it even after every tab has closed. Browsers without Background Sync (Firefox, Safari) rely on the
// pages' own triggers; nothing waits on this.

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function requestBackgroundSync(tag: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  // `ready` resolves only once a worker is active; until then the pages' triggers cover it.
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(tag))
    .catch((error: unknown) => console.warn('Background sync is not available:', error));
}
