// When the app has taken over the page the server drew: its first commit of the page's own content sets a
// performance mark (src/app/first-render-mark.tsx). Before it, the page is the server's markup alone.
import type { Page } from '@playwright/test';

const FIRST_RENDER_MARK = 'rarefinds:first-render';

/** Waits for the app to take the current page over, so typing and clicks reach the app's own handlers. */
export async function whenAppTakesOver(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);
}
