// Whether the browser believes it has a network connection, as a React hook for any screen that
// needs to say plainly that an action needs the network (Get This Deal, sending a message).
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** true while online; re-renders when the connection comes or goes. */
export const useOnlineStatus = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
