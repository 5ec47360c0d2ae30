// When the app has taken over the page the server drew: its first commit of the page's own content sets a
// performance mark (src/app/first-render-mark.tsx). Before it, the page is the server's markup alone. A page
// the shopper only reads is never taken over (docs/decisions/0039): the app starts at the first reach for
// one of its controls, at load on the pages that are the app's from the start, and on the offline shell.
// The entry marks both moments (src/lib/app-intent.ts).
import type { Page } from '@playwright/test';

const FIRST_RENDER_MARK = 'rarefinds:first-render';
const APP_STARTING_MARK = 'rarefinds:app-starting';
const PAGE_STARTED_MARK = 'rarefinds:page-started';

/** Waits for the app to take the current page over, so typing and clicks reach the app's own handlers. */
export async function whenAppTakesOver(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_RENDER_MARK);
}

/**
 * Waits until the page is as a shopper who has not touched it sees it: its services started and, where the
 * app starts by itself, the app's takeover done.
 */
export async function whenPageSettles(page: Page): Promise<void> {
  await page.waitForFunction(
    ([started, starting, firstRender]: string[]) => {
      const has = (mark: string) => performance.getEntriesByName(mark).length > 0;
      return has(started!) && (!has(starting!) || has(firstRender!));
    },
    [PAGE_STARTED_MARK, APP_STARTING_MARK, FIRST_RENDER_MARK],
  );
}

/** Starts the app as a shopper's first press on one of its controls does (once the entry listens). */
export async function startAppNow(page: Page): Promise<void> {
  await page.waitForFunction(
    (started) => performance.getEntriesByName(started).length > 0,
    PAGE_STARTED_MARK,
  );
  await page.evaluate((starting) => {
    if (performance.getEntriesByName(starting).length > 0) return;
    const control = document.querySelector('#root button:not([popovertarget])');
    control?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  }, APP_STARTING_MARK);
}

/** Starts the app as a shopper's first press on one of its controls does, and waits for its takeover. */
export async function takeOverNow(page: Page): Promise<void> {
  await startAppNow(page);
  await whenAppTakesOver(page);
}
