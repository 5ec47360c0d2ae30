// The app: loaded by src/main.tsx once the server-drawn page is on screen, it takes that page over.
// First: zod's global config must be set before any schema module loads.
import '@lib/zod-jitless';
import { afterFirstRender, whenRouteLoaded } from '@app/after-first-render';
import { FirstRenderContext } from '@app/first-render-mark';
import { Providers } from '@app/providers';
import { reportRedrawnPart } from '@app/report-redrawn-part';
import { createAppRouter } from '@app/router';
import { startContactOutbox } from '@features/contact/start-outbox-sync';
import { adoptPageAnswers, endPageAnswers } from '@lib/db/page-answers';
import { appStore } from '@lib/jotai-store';
import { adoptPageMember, currentMember, memberAtom } from '@lib/member/member-state';
import { startPwa } from '@lib/pwa/start-pwa';
import { importWithRetry } from '@lib/retry-import';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

/** Starts the app in `container`; `onFirstRender` runs once the first page's content is committed (FirstRenderMark). */
export function startApp(container: HTMLElement, onFirstRender: () => void): void {
  // A page the server drew names the answers it was drawn from: the first render draws from the same.
  const answersAdopted = adoptPageAnswers();
  adoptPageMember();
  const router = createAppRouter();
  startPwa({
    pendingLocation: () => router.state.navigation.location,
    deferRegistration: (register) => afterFirstRender(router, register),
  });
  const app = (
    <StrictMode>
      <Providers>
        <FirstRenderContext.Provider value={onFirstRender}>
          <RouterProvider router={router} />
        </FirstRenderContext.Provider>
      </Providers>
    </StrictMode>
  );
  Promise.all([answersAdopted, whenRouteLoaded(router)]).then(([drawsThePage]) =>
    render(container, app, drawsThePage),
  );

  // The deal sync and its schema validation load once the first screen has painted.
  afterFirstRender(router, () => {
    importWithRetry(() => import('@features/deal-sync/sync-scheduler'), 'The deal sync')
      // Once the cache has synced, it answers every question the page's answers did.
      .then(({ startDealSync }) => startDealSync(appStore, { onSynced: endPageAnswers }))
      .catch((error: unknown) => console.error('Deal sync failed to start:', error));
  });
  // Writes kept on this device go when the app starts online and whenever the connection returns, once the
  // features that tell the visitor how they fare are listening.
  afterFirstRender(router, () => {
    startContactOutbox()
      .then(() => importWithRetry(() => import('@lib/outbox/outbox'), 'The outbox'))
      .then(({ startOutbox }) => startOutbox())
      .catch((error: unknown) => console.error('The outbox failed to start:', error));
  });
  // Opening the app clears the badge of deal alerts on its icon.
  afterFirstRender(router, () => {
    importWithRetry(() => import('@features/alerts/alert-badge'), 'The alert badge')
      .then(({ startAlertBadge }) => startAlertBadge())
      .catch((error: unknown) => console.error('The alert badge failed to start:', error));
  });
  // A member's session may have ended elsewhere (signed out on another device, a password reset): the
  // account is checked once the first screen is up, and the wishlist follows the member. Without a member
  // noted on this device (signed out, or a sign-in that ended with the browser), the account's data kept
  // here is forgotten, and the wishlist's sync (and its code) waits until someone signs in.
  afterFirstRender(router, () => {
    if (currentMember()) {
      startMemberSession();
      return;
    }
    importWithRetry(() => import('@features/account/forget-account'), 'The account')
      .then(({ forgetAccount }) => forgetAccount())
      .catch((error: unknown) => console.error('The account failed to start:', error));
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
