import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { STATIC_ROUTE_CASES } from './layout-support';

const UNKNOWN = { pattern: '*', url: '/this/page/does/not/exist' };

test.describe('accessibility (axe): no serious or critical violation', () => {
  for (const route of [...STATIC_ROUTE_CASES, UNKNOWN]) {
    test(`${route.url}`, async ({ page }) => {
      await page.goto(route.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
      expect(severe).toEqual([]);
    });
  }
});
