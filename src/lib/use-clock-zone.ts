// Whose clock a screen writes its moments on. The server cannot know the visitor's time zone: it writes
// them on UTC's, and so must the app while it takes a drawn page over (hydration), or its markup would
// differ from the server's and React would draw that part again. Right after, and in every render that
// takes no page over (a screen the app draws itself, the offline shell), on the visitor's own.
import type { ClockZone } from '@shared/site/intl-formats';
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const visitorsZone = (): ClockZone => 'local';
const serversZone = (): ClockZone => 'utc';

/**
 * 'utc' on the server and while the app takes the drawn page over, 'local' otherwise. React asks the
 * server's answer while hydrating and draws the component again, with this device's, right after; the
 * components that use it draw only texts, so that second render is short.
 */
export const useClockZone = (): ClockZone => useSyncExternalStore(noChanges, visitorsZone, serversZone);
