import { ToastHost } from '@components/toast-host';
import { DataSourceToggle } from '@features/deal-sync/data-source-toggle';
import { InstallButton, useInstallOffered } from '@features/pwa/install-button';
import { OfflineIndicator } from '@features/pwa/offline-indicator';
import { UpdatePrompt } from '@features/pwa/update-prompt';
import { importWithRetry } from '@lib/retry-import';
import { showToast } from '@lib/toast';
import { ACCOUNT_MESSAGES } from '@shared/account/account-texts';
import { SKIP_LINK_TEXT } from '@shared/site/layout-texts';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { AdSlotPlace } from './layout/ad-slot-place';
import { DisclosureBanner } from './layout/disclosure-banner';
import { RouteContent } from './layout/route-content';
import { ShareArea } from './layout/share-area';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { SubHeader } from './layout/sub-header';
import { ShortcutLinks, TopBar } from './layout/top-bar';
import { SCREENS_WITH_LISTING_AD, type ScreenHandle } from './route-table';

// The dialog (and the storage it reads) loads only when a visitor first asks to subscribe.
const SubscribeDialog = lazy(async () => ({
  default: (await import('@features/alerts/subscribe-dialog')).SubscribeDialog,
}));

/** The frame of every page: banner, top bar, header, sub-header, ad slots, share area and footer. */
export function SiteLayout() {
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const [subscribeRequested, setSubscribeRequested] = useState(false);
  const installOffered = useInstallOffered();
  const screen = (useMatches().at(-1)?.handle as ScreenHandle | undefined)?.screen;
  // The account code loads when it is first needed, not with every page.
  const signOut = () => {
    importWithRetry(() => import('@features/account/account-session'), 'The account')
      .then(({ signOutOfAccount }) => signOutOfAccount())
      .catch(() => {})
      .finally(() => showToast('info', ACCOUNT_MESSAGES.signedOut));
  };
  const openSubscribe = () => {
    setSubscribeRequested(true);
    setSubscribeOpen(true);
  };
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {SKIP_LINK_TEXT}
      </a>
      <DisclosureBanner />
      <TopBar extra={<DataSourceToggle />} />
      <SiteHeader
        onSubscribe={openSubscribe}
        onSignOut={signOut}
        menuExtra={
          <>
            {installOffered ? <InstallButton className="btn btn--secondary" /> : null}
            {/* Phones fold the top bar into the menu (layout.css), so deals fit on the first screen. */}
            <div className="site-nav__top-bar">
              <ShortcutLinks className="site-nav__shortcuts" />
              <DataSourceToggle />
            </div>
          </>
        }
      />
      <SubHeader />
      <AdSlotPlace
        placement="top"
        listingPlaceOnPhones={screen !== undefined && SCREENS_WITH_LISTING_AD.has(screen)}
      />
      <main id="main" className="site__main" tabIndex={-1}>
        <RouteContent>
          <Outlet />
        </RouteContent>
      </main>
      <AdSlotPlace placement="bottom" />
      <ShareArea />
      <SiteFooter />
      <ToastHost />
      <UpdatePrompt />
      <OfflineIndicator />
      {subscribeRequested ? (
        <Suspense fallback={null}>
          <SubscribeDialog open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
