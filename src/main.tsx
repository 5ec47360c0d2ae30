// First: zod's global config must be set before any schema module loads.
import '@lib/zod-jitless';
import { afterFirstRender } from '@app/after-first-render';
import { Providers } from '@app/providers';
import { createAppRouter } from '@app/router';
import { startContactOutbox } from '@features/contact/start-outbox-sync';
import { appStore } from '@lib/jotai-store';
import { startPwa } from '@lib/pwa/start-pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles/global.css';

const router = createAppRouter();
startPwa({ pendingLocation: () => router.state.navigation.location });

// The server writes each page's head tags (marked data-rh) for crawlers and link previews; React 19
// does not adopt them, so they go before the app renders its own and no tag appears twice.
for (const tag of document.head.querySelectorAll('[data-rh]')) tag.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// The deal sync and its schema validation load once the first screen has painted.
afterFirstRender(router, () => {
  import('@features/deals/sync-scheduler')
    .then(({ startDealSync }) => startDealSync(appStore))
    .catch((error: unknown) => console.error('Deal sync failed to start:', error));
});
// Loads nothing unless an e-mail service is configured; queued messages then go as soon as possible.
startContactOutbox();
