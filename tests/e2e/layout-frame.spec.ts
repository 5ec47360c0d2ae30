import { expect, type Page, test } from '@playwright/test';
import { copyrightLine, HOT_BADGE, NEW_BADGE, SEARCH_PLACEHOLDER } from '../../src/shared/site/layout-texts';
import { PAGES } from '../../src/shared/site/pages';
import { DISCLOSURE_TEXT } from '../../src/shared/site/site';

const banner = (page: Page) => page.getByRole('complementary', { name: 'Affiliate disclosure' });

const bannerStyle = (page: Page) =>
  page.locator('.disclosure').evaluate((element) => {
    const outer = getComputedStyle(element);
    const inner = getComputedStyle(element.firstElementChild!);
    return {
      position: outer.position,
      top: outer.top,
      direction: inner.flexDirection,
      maxWidth: inner.maxWidth,
      background: outer.backgroundColor,
    };
  });

test.describe('disclosure banner', () => {
  test('is sticky, purple-tinted and in a row on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGES.privacy.path);
    await expect(banner(page).getByRole('note')).toHaveText(DISCLOSURE_TEXT);
    const style = await bannerStyle(page);
    expect(style).toMatchObject({ position: 'sticky', top: '0px', direction: 'row', maxWidth: '1200px' });
    // Purple tint: blue and red both clearly above green.
    const [red, green, blue] = style.background.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(blue).toBeGreaterThan(green);
    expect(red).toBeGreaterThan(green);

    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await banner(page).boundingBox())?.y).toBe(0);
    await expect(banner(page)).toBeInViewport();
  });

  test('stacks vertically under 768px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PAGES.privacy.path);
    expect(await bannerStyle(page)).toMatchObject({ position: 'sticky', direction: 'column' });
    const text = await banner(page).getByRole('note').boundingBox();
    const link = await banner(page).getByRole('link', { name: 'How we earn' }).boundingBox();
    expect(link!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1);
  });

  test('is still in a row at exactly 768px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(PAGES.privacy.path);
    expect((await bannerStyle(page)).direction).toBe('row');
  });
});

test.describe('header', () => {
  test('searches from every page', async ({ page }) => {
    await page.goto(PAGES.terms.path);
    const search = page.getByRole('searchbox', { name: 'Search deals' });
    await expect(search).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    await search.fill('wireless headphones');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wireless%20headphones$/);
  });

  test('folds the account actions into a menu on phones', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PAGES.faq.path);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login).toBeHidden();

    await toggle.click();
    await expect(login).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap outside the menu, below it (the open menu covers the top of the page).
    await toggle.click();
    await page.mouse.click(20, 720);
    await expect(login).toBeHidden();

    await toggle.click();
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  });

  test('shows the account actions without a menu on desktops', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGES.faq.path);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  });

  test('Subscribe opens the subscribe dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGES.about.path);
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('About: Subscribe Now opens the subscribe dialog', async ({ page }) => {
  await page.goto(PAGES.about.path);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('the rest of the frame', () => {
  test('sub-header marks Hot and New and links the eight categories', async ({ page }) => {
    await page.goto(PAGES.faq.path);
    const nav = page.getByRole('navigation', { name: 'Deal categories' });
    await expect(nav.getByRole('link', { name: `Today's Deals ${HOT_BADGE}` })).toHaveAttribute(
      'href',
      PAGES.dealsToday.path,
    );
    await expect(nav.getByRole('link', { name: `Trending ${NEW_BADGE}` })).toHaveAttribute(
      'href',
      PAGES.trending.path,
    );
    await expect(nav.getByRole('link', { name: 'Popular', exact: true })).toHaveAttribute(
      'href',
      PAGES.popular.path,
    );
    await expect(nav.locator('a[href^="/category/"]')).toHaveCount(8);
  });

  test('the sub-header scrolls sideways on phones instead of wrapping', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PAGES.faq.path);
    const list = page.locator('.sub-header__list');
    const size = await list.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(size.scroll).toBeGreaterThan(size.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('both ad places keep their size from the first paint, so nothing below them moves', async ({
    page,
  }) => {
    await page.goto(PAGES.faq.path, { waitUntil: 'domcontentloaded' });
    const places = page.getByRole('complementary', { name: /^Advertisement/ });
    await expect(places).toHaveCount(2);
    const heights = () =>
      places.evaluateAll((all) => all.map((place) => place.getBoundingClientRect().height));
    const drawn = await heights();
    expect(Math.min(...drawn)).toBeGreaterThan(40);
    await page.waitForLoadState('networkidle');
    expect(await heights()).toEqual(drawn);
  });

  test('the footer carries the copyright of this year', async ({ page }) => {
    await page.goto(PAGES.faq.path);
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByRole('contentinfo').getByText(copyrightLine(year))).toBeVisible();
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto(PAGES.faq.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
