// Navigations under the service worker: online, the page the server draws (asked for by navigation preload),
// so a shopper reads it before any script runs; offline, the precached shell, which draws the same screen
// from the device's cache. And every drawn page's speculation rules: the browser fetches a listing or deal
// page ahead, never a click-out, the API, an account or a console page.
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { DEAL_NOT_FOUND } from '../../src/shared/site/screen-texts';
import { renewOfflineEmulation, visitOnce } from './support/pwa-browser';
import { serverDeals } from './support/shopper';

declare global {
  interface Window {
    /** Whether #root held the page's markup when the document was parsed, before any script ran. */
    drawnBeforeScripts?: boolean;
    cspViolations?: string[];
  }
}

/** Notes, in every document of the page, whether the root arrived drawn: the readiness turns "interactive"
 * once the document is parsed, before its deferred and module scripts run. */
const noteDrawnBeforeScripts = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        window.drawnBeforeScripts = (document.getElementById('root')?.childElementCount ?? 0) > 0;
      }
    });
  });

const drawnBeforeScripts = (page: Page) => page.evaluate(() => window.drawnBeforeScripts);

test('online, a navigation under the worker shows the server’s page; offline, the shell draws it from the cache', async ({
  page,
  context,
}) => {
  const deal = (await serverDeals(page)).at(-1)!;
  await noteDrawnBeforeScripts(page);
  await visitOnce(page);
  const preload = await page.evaluate(async () =>
    (await navigator.serviceWorker.ready).navigationPreload.getState(),
  );
  expect(preload.enabled).toBe(true);

  const dealPath = `/deal/${encodeURIComponent(deal.id)}`;
  const online = await page.goto(dealPath);
  expect(online?.status()).toBe(200);
  // The worker answered (with the preloaded page), and the page came drawn: its markup was in the HTML.
  expect(online?.fromServiceWorker()).toBe(true);
  expect(await drawnBeforeScripts(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();

  // An unknown deal: the server's own not-found page, with its 404, not the shell.
  const missing = await page.goto('/deal/no-such-deal');
  expect(missing?.status()).toBe(404);
  expect(missing?.fromServiceWorker()).toBe(true);
  expect(await drawnBeforeScripts(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: DEAL_NOT_FOUND })).toBeVisible();

  await context.setOffline(true);
  const offline = await page.goto(dealPath);
  expect(offline?.status()).toBe(200);
  expect(offline?.fromServiceWorker()).toBe(true);
  // The shell's root is empty: the app draws the deal from the device's cache.
  expect(await drawnBeforeScripts(page)).toBe(false);
  await renewOfflineEmulation(context);
  await expect(page.getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
});

/** The rules of the page's speculationrules script, as the browser would read their URL patterns. */
const prefetchedByRules = (page: Page, hrefs: string[]) =>
  page.evaluate((addresses) => {
    const script = document.querySelector('script[type="speculationrules"]');
    const [rule] = JSON.parse(script?.textContent ?? '{}').prefetch ?? [];
    const [included, excluded] = rule.where.and as [
      { href_matches: string[] },
      { not: { href_matches: string[] } },
    ];
    const matches = (patterns: string[], href: string) =>
      patterns.some((pattern) =>
        new URLPattern(pattern, document.baseURI).test(new URL(href, document.baseURI)),
      );
    return Object.fromEntries(
      addresses.map((href) => [
        href,
        matches(included.href_matches, href) && !matches(excluded.not.href_matches, href),
      ]),
    );
  }, hrefs);

/** Speculation events from the browser (Chromium's Preload domain). */
async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSetErrors: string[] = [];
  const prefetched = new Map<string, string>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) ruleSetErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`);
  });
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => prefetched.set(prefetchUrl, status));
  // The links the rules picked among the document's, as the browser reads them (updated as the page changes).
  let candidates: string[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources.map((source) => source.key.url);
  });
  await cdp.send('Preload.enable');
  return { ruleSetErrors, prefetched, candidates: () => candidates };
}

test('a drawn page’s speculation rules run under its policy and fetch listing and deal pages ahead, never a click-out', async ({
  page,
  baseURL,
}) => {
  const [deal] = await serverDeals(page);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const speculation = await watchSpeculation(page);
  await page.goto(`/deal/${encodeURIComponent(deal!.id)}`);
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);

  expect(
    await prefetchedByRules(page, [
      '/',
      '/?page=2',
      '/deals/today?sort=price',
      '/category/electronics',
      '/search?q=sony',
      '/deal/abc',
      '/deal/abc?from=home',
      '/go/abc',
      '/api/deals',
      '/account',
      '/account/alerts',
      '/login?next=%2Faccount',
      '/register',
      '/verify-email?token=x',
      '/unsubscribe?token=x',
      '/wishlist',
      '/admin',
      '/admin/users',
      'https://shop.example/deal/abc',
    ]),
  ).toEqual({
    '/': true,
    '/?page=2': true,
    '/deals/today?sort=price': true,
    '/category/electronics': true,
    '/search?q=sony': true,
    '/deal/abc': true,
    '/deal/abc?from=home': true,
    '/go/abc': false,
    '/api/deals': false,
    '/account': false,
    '/account/alerts': false,
    '/login?next=%2Faccount': false,
    '/register': false,
    '/verify-email?token=x': false,
    '/unsubscribe?token=x': false,
    '/wishlist': false,
    '/admin': false,
    '/admin/users': false,
    'https://shop.example/deal/abc': false,
  });

  // Among the page's own links, the browser picks its listing and deal links, and no other.
  const links = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(links.some((href) => href.includes('/go/'))).toBe(true);
  await expect.poll(() => speculation.candidates().length).toBeGreaterThan(0);
  const paths = speculation.candidates().map((url) => new URL(url).pathname);
  expect(paths).toContain('/');
  expect(paths.some((path) => path.startsWith('/deal/'))).toBe(true);
  expect(
    paths.filter((path) => /^\/(go|api|account|admin|login|register|submit|wishlist)(\/|$)/.test(path)),
  ).toEqual([]);
  const expected = await prefetchedByRules(page, links);
  expect(new Set(speculation.candidates())).toEqual(new Set(links.filter((href) => expected[href])));

  // The pointer resting on a similar deal's link fetches its page.
  const similar = page.locator(`main a[href^="/deal/"]:not([href="/deal/${deal!.id}"])`).first();
  const similarHref = await similar.getAttribute('href');
  await similar.hover();
  await expect
    .poll(() => speculation.prefetched.get(`${baseURL}${similarHref}`), {
      message: 'the similar deal prefetched',
    })
    .toBe('Ready');
  expect(speculation.ruleSetErrors).toEqual([]);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
