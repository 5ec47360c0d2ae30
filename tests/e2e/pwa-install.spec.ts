// Installability of the production build as Chromium judges it, and the app's own install offer.
// Chromium reports installability only in a persistent (non-incognito) profile, so these tests launch
// one in a fresh temporary folder with the configured flags.
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { PAGES } from '../../src/shared/site/pages';
import { INSTALL_LABEL, INSTALLED_TEXT } from '../../src/shared/site/pwa-texts';
import { APPLE_TOUCH_ICON, OG_IMAGE, WEB_MANIFEST } from '../../src/shared/site/web-manifest';
import {
  configuredLaunchOptions,
  makeTempDir,
  removeDir,
  waitForServiceWorkerControl,
} from './support/pwa-browser';

let profileDir: string;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ baseURL }, testInfo) => {
  profileDir = makeTempDir('pwa-profile');
  const launch = configuredLaunchOptions(testInfo);
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: launch.executablePath,
    args: launch.args,
    baseURL,
  });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterEach(async () => {
  await context.close();
  removeDir(profileDir);
});

test('Chromium finds the app installable and its manifest valid', async () => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const cdp = await context.newCDPSession(page);

  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const parsed = JSON.parse(manifest.data ?? '{}');
  expect(parsed).toMatchObject({
    id: WEB_MANIFEST.id,
    name: WEB_MANIFEST.name,
    short_name: WEB_MANIFEST.short_name,
    start_url: WEB_MANIFEST.start_url,
    display: 'standalone',
  });

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('every image the manifest and the page head name is served as a PNG of its declared size', async () => {
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as typeof WEB_MANIFEST;
  const images = [
    ...manifest.icons,
    ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    ...manifest.screenshots,
    { src: `/${APPLE_TOUCH_ICON.file}`, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}` },
    { src: `/${OG_IMAGE.file}`, sizes: `${OG_IMAGE.width}x${OG_IMAGE.height}` },
  ];
  for (const image of images) {
    const file = await page.request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type'], image.src).toContain('image/png');
    expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }
  const favicon = await page.request.get('/favicon.svg');
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
});

test('Chromium offers the install: Install shows in the header menu and on /download-app', async () => {
  await page.goto(PAGES.downloadApp.path);
  await expect(page.getByRole('main').getByRole('button', { name: INSTALL_LABEL })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: INSTALL_LABEL })).toBeVisible();

  // Installed from the browser's own menu instead: the offer goes away everywhere.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByRole('button', { name: INSTALL_LABEL })).toHaveCount(0);
  await expect(page.getByText(INSTALLED_TEXT)).toBeVisible();
});

test('accepting the install dialog hides Install and says the app is installed', async () => {
  await page.goto(PAGES.downloadApp.path);
  const install = page.getByRole('main').getByRole('button', { name: INSTALL_LABEL });
  await expect(install).toBeVisible();

  // The install dialog is browser UI that a headless browser cannot accept, so the browser's offer is
  // replaced by one whose dialog answers "accepted"; everything after that is the app's own doing.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      platforms: ['web'],
      prompt: async () => {
        document.documentElement.dataset.installDialogShown = 'true';
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  await install.click();

  await expect(page.locator('html')).toHaveAttribute('data-install-dialog-shown', 'true');
  await expect(page.getByText(INSTALLED_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: INSTALL_LABEL })).toHaveCount(0);
});
