// Renders a screen the way the app does: inside the head-tag provider and a data router, at a path.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Shows the router's current address, so tests can assert where a click or submit led. */
export function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="current-location">{`${location.pathname}${location.search}`}</p>;
}

export function renderPage(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <CurrentLocation />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}
