import { expect, test } from '@playwright/test';
import { pageTitle, SITE_TITLE } from '../../src/shared/site/site';
import { ROUTE_CASES } from './support/route-cases';

test.describe('every route of the route table', () => {
  for (const route of ROUTE_CASES) {
    test(`${route.pattern} (${route.url}) renders its heading and title`, async ({ page }) => {
      await page.goto(route.url);
      const heading = page.getByRole('heading', { level: 1 });
      if (route.page) {
        await expect(heading).toHaveText(route.page.title);
        await expect(page).toHaveTitle(pageTitle(route.page.title));
      } else {
        await expect(heading).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      }
    });
  }

  test('an unknown address keeps the frame and offers the way home', async ({ page }) => {
    await page.goto('/deep/unknown/path/that/does/not/exist');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('searchbox', { name: 'Search all deals' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
