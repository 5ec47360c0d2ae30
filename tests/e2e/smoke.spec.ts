import { expect, test } from '@playwright/test';
import { PAGES } from '../../src/shared/site/pages';
import { pageTitle } from '../../src/shared/site/site';

test('the about page renders its heading and title', async ({ page }) => {
  await page.goto(PAGES.about.path);
  await expect(page.getByRole('heading', { level: 1, name: PAGES.about.title })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(PAGES.about.title));
});
