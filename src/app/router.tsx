import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from './route-error-screen';
import { SCREEN_ROUTES, screens } from './route-table';
import { SiteLayout } from './site-layout';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorScreen />,
    children: SCREEN_ROUTES.map(({ path, screen }) => ({
      path,
      errorElement: <RouteErrorScreen />,
      lazy: async () => ({ Component: (await screens[screen]()).default }),
    })),
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
