// The entry (docs/decisions/0039). Pages arrive drawn by the server, complete: links, GET forms, menus, the
// FAQ and a deal's tabs work without any script. This entry stays small: it holds early interactions,
// starts what every page needs without the app (src/app/start-page.ts: the service worker, the deal sync in
// its worker, the start-up jobs there), and starts the app only when it is needed:
//   - at once on the service worker's offline shell (an empty root: the app draws every screen from the
//     device's cache), on the pages that are the app's from the start (account, console, forms), and for a
//     shopper who chose a view the server does not draw (another view mode, the sample data), and on a site
//     that shows ads (the app fills the ad slots);
//   - elsewhere at the shopper's first reach for an app control (src/lib/app-intent.ts). A page the shopper
//     only reads never evaluates React.
// First: zod's global config, set here rather than in the app's module: the bundler places a small module's
// code after the chunks its chunk imports, so there it would run after zod had loaded.
import '@lib/zod-jitless';
import { env } from '@config/env';
import { afterFirstPaint } from '@lib/after-first-paint';
import { APP_STARTING_MARK, PAGE_STARTED_MARK, startOnIntent } from '@lib/app-intent';
import { keepsOtherChoices } from '@lib/device-choices';
import { holdEarlyInteractions } from '@lib/early-interactions';
import { writeLocalTimesHere } from '@lib/local-times';
import { adoptPageMember } from '@lib/member/member-state';
import { requestPageAnswers } from '@lib/page-answers-request';
// Chromium may offer the install once, before the app has loaded: its listener is attached at once.
import '@lib/pwa/install-events';
import { prefetchSearchChunks, prefetchTakeoverChunks, preloadTakeoverChunks } from '@lib/screen-chunks';
import { submitOnChange } from '@lib/submit-on-change';
import { yieldToMain } from '@lib/yield-to-main';
import { startsAppAtLoad } from '@shared/site/routes';
import './styles/global.css';

const container = document.getElementById('root')!;
writeLocalTimesHere(container);
let appStarting = false;
let settleIntent = () => {};
const releaseHeldInteractions = holdEarlyInteractions(container, {
  isAppStarting: () => appStarting,
  startApp: () => startApp(),
});
submitOnChange(container, () => appStarting);
// Who is signed in, as the page says, before anything reads it.
adoptPageMember();

function startApp(): void {
  if (appStarting) return;
  appStarting = true;
  performance.mark(APP_STARTING_MARK);
  // The answers the drawn page was drawn from, and the code its takeover runs, are asked for first. Each
  // step below goes in a task of its own, none of them long on a slow phone.
  requestPageAnswers();
  void preloadTakeoverChunks()
    .then(yieldToMain)
    .then(() => {
      // React DOM is also asked for on its own, so it is evaluated in a task of its own as soon as it
      // arrives; the app's modules follow in theirs, and the app starts in the next.
      // A failure (offline) is reported by the app's own import just below.
      import('react-dom/client').catch(() => {});
      return import('./start-app');
    })
    .then(async ({ startApp: takeOver }) => {
      await yieldToMain();
      // Held clicks and searches are replayed in a task of their own, once the route's screen itself is
      // taken over (FirstRenderMark inside RouteContent), not just the page around it.
      takeOver(container, () =>
        setTimeout(() => {
          settleIntent();
          releaseHeldInteractions();
        }, 0),
      );
    })
    .catch((error: unknown) => {
      console.error('The app failed to start; the page stays readable and its links work:', error);
      // Without the app, a held search goes to the search page as a plain form submission.
      settleIntent();
      releaseHeldInteractions();
    });
}

/** Runs `fetchAhead` once the page has painted and loaded: a busy phone may report the load before the paint. */
const afterPaintAndLoad = (fetchAhead: () => void) =>
  afterFirstPaint(container, () => {
    if (document.readyState === 'complete') fetchAhead();
    else window.addEventListener('load', fetchAhead, { once: true });
  });

const drawn = container.firstElementChild !== null;
// Ad slots are filled by the app: where the site shows ads, the app starts at load.
const showsAds = Boolean(env.VITE_ADSENSE_CLIENT);
if (!drawn || showsAds || startsAppAtLoad(location.pathname) || keepsOtherChoices())
  afterFirstPaint(container, startApp);
else {
  settleIntent = startOnIntent(container, startApp);
  // The app's code is fetched ahead (not run) so a tap finds it in a cache: by the service worker's
  // precache, or in a browser without one by prefetches once the page has painted and loaded, so the
  // page's stylesheet and picture come first.
  afterPaintAndLoad(() => void prefetchTakeoverChunks());
}
afterPaintAndLoad(() => void prefetchSearchChunks());
// Its own chunk, run once the page has painted: the entry itself stays a few KB.
afterFirstPaint(container, () => {
  import('@app/start-page')
    .then(async ({ startPage }) => {
      await startPage({ startApp });
      performance.mark(PAGE_STARTED_MARK);
    })
    .catch((error: unknown) => console.error('The page’s services failed to start:', error));
});
