// Helpers for the shopper screens' component tests: a clean deal cache, seeded through the real store,
// and rendering inside the app's providers (head tags, a data router, a fresh Jotai store).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { db } from '../../src/lib/db/database';
import { replaceAllDeals } from '../../src/lib/db/deal-store';
import type { Deal } from '../../src/shared/deal/deal';
import { CurrentLocation } from './render-page';

/** Empties every table the shopper screens read. */
export async function resetDealCache(): Promise<void> {
  await Promise.all([db.deals.clear(), db.meta.clear(), db.wishlist.clear(), db.userReviews.clear()]);
}

/** Stores deals the way a finished sync does. */
export async function seedDeals(deals: readonly Deal[]): Promise<void> {
  await replaceAllDeals(deals, { lastSyncAt: new Date().toISOString() });
}

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * Renders a screen at an address (optionally with navigation state) with its own Jotai store, so atoms
 * never leak between tests. Other paths render a marker, so a test can follow a link away and back.
 */
export function renderScreen(element: ReactNode, entry: Entry = '/', routePath = '*') {
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: (
          <>
            {element}
            <CurrentLocation />
          </>
        ),
      },
      ...(routePath === '*' ? [] : [{ path: '*', element: <CurrentLocation /> }]),
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <HelmetProvider>
      <JotaiProvider>
        <RouterProvider router={router} />
      </JotaiProvider>
    </HelmetProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}
