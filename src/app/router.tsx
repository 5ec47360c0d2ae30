import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FirstRenderMark } from './first-render-mark';
import { RouteErrorScreen } from './route-error-screen';
import { SCREEN_ROUTES, type ScreenHandle, screens } from './route-table';
import { SiteLayout } from './site-layout';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown instead of the layout (and its RouteContent) when the layout itself fails: still the first render.
    errorElement: (
      <FirstRenderMark>
        <RouteErrorScreen />
      </FirstRenderMark>
    ),
    children: SCREEN_ROUTES.map(({ path, screen }) => ({
      path,
      // The layout reads which screen it frames (ScreenHandle).
      handle: { screen } satisfies ScreenHandle,
      errorElement: <RouteErrorScreen />,
      lazy: async () => ({ Component: (await screens[screen]()).default }),
    })),
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
