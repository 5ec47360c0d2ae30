// Each sync that stored the deals, for whoever follows them: the entry starts the sync before the app is
// there (often without it ever coming), and the app, once it draws the page, stops drawing from the page's
// answers at the first stored sync, even one that came before it did.
let stored = 0;
const listeners = new Set<() => void>();

/** Called by the schedule after each sync that stored the deals. */
export function noteSynced(): void {
  stored += 1;
  for (const listener of listeners) listener();
}

/** Calls `listener` after each stored sync, and at once when one has already been; returns the unsubscriber. */
export function onEachSync(listener: () => void): () => void {
  listeners.add(listener);
  if (stored > 0) listener();
  return () => listeners.delete(listener);
}
