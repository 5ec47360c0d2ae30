// False while the server draws a page and during the app's takeover of it (hydration), true afterwards.
// What only this device knows (an install offer, a stored setting) waits for true, so the app's first
// render matches the server's and the page is taken over in place instead of drawn again.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
