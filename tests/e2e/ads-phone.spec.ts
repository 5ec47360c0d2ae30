// A site with ads on a 375×812 phone: a listing draws its first ad place after the first row of deals, not
// above the page, so the first deal card (its price and expiry) is whole on the first screen; wider screens
// and pages without deals keep it above the page. Of the two copies of the first place only the one shown
// asks the ad network for an ad.
//
// The ad client is a build-time setting: the plain build (scripts/e2e-builds.mjs) is the tests' build with
// one, served here by a server of this spec's own. The ad network's script lives on an outside host; the
// test answers it with a stand-in that fills the unit asked for, and no request leaves the machine.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PLAIN_BUILD } from '../../scripts/e2e-builds.mjs';
import { DEFAULT_AD_SCRIPT_URL } from '../../src/shared/site/ad-settings';
import { AD_TEXTS } from '../../src/shared/site/ad-texts';
import { AD_PLACE_LABELS } from '../../src/shared/site/layout-texts';
import { PAGES } from '../../src/shared/site/pages';
import { whenAppTakesOver } from './support/app-takeover';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const TEST_AD = 'Test advertisement';

/** What adsbygoogle.js does for each request: fills the page's first empty unit (and counts the requests). */
const STAND_IN_AD_SCRIPT = `(() => {
  const fill = () => {
    const unit = [...document.querySelectorAll('ins.adsbygoogle')].find((ins) => !ins.dataset.adsbygoogleStatus);
    if (!unit) throw new Error('All ins elements on the page already have ads');
    unit.dataset.adsbygoogleStatus = 'done';
    const ad = document.createElement('div');
    ad.style.height = '90px';
    ad.textContent = ${JSON.stringify(TEST_AD)};
    unit.appendChild(ad);
    window.adRequests = (window.adRequests ?? 0) + 1;
  };
  const queued = window.adsbygoogle ?? [];
  window.adsbygoogle = { push: fill };
  for (const _ of queued) fill();
})();`;

let workDir: string;
let server: AppServer;
/** The ad network answers once this is resolved: a test can look at the page as it is before any ad. */
let adNetworkAnswers: Promise<void>;
let letAdNetworkAnswer: () => void;

// The service worker would fetch the ad script itself, out of page.route's sight.
test.use({ serviceWorkers: 'block', viewport: PHONE });

test.beforeAll(async () => {
  workDir = makeTempDir('ads-phone');
  server = await startAppServer({
    port: await freePort(),
    distDir: PLAIN_BUILD.dir,
    dataDir: `${workDir}/data`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  removeDir(workDir);
});

test.beforeEach(async ({ page }) => {
  adNetworkAnswers = new Promise((resolve) => {
    letAdNetworkAnswer = resolve;
  });
  // The ad script (the blocker probe and the script itself) gets the stand-in; any other outside host, nothing.
  await page.route(
    (url) => url.origin !== server.origin,
    async (route) => {
      if (!route.request().url().startsWith(DEFAULT_AD_SCRIPT_URL)) return route.abort();
      await adNetworkAnswers;
      return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_AD_SCRIPT });
    },
  );
});

const place = (page: Page, name: string) => page.getByRole('complementary', { name });
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The part lies within the first screen, without scrolling. */
async function expectOnFirstScreen(part: Locator, what: string) {
  const { y, height } = await box(part);
  expect(y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what} ends on the first screen`).toBeLessThanOrEqual(PHONE.height);
}

for (const path of [PAGES.home.path, PAGES.deals.path]) {
  test(`${path} on a phone: the first card is whole on the first screen, the first ad after the first row`, async ({
    page,
  }) => {
    await page.goto(`${server.origin}${path}`);
    const cards = page.locator('main .deal-card');
    const first = cards.first();
    const price = first.locator('.price');
    const expiry = first.locator('.deal-card__expiry');
    // The page as the server drew it and the app took it over, before any ad arrives…
    await whenAppTakesOver(page);
    await expect(first).toBeVisible();
    const drawn = { price: await box(price), expiry: await box(expiry) };
    letAdNetworkAnswer();
    // Both places shown get their ad.
    await expect(page.getByText(TEST_AD)).toHaveCount(2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectOnFirstScreen(price, `${path}: the first card's price`);
    await expectOnFirstScreen(expiry, `${path}: the first card's expiry`);
    // …and after they did: nothing moved.
    expect({ price: await box(price), expiry: await box(expiry) }).toEqual(drawn);

    // The first place comes after the first row (two cards) and before the second.
    const listingPlace = place(page, AD_PLACE_LABELS.listing);
    await expect(listingPlace.getByText(TEST_AD)).toBeVisible();
    await expect(listingPlace.getByText(AD_TEXTS.loading)).toBeHidden();
    const ad = await box(listingPlace);
    for (const index of [0, 1]) {
      const card = await box(cards.nth(index));
      expect(ad.y, `the ad is below card ${index + 1}`).toBeGreaterThanOrEqual(card.y + card.height);
    }
    expect((await box(cards.nth(2))).y, 'the second row is below the ad').toBeGreaterThanOrEqual(
      ad.y + ad.height,
    );

    // Still two ad places; the one above the page is not shown and never asked for an ad.
    await expect(page.getByLabel(AD_PLACE_LABELS.top)).toHaveCount(1);
    await expect(page.getByLabel(AD_PLACE_LABELS.top)).toBeHidden();
    await expect(page.getByRole('complementary', { name: /^Advertisement/ })).toHaveCount(2);
    await expect(
      page.locator('main').getByRole('complementary', { name: AD_PLACE_LABELS.listing }),
    ).toHaveCount(1);
    await expect(page.getByLabel(AD_PLACE_LABELS.top).locator('ins')).toHaveCount(0);
    await expect(place(page, AD_PLACE_LABELS.bottom).getByText(TEST_AD)).toHaveCount(1);
    expect(await page.evaluate(() => (window as { adRequests?: number }).adRequests)).toBe(2);
  });
}

test('wider screens, and phone pages without deals, keep the first ad place above the page', async ({
  page,
}) => {
  letAdNetworkAnswer();
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.origin}${PAGES.deals.path}`);
  const top = place(page, AD_PLACE_LABELS.top);
  await expect(top.getByText(TEST_AD)).toBeVisible();
  expect((await box(top)).y + (await box(top)).height).toBeLessThanOrEqual(
    (await box(page.locator('main'))).y,
  );
  await expect(page.getByLabel(AD_PLACE_LABELS.listing)).toHaveCount(1);
  await expect(page.getByLabel(AD_PLACE_LABELS.listing)).toBeHidden();
  await expect(page.getByRole('complementary', { name: /^Advertisement/ })).toHaveCount(2);

  await page.setViewportSize(PHONE);
  await page.goto(`${server.origin}${PAGES.about.path}`);
  await expect(place(page, AD_PLACE_LABELS.top).getByText(TEST_AD)).toBeVisible();
  await expect(page.getByRole('complementary', { name: /^Advertisement/ })).toHaveCount(2);
});
