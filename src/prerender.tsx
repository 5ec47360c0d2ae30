// The server's renderer: the same routes and screens as the browser, rendered to HTML so a first visit
// paints the page frame and its static content before any script has run. Screens that read cached
// deals render their loading state here, exactly as the browser's first render does, so the browser
// can take the page over without anything moving.
import { Providers } from '@app/providers';
import { SCREEN_ROUTES, screenSourceFile } from '@app/route-table';
import { routes } from '@app/router';
import type { DealLinkState } from '@components/deal-card';
import { setServerOrigin } from '@lib/current-origin';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import type { Deal } from '@shared/deal';
import type { MemberHint } from '@shared/page-member';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The markup for inside #root. */
  html: string;
  /** The source file of the screen module this page shows (its key in the build manifest). */
  screenSource: string;
}

/** React puts title, meta and link tags (the page's head) first; the server writes its own head tags. */
const withoutHoistedHeadTags = (html: string): string => {
  const frameStart = html.indexOf('<div class="site"');
  if (frameStart < 0) throw new Error('The page frame is missing from the rendered page.');
  return html.slice(frameStart);
};

export interface RenderOptions {
  /** For a deal page: the deal, passed along as a clicked card passes it, so the page shows it. */
  deal?: Deal;
  /** The signed-in member the page is for: the header shows their name. */
  member?: MemberHint;
}

/** Renders the page at `url` (absolute); rejects when any part of it failed to render on the server. */
export async function renderPage(url: string, { deal, member }: RenderOptions = {}): Promise<RenderedPage> {
  const request = new Request(url);
  const handled = await handler.query(request);
  if (handled instanceof Response) throw new Error(`${url} answered with a redirect or a response.`);
  const failure = Object.values(handled.errors ?? {})[0];
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  const state: DealLinkState | null = deal ? { deal } : null;
  const context = { ...handled, location: { ...handled.location, state } };
  const router = createStaticRouter(handler.dataRoutes, context);
  setServerOrigin(new URL(url).origin);
  // renderToString runs to the end without yielding, so no other request's render sees this member.
  appStore.set(memberAtom, member ?? null);
  let html: string;
  try {
    html = renderToString(
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
  } finally {
    appStore.set(memberAtom, null);
  }
  // A component that throws inside a Suspense boundary leaves a client-render marker instead of failing.
  if (html.includes('<!--$!-->')) throw new Error(`Part of ${url} could not render on the server.`);
  const screen = matchRoutes(SCREEN_ROUTES, new URL(url).pathname)?.at(-1)?.route.screen ?? 'notFound';
  return {
    html: withoutHoistedHeadTags(html),
    screenSource: screenSourceFile(screen),
  };
}
