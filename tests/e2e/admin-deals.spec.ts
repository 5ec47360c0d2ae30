// The console's Deals section in Chromium against the production build: a shopper's device has the deals
// in its cache; an operator edits one deal's title and price and expires another at /admin/deals; the
// shopper's next sync brings the new title and drops the expired deal, and the page the shopper has open,
// which reads the device's cache, follows. The page has no axe violation at 1280 and 375 px wide,
// and at 375 px its table reads as a list of cards. Its own server and SMTP catcher on free ports.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SUBMISSION_FIELD_ERRORS } from '../../src/shared/community/submission';
import { ADMIN_DEALS_TEXTS } from '../../src/shared/console/admin-deals-texts';
import type { Deal } from '../../src/shared/deal/deal';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { takeOverNow } from './support/app-takeover';
import { expectAccessible } from './support/axe';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';
import { waitForDealCache } from './support/shopper';

const T = ADMIN_DEALS_TEXTS;
const OPERATOR = { name: 'Otto Operator', email: 'otto@example.com' };
const NEW_TITLE = 'Cordless vacuum, now with a longer battery';

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;
let shopperContext: BrowserContext;
let shopper: Page;
let operatorContext: BrowserContext;
let operator: Page;

test.describe.configure({ mode: 'serial' });

/** The title of the deal as this device's cache holds it; undefined when it holds no such deal. */
function cachedTitle(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(
    (dealId) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('rarefinds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('deals').objectStore('deals').get(dealId);
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { title?: string } | undefined)?.title);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    id,
  );
}

/** The deals' row in the console's table. */
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Finds a deal in the console by its id (each id is unique, so one row answers). */
async function findInConsole(page: Page, id: string) {
  const search = page.getByRole('search', { name: T.searchLandmark });
  await search.getByLabel(T.searchLabel).fill(id);
  await search.getByRole('button', { name: T.search }).click();
  await expect(page.getByText(T.found(1), { exact: true })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCatcher(await freePort());
  dataDir = makeTempDir('admin-deals-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  shopperContext = await browser.newContext({ baseURL: server.origin });
  shopper = await shopperContext.newPage();
  ({ context: operatorContext, page: operator } = await signedIn(
    browser,
    { server, smtp },
    OPERATOR,
    '/admin/deals',
  ));
});

test.afterAll(async () => {
  await shopperContext?.close();
  await operatorContext?.close();
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

test('operator edits and expires a deal and the shopper’s cache follows on the next sync', async () => {
  test.setTimeout(120_000);
  // The shopper's device has synced the deals into its cache, and its deals page reads them from there.
  const listed = (await (await shopper.request.get('/api/deals')).json()) as Deal[];
  const [edited, ended] = [listed[0]!, listed[1]!];
  await shopper.goto('/deals');
  await waitForDealCache(shopper);
  expect(await cachedTitle(shopper, edited.id)).toBe(edited.title);
  expect(await cachedTitle(shopper, ended.id)).toBe(ended.title);
  await expect(shopper.getByRole('link', { name: edited.title }).first()).toBeVisible();
  await expect(shopper.getByRole('link', { name: ended.title }).first()).toBeVisible();

  // The operator edits one deal: a wrong field is named beside it, then the new title and price are saved.
  await expect(operator.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await findInConsole(operator, edited.id);
  await rowOf(operator, edited.title)
    .getByRole('button', { name: `${T.edit}: ${edited.title}` })
    .click();
  const form = operator.getByRole('region', { name: T.editHeading(edited.title) });
  await expect(form.getByRole('heading', { name: T.editHeading(edited.title) })).toBeFocused();
  await form.getByLabel('Current price ($)').fill('a lot');
  await form.getByRole('button', { name: T.save }).click();
  const price = form.getByLabel('Current price ($)');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(SUBMISSION_FIELD_ERRORS.currentPrice);
  await expect(price).toBeFocused();
  await price.fill('19.99');
  await form.getByLabel('Title').fill(NEW_TITLE);
  await form.getByRole('button', { name: T.save }).click();
  await expect(operator.getByRole('status').filter({ hasText: T.saved(NEW_TITLE) })).toBeVisible();
  await expect(rowOf(operator, NEW_TITLE)).toContainText('$19.99');

  // …and ends another.
  await findInConsole(operator, ended.id);
  await rowOf(operator, ended.title)
    .getByRole('button', { name: `${T.expire}: ${ended.title}` })
    .click();
  await expect(operator.getByRole('status').filter({ hasText: T.expiredNotice(ended.title) })).toBeVisible();
  await expect(rowOf(operator, ended.title)).toContainText(T.expired);

  // The shopper's device syncs again (as it does when the connection comes back) and its cache follows,
  // and so does the page once the app has it (a page only read stays as the server drew it).
  await takeOverNow(shopper);
  await shopper.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => cachedTitle(shopper, edited.id), { timeout: 20_000 }).toBe(NEW_TITLE);
  await expect.poll(() => cachedTitle(shopper, ended.id), { timeout: 20_000 }).toBeUndefined();

  // The page the shopper has open follows its cache: the new title is there, the ended deal is gone.
  await expect(shopper.getByRole('link', { name: NEW_TITLE }).first()).toBeVisible();
  await expect(shopper.getByRole('link', { name: ended.title })).toHaveCount(0);
  await expect(shopper.getByRole('link', { name: edited.title })).toHaveCount(0);
  // The deal's own page shows the change too.
  await shopper.goto(`/deal/${encodeURIComponent(edited.id)}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  await expect(shopper.getByRole('main')).toContainText('$19.99');
});

test('/admin/deals has no axe violation at 1280 px, and at 375 px its table reads as a list', async () => {
  // Three full axe runs over a page of twenty deals.
  test.setTimeout(90_000);
  await operator.setViewportSize({ width: 1280, height: 900 });
  await operator.goto('/admin/deals');
  const table = operator.getByRole('table');
  await expect(table).toBeVisible();
  await expectAccessible(operator);
  // The form open with a problem beside a field, and the delete confirmation, are checked too.
  await operator.getByRole('button', { name: T.newDeal }).click();
  await operator.getByRole('button', { name: T.create }).click();
  const form = operator.getByRole('region', { name: T.createHeading });
  await expect(form.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
    SUBMISSION_FIELD_ERRORS.title,
  );
  await operator
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: new RegExp(`^${T.delete}:`) })
    .click();
  await expect(operator.getByRole('button', { name: T.confirmDeleteButton })).toBeVisible();
  await expectAccessible(operator);

  await operator.setViewportSize({ width: 375, height: 800 });
  await operator.goto('/admin/deals');
  await expect(table).toBeVisible();
  await expectAccessible(operator);
  const layout = await table.evaluate((element) => {
    const row = element.querySelector('tbody tr')!;
    const cell = row.querySelector('td')!;
    return {
      row: getComputedStyle(row).display,
      cell: getComputedStyle(cell).display,
      label: getComputedStyle(cell, '::before').content,
      name: cell.getAttribute('data-label'),
      headerHeight: element.querySelector('thead')!.getBoundingClientRect().height,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
  // Each row is a card, each cell a line that names its column; the header row is for screen readers only.
  expect(layout).toMatchObject({ row: 'block', cell: 'block', name: T.columns.title });
  expect(layout.label).toBe(`"${T.columns.title}: "`);
  expect(layout.headerHeight).toBeLessThanOrEqual(1);
  expect(layout.pageWidth).toBeLessThanOrEqual(375);
});
