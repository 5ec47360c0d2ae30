// Pages arrive drawn by the server (docs/decisions/0014). The browser paints them with the stylesheets
// alone; the app's code is fetched once that first paint is on screen, and then takes the page over.
// First: zod's global config, set here rather than in the app's module: the bundler places a small module's
// code after the chunks its chunk imports, so there it would run after zod had loaded.
import '@lib/zod-jitless';
import { afterFirstPaint } from '@lib/after-first-paint';
import { holdEarlyInteractions } from '@lib/early-interactions';
import { requestPageAnswers } from '@lib/page-answers-request';
// Chromium may offer the install once, before the app has loaded: its listener is attached at once.
import '@lib/pwa/install-events';
import { preloadTakeoverChunks } from '@lib/screen-chunks';
import { yieldToMain } from '@lib/yield-to-main';
import './styles/global.css';

const container = document.getElementById('root')!;
const releaseHeldInteractions = holdEarlyInteractions(container);

afterFirstPaint(container, async () => {
  // The answers the drawn page was drawn from, and the code its takeover runs, are asked for first. Each
  // step below goes in a task of its own, none of them long on a slow phone.
  requestPageAnswers();
  await preloadTakeoverChunks();
  await yieldToMain();
  // React DOM is also asked for on its own, so it is evaluated in a task of its own as soon as it
  // arrives; the app's modules follow in theirs, and the app starts in the next: three shorter tasks
  // instead of one long one.
  // A failure (offline) is reported by the app's own import just below.
  import('react-dom/client').catch(() => {});
  import('./start-app')
    .then(async ({ startApp }) => {
      await yieldToMain();
      // Held clicks and searches are replayed in a task of their own, once the route's screen itself is
      // taken over (FirstRenderMark inside RouteContent), not just the page around it.
      startApp(container, () => setTimeout(releaseHeldInteractions, 0));
    })
    .catch((error: unknown) => {
      console.error('The app failed to start; the page stays readable and its links work:', error);
      // Without the app, a held search goes to the search page as a plain form submission.
      releaseHeldInteractions();
    });
});
