// False while the server draws a page and during the app's takeover of it (hydration), true afterwards.
// What only this device knows (an install offer, a stored setting) waits for true, so the app's first
// render matches the server's and the page is taken over in place instead of drawn again.
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // As a transition: an urgent update here would make React finish taking over the rest of the page
  // (parts not yet hydrated) in one long task instead of in short slices.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
