// The service worker entry. Each concern lives in its own module; this file only wires them in order:
// the precache route must be registered before the runtime routes so precached files win.
import { clientsClaim } from 'workbox-core';
import { registerImageCache } from './image-cache';
import { registerNavigations } from './navigations';
import { listenForOutboxSync } from './outbox-sync';
import { listenForPageMessages } from './page-messages';
import { registerPrecache } from './precache';
import { listenForPushNotifications } from './push-notifications';
import { listenForPushSubscriptionChange } from './push-subscription-change';

declare const self: ServiceWorkerGlobalScope;

// The build replaces self.__WB_MANIFEST with the list of precached files (shell, chunks, icons, images).
registerPrecache(self.__WB_MANIFEST);
registerNavigations(self);
registerImageCache(self.location.origin);
listenForPageMessages(self);
listenForOutboxSync(self);
listenForPushNotifications(self);
listenForPushSubscriptionChange(self);

// Take control of open pages on the very first install so the first visit already works offline.
// Later versions wait for the user's Reload (prompt mode), so this never swaps code under a running page.
clientsClaim();
