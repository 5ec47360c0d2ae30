// Accessibility as axe-core checks it, for browser tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the page's running animations and CSS transitions have ended: axe reads colours as they
 * are drawn, and a button changing style (a row's Delete becoming "Yes, delete it") is between its two
 * colours for 0.15 s.
 */
export async function whenTransitionsEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
}

/** No axe violation of any impact on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  await whenTransitionsEnd(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
