// The server's renderer: the same routes and screens as the browser, rendered to HTML so a first visit
// paints the page, deals and all, before any script has run. Screens ask the deal questions they ask of
// the browser's cache; here the server's deals answer them (src/lib/db/page-answers.ts), and the server
// hands the app those answers (the page names them) so the browser's first render draws the very same page.
import { Providers } from '@app/providers';
import { SCREEN_ROUTES, screenSourceFile } from '@app/route-table';
import { routes } from '@app/router';
import { setServerOrigin } from '@lib/current-origin';
import { type PageAnswerSource, PageAnswerSourceContext } from '@lib/db/page-answers';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { PageStatusContext } from '@lib/page-status';
import type { MemberHint } from '@shared/account/page-member';
import type { PublicDiscussion } from '@shared/community/community';
import type { ListReader } from '@shared/deal/deal-list-reader';
import type { MemberProfile } from '@shared/discovery/member-profile';
import type { PriceHistoryAnswer } from '@shared/price-history/price-history';
import { type PackedPageAnswers, packPageAnswers } from '@shared/site/page-answers';
import type { StoreDirectory } from '@shared/store/store';
import type { DealWatchers } from '@shared/watch/watch';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The markup for inside #root. */
  html: string;
  /** The source file of the screen module this page shows (its key in the build manifest). */
  screenSource: string;
  /** The answers the page was drawn from, for the app's takeover; none when its screens asked nothing. */
  answers?: PackedPageAnswers;
  /** A screen found nothing at this address (the page says so; the server answers 404). */
  notFound: boolean;
}

/** React puts title, meta and link tags (the page's head) first; the server writes its own head tags. */
const withoutHoistedHeadTags = (html: string): string => {
  const frameStart = html.indexOf('<div class="site"');
  if (frameStart < 0) throw new Error('The page frame is missing from the rendered page.');
  return html.slice(frameStart);
};

export interface RenderOptions {
  /** The live deals the page's questions are answered from. */
  reader: ListReader;
  /** The moment the page is drawn at. */
  now: Date;
  /** The signed-in member the page is for: the header shows their name. */
  member?: MemberHint;
  /** A deal page's price history and last link check, as the server's database has them. */
  priceHistory?: PriceHistoryAnswer;
  /** Everyone's part of a deal page's discussion (comments, members' reviews), likewise. */
  discussion?: PublicDiscussion;
  /** How many members watch a deal page's product, likewise. */
  watchers?: DealWatchers;
  /** The stores and their live codes, for the pages that show them. */
  stores?: StoreDirectory;
  /** A member's public profile, for their profile's page. */
  profile?: MemberProfile;
}

/** Renders the page at `url` (absolute); rejects when any part of it failed to render on the server. */
export async function renderPage(
  url: string,
  { reader, now, member, priceHistory, discussion, watchers, stores, profile }: RenderOptions,
): Promise<RenderedPage> {
  const request = new Request(url);
  const handled = await handler.query(request);
  if (handled instanceof Response) throw new Error(`${url} answered with a redirect or a response.`);
  const failure = Object.values(handled.errors ?? {})[0];
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  const router = createStaticRouter(handler.dataRoutes, handled);
  setServerOrigin(new URL(url).origin);
  const answers: Record<string, unknown> = {};
  const source: PageAnswerSource = {
    reader,
    now: now.getTime(),
    priceHistory,
    discussion,
    watchers,
    stores,
    profile,
    note: (key, answer) => {
      answers[key] = answer;
    },
  };
  let notFound = false;
  const status = {
    notFound: () => {
      notFound = true;
    },
  };
  // renderToString runs to the end without yielding, so no other request's render sees this member.
  appStore.set(memberAtom, member ?? null);
  let html: string;
  try {
    html = renderToString(
      <PageStatusContext.Provider value={status}>
        <PageAnswerSourceContext.Provider value={source}>
          <Providers>
            <StaticRouterProvider router={router} context={handled} hydrate={false} />
          </Providers>
        </PageAnswerSourceContext.Provider>
      </PageStatusContext.Provider>,
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
    answers:
      Object.keys(answers).length > 0
        ? packPageAnswers(answers, (value): value is { id: string } => {
            const id = (value as { id?: unknown }).id;
            return typeof id === 'string' && reader.byId(id) === value;
          })
        : undefined,
    notFound,
  };
}
