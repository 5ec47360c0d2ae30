import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_ONLY_PATHS } from './server-only-paths';

/** The precached single-page shell; the client router renders whichever route was asked for. */
const SHELL_URL = 'index.html';

/** Every navigation except the server's own paths opens the precached shell, so every route works offline. */
export function registerShellNavigation(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: [...SERVER_ONLY_PATHS] }),
  );
}
