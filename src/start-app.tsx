// The app: loaded by src/main.tsx when it is needed (the offline shell, a page that is the app's from the
// start, or the shopper's first reach for an app control), it takes the page over. What every page needs
// without it (the service worker, the deal sync, the start-up jobs) is already running (src/app/start-page.ts).
// First: zod's global config must be set before any schema module loads.
import '@lib/zod-jitless';
import { afterFirstRender, whenRouteLoaded } from '@app/after-first-render';
import { FirstRenderContext } from '@app/first-render-mark';
import { Providers } from '@app/providers';
import { reportRedrawnPart } from '@app/report-redrawn-part';
import { createAppRouter } from '@app/router';
import { startContactOutbox } from '@features/contact/start-outbox-sync';
import { applySyncNewsWith } from '@features/deal-sync/sync-in-worker';
import { onEachSync } from '@features/deal-sync/synced';
import { adoptPageAnswers, endPageAnswers } from '@lib/db/page-answers';
// The toast that tells of a storage failure, including one that came before the app did.
import '@lib/db/storage-failure-notice';
import { appStore } from '@lib/jotai-store';
import { currentMember, memberAtom } from '@lib/member/member-state';
import { startPwa } from '@lib/pwa/start-pwa';
import { importWithRetry } from '@lib/retry-import';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

/** Starts the app in `container`; `onFirstRender` runs once the first page's content is committed (FirstRenderMark). */
export function startApp(container: HTMLElement, onFirstRender: () => void): void {
  // A page the server drew names the answers it was drawn from: the first render draws from the same.
  const answersAdopted = adoptPageAnswers();
  const router = createAppRouter();
  // The first page's content committed (FirstRenderMark): reported to the entry, and awaited below.
  let reportFirstRender!: () => void;
  const firstRendered = new Promise<void>((resolve) => {
    reportFirstRender = () => {
      resolve();
      onFirstRender();
    };
  });
  startPwa({ pendingLocation: () => router.state.navigation.location });
  applySyncNewsWith(startTransition);
  const app = (
    <StrictMode>
      <Providers>
        <FirstRenderContext.Provider value={reportFirstRender}>
          <RouterProvider router={router} />
        </FirstRenderContext.Provider>
      </Providers>
    </StrictMode>
  );
  Promise.all([answersAdopted, whenRouteLoaded(router)]).then(([drawsThePage]) =>
    render(container, app, drawsThePage),
  );

  // Once the cache has synced (perhaps before the app came), it answers every question the page's answers did;
  // but not before the first render has committed: the takeover is drawn in slices, and answers ended
  // between two of them would leave the later parts nothing to draw ('Loading deals...') and unlike the page.
  void firstRendered.then(() => afterFirstRender(router, () => onEachSync(endPageAnswers)));
  // Writes kept on this device go when the app starts online and whenever the connection returns, once the
  // features that tell the shopper how they fare are listening (contact messages go through EmailJS, from
  // the page).
  afterFirstRender(router, () => {
    startContactOutbox()
      .then(() => importWithRetry(() => import('@lib/outbox/outbox'), 'The outbox'))
      .then(({ startOutbox }) => startOutbox())
      .catch((error: unknown) => console.error('The outbox failed to start:', error));
  });
  // A member's session may have ended elsewhere (signed out on another device, a password reset): the
  // account is checked once the first screen is up, and the wishlist follows the member. A visitor's
  // wishlist sync (and its code) waits until someone signs in; a signed-out account's data was forgotten
  // at start (src/app/start-page.ts).
  afterFirstRender(router, () => {
    if (currentMember()) {
      startMemberSession();
      return;
    }
    const stopWaiting = appStore.sub(memberAtom, () => {
      if (!currentMember()) return;
      stopWaiting();
      loadWishlistSync();
    });
  });
}

function startMemberSession(): void {
  importWithRetry(() => import('@features/account/account-session'), 'The account')
    .then(({ refreshAccount }) => {
      if (navigator.onLine) void refreshAccount().catch(() => {});
    })
    .catch((error: unknown) => console.error('The account failed to start:', error));
  loadWishlistSync();
}

/** The wishlist's sync follows the member from now on (it syncs at once, then at each sign-in). */
function loadWishlistSync(): void {
  importWithRetry(() => import('@features/wishlist/sync-wishlist'), 'The wishlist sync')
    .then(({ startWishlistSync }) => startWishlistSync(appStore))
    .catch((error: unknown) => console.error('The wishlist sync failed to start:', error));
}

/**
 * `drawsThePage`: the first render draws what the server drew (false when the page's answers could not be
 * had: the app then draws the page anew from the deal cache).
 */
function render(container: HTMLElement, app: ReactNode, drawsThePage: boolean): void {
  // The server writes each page's head tags (marked data-rh) for crawlers and link previews; React 19
  // does not adopt them, so they go just before the app renders its own and no tag appears twice.
  for (const tag of document.head.querySelectorAll('[data-rh]')) tag.remove();
  // A page the server drew is taken over in place (hydrated): nothing is drawn twice. The service worker's
  // offline shell has an empty root, which the app fills itself. As a transition, the work is done in
  // short slices, so the page stays responsive meanwhile.
  startTransition(() => {
    if (container.hasChildNodes() && drawsThePage)
      hydrateRoot(container, app, { onRecoverableError: reportRedrawnPart });
    else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}
