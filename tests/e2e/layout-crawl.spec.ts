// A crawl of the site from /, as a search engine's would: every same-origin link answers with a page that
// has a heading, a title and content, and no page logs an error as the app takes it over.
import { expect, test } from '@playwright/test';
import { SCREEN_ROUTES } from '../../src/app/route-table';
import { PAGES } from '../../src/shared/site/pages';
import { SITE_TITLE } from '../../src/shared/site/site';
import { takeOverNow } from './support/app-takeover';

// Addresses that are not pages: the server answers them with redirects to retailers or with files.
const NOT_PAGES = [/^\/go\//, /^\/api\//, /\.(xml|txt|json|webmanifest|png|svg|jpg|webp)$/];

/**
 * Pages of one kind (one route of the route table, with the same query parameters) differ in their data,
 * not in how they are made: a few of each kind find every dead end a kind can have, where crawling every
 * deal page would take many minutes.
 */
const PAGES_PER_KIND = 3;

const patternParts = (pattern: string) => pattern.split('/');
/** The route an address is drawn by, as React Router ranks them: fixed segments before parameters. */
function routeOf(pathname: string): string {
  const parts = pathname.split('/');
  const matches = SCREEN_ROUTES.filter(({ path }) => {
    const pattern = patternParts(path);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])
    );
  }).map(({ path }) => path);
  return matches.sort((a, b) => a.split(':').length - b.split(':').length)[0] ?? '*';
}

const kindOf = (url: URL) => `${routeOf(url.pathname)}?${[...new URLSearchParams(url.search).keys()].sort()}`;

// Every page is the server's: the service worker is kept out, so each address is drawn from the database
// and taken over by the app as a first visit is (the worker's own navigations: pwa-offline.spec.ts).
test.use({ serviceWorkers: 'block' });
/** What the app logs when the browser refuses its service worker, as this crawl has it do. */
const WORKER_REFUSED = /^Service worker registration failed/;
/** The browser's word on a header it cannot read (a feature it does not know in Permissions-Policy, say). */
const HEADER_NOT_UNDERSTOOD = /^Error with [\w-]+ header/;

test('a crawl from / finds no dead end and no console error', async ({ page, baseURL }) => {
  test.setTimeout(10 * 60_000);
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  let current = '/';
  page.on('console', (message) => {
    if (message.type() === 'error' && !WORKER_REFUSED.test(message.text())) {
      problems.push(`console error on ${current}: ${message.text()}`);
    }
    // Logged as a warning, but every page carries the header: the browser reads a policy other than ours.
    if (HEADER_NOT_UNDERSTOOD.test(message.text())) problems.push(`on ${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error on ${current}: ${error.message}`));

  const queue = ['/'];
  const seen = new Set(queue);
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const perKind = new Map<string, number>();
  let visited = 0;

  while (queue.length > 0) {
    current = queue.shift()!;
    visited += 1;
    const response = await page.goto(current);
    expect(
      response?.ok(),
      `${current} (linked from ${linkedFrom.get(current)}) answered ${response?.status()}`,
    ).toBe(true);

    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${current} shows a heading`).toBeVisible();
    const headingText = (await heading.textContent())?.trim();
    expect(headingText, `${current} (linked from ${linkedFrom.get(current)}) is a dead end`).not.toBe(
      PAGES.notFound.title,
    );
    await expect(page, `${current} has a page title`).toHaveTitle(new RegExp(`\\| ${SITE_TITLE}$`));
    await expect
      .poll(async () => ((await page.locator('main').textContent()) ?? '').trim().length, {
        message: `${current} has content`,
      })
      .toBeGreaterThan(20);

    // The app's takeover is where a page could log an error: start it, as a shopper's first press on one
    // of its controls does, and wait for it before leaving the page.
    await takeOverNow(page);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const address = `${url.pathname}${url.search}`;
      if (NOT_PAGES.some((pattern) => pattern.test(url.pathname)) || seen.has(address)) continue;
      seen.add(address);
      // An address no route draws is visited whatever its number: it is the dead end this crawl looks for.
      const kind = kindOf(url);
      const ofKind = perKind.get(kind) ?? 0;
      if (ofKind >= PAGES_PER_KIND && !kind.startsWith('*')) continue;
      perKind.set(kind, ofKind + 1);
      linkedFrom.set(address, current);
      queue.push(address);
    }
  }

  test.info().annotations.push({
    type: 'pages crawled',
    description: `${visited} of ${perKind.size} kinds (${seen.size} addresses seen)`,
  });
  expect(problems).toEqual([]);
  // The frame alone links well over twenty distinct pages.
  expect(visited).toBeGreaterThan(20);
});
