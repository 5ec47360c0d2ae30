// Browsers may evict a site's storage under pressure. Once the user has shown they care about what
// is stored here (saved a deal, installed the app), ask to keep it: saved deals and queued messages
// then survive low-disk clean-ups. Asked at most once per device, so the user is never nagged.

const ASKED_KEY = 'rarefinds:persistent-storage-requested';

let pending: Promise<boolean> | null = null;

/**
 * Requests persistent storage the first time it is called on this device; later calls only report
 * whether storage is persistent. Resolves to true when storage is (now) persistent.
 * Call it after the user saves a deal to the wishlist, and after the app is installed.
 */
export function requestPersistentStorageOnce(): Promise<boolean> {
  pending ??= ask().finally(() => {
    pending = null;
  });
  return pending;
}

async function ask(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    if (localStorage.getItem(ASKED_KEY)) return false;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
    return await storage.persist();
  } catch (error) {
    // Not being able to ask is never worth bothering the user about.
    console.warn('Persistent storage request failed:', error);
    return false;
  }
}
