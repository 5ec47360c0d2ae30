// Deploying a new version under an open app. Version A and version B are the browser tests' two real
// production builds of these sources (scripts/e2e-builds.mjs: told apart by APP_VERSION); a server of our
// own serves one folder and is restarted on the same address when the folder's contents are replaced, as a
// deploy does.
import { expect, type Page, type Response, test } from '@playwright/test';
import { MAIN_BUILD, PLAIN_BUILD } from '../../scripts/e2e-builds.mjs';
import { PAGES } from '../../src/shared/site/pages';
import { appVersionText, UPDATE_AVAILABLE_TEXT, UPDATE_RELOAD_LABEL } from '../../src/shared/site/pwa-texts';
import {
  type AppServer,
  deploy,
  freePort,
  makeTempDir,
  removeDir,
  startAppServer,
  waitForServiceWorkerControl,
} from './support/pwa-browser';
import { waitForDealCache } from './support/shopper';

const BUILDS = { a: PLAIN_BUILD, b: MAIN_BUILD };
const VERSION_A = BUILDS.a.version;
const VERSION_B = BUILDS.b.version;

let workDir: string;
let siteDir: string;
let dataDir: string;
let port: number;
let server: AppServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  workDir = makeTempDir('pwa-update');
  siteDir = `${workDir}/site`;
  dataDir = `${workDir}/data`;
  port = await freePort();
});

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test.afterAll(() => removeDir(workDir));

const serve = async (build: 'a' | 'b') => {
  await server?.stop();
  deploy(BUILDS[build].dir, siteDir);
  server = await startAppServer({ port, distDir: siteDir, dataDir });
  return server.origin;
};

/** Records every code or style file that fails to load, and every uncaught page error. */
const watchForBrokenChunks = (page: Page) => {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    if (/\/assets\//.test(response.url()) && response.status() >= 400) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // The test stops the server to deploy the next version, and a navigation cancels what the page was still
    // loading: neither is a file the deploy broke (that answers 404, above).
    const error = request.failure()?.errorText ?? '';
    if (/ERR_CONNECTION_REFUSED|ERR_ABORTED/.test(error)) return;
    if (/\/assets\//.test(request.url())) failures.push(`failed ${request.url()} (${error})`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
};

const versionShown = (page: Page, version: string) =>
  page.getByText(appVersionText(version), { exact: true });

test('a deployed version is offered, Reload switches to it, and no chunk fails to load', async ({ page }) => {
  const failures = watchForBrokenChunks(page);
  const origin = await serve('a');
  await page.goto(`${origin}${PAGES.downloadApp.path}`);
  await waitForServiceWorkerControl(page);
  await expect(versionShown(page, VERSION_A)).toBeVisible();

  await serve('b');
  await page.goto(`${origin}/`);
  const prompt = page.getByText(UPDATE_AVAILABLE_TEXT);
  await expect(prompt).toBeVisible({ timeout: 20_000 });

  // Until the user reloads, version A keeps working, including screens whose code was never loaded:
  // its chunks come from A's precache although the server now only has B's.
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PAGES.faq.title })).toBeVisible();
  await page
    .getByRole('link', { name: /get the app/i })
    .first()
    .click();
  await expect(versionShown(page, VERSION_A)).toBeVisible();

  await page.getByRole('button', { name: UPDATE_RELOAD_LABEL }).click();
  await expect(versionShown(page, VERSION_B)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: PAGES.downloadApp.title })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // Version B is now the one in control: other screens load B's chunks.
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PAGES.faq.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('without a service worker, a chunk removed by a deploy reloads the page once instead of breaking', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const origin = await serve('a');
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The deploy comes after start-up has fetched what it defers past the first render: the deal sync, and
    // the deal cache's code, which screens load once its deals are stored (a chunk asked for during the
    // deploy would reload the page before the click). Then anything else: the network quiet.
    await waitForDealCache(page);
    await page.waitForLoadState('networkidle');

    await serve('b');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page
      .getByRole('link', { name: /get the app/i })
      .first()
      .click();

    await expect(page).toHaveURL(`${origin}${PAGES.downloadApp.path}`);
    await expect(page.getByRole('heading', { level: 1, name: PAGES.downloadApp.title })).toBeVisible();
    await expect(versionShown(page, VERSION_B)).toBeVisible();
    expect(loads).toEqual([`${origin}${PAGES.downloadApp.path}`]);
  } finally {
    await context.close();
  }
});
