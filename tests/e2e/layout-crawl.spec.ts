import { expect, test } from '@playwright/test';
import { PAGES } from '../../src/shared/site/pages';
import { SITE_TITLE } from '../../src/shared/site/site';

// Addresses that are not pages: the server answers them with redirects to retailers or with files.
const NOT_PAGES = [/^\/go\//, /^\/api\//, /\.(xml|txt|json|webmanifest|png|svg|jpg|webp)$/];

/** Crawling every deal page would take minutes; this many pages covers every kind of page many times. */
const MAX_PAGES = 250;

test('a crawl from / finds no dead end and no console error', async ({ page, baseURL }) => {
  test.setTimeout(15 * 60_000);
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  let current = '/';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error on ${current}: ${error.message}`));

  const queue = ['/'];
  const seen = new Set(queue);
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  let visited = 0;

  while (queue.length > 0 && visited < MAX_PAGES) {
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
    // The heading can come before the rest: a page the service worker answered from its shell (a slow
    // network) draws its deals once the device's cache has them.
    await expect
      .poll(async () => ((await page.locator('main').textContent()) ?? '').trim().length, {
        message: `${current} has content`,
      })
      .toBeGreaterThan(20);

    // Wait until the deal cache has answered, so deal links are on the page before we read them.
    await page.waitForLoadState('networkidle');
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const address = `${url.pathname}${url.search}`;
      if (NOT_PAGES.some((pattern) => pattern.test(url.pathname)) || seen.has(address)) continue;
      seen.add(address);
      linkedFrom.set(address, current);
      queue.push(address);
    }
  }

  test.info().annotations.push({ type: 'pages crawled', description: `${visited} (${queue.length} left)` });
  expect(problems).toEqual([]);
  // The frame alone links well over twenty distinct pages.
  expect(visited).toBeGreaterThan(20);
});
