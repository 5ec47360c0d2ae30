// The operator's inbox in Chromium against a production build made without the EmailJS settings, so the
// contact form sends to the site's own POST /api/messages. A visitor sends a message, and another written
// offline that arrives once when the connection is back; the operator finds both at /admin/messages,
// answers one (the mail reaches a real SMTP server, addressed to the visitor) and it reads as handled; the
// answer is in /admin/mail and in /admin/audit. Every screen passes axe at 1280 and 375 px.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PLAIN_BUILD } from '../../scripts/e2e-builds.mjs';
import { ADMIN_AUDIT_TEXTS } from '../../src/shared/console/admin-audit-texts';
import { ADMIN_MAIL_TEXTS } from '../../src/shared/console/admin-mail-texts';
import { MESSAGE_AUDIT, REPLY_FIELD_ERRORS } from '../../src/shared/console/admin-messages';
import { ADMIN_MESSAGE_TEXTS } from '../../src/shared/console/admin-messages-texts';
import { PAGER_TEXTS } from '../../src/shared/console/admin-paging-texts';
import {
  MESSAGE_QUEUED,
  QUEUED_MESSAGE_SENT,
  queuedCount,
  SEND_SUCCESS,
} from '../../src/shared/site/contact-texts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { whenAppTakesOver } from './support/app-takeover';
import { whenTransitionsEnd } from './support/axe';
import { signedIn } from './support/members';
import { type AppServer, freePort, makeTempDir, removeDir, startAppServer } from './support/pwa-browser';

const OPERATOR = { name: 'Olga Operator', email: 'olga@example.com' };
const ONLINE = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Coupon no longer works',
  message: 'The <b>SAVE10</b> coupon on the kettle deal says it has expired.',
};
const OFFLINE = {
  name: 'Ben Okafor',
  email: 'ben@example.com',
  subject: 'Written on the train',
  message: 'Do you list deals from shops in Portugal?',
};
const ANSWER = 'Thank you, Ana.\n\nThe shop renewed the coupon: SAVE10 works again until Sunday.';
const REPLY_SUBJECT = `Re: ${ONLINE.subject}`;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

let workDir: string;
let smtp: SmtpCatcher;
let server: AppServer;
let operatorContext: BrowserContext;
let operator: Page;

// Each test runs axe on several screens at two sizes: more work than the default 30 s allows on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** No axe violation of any impact on the page as it is now, on a desktop and on a phone. */
async function expectAccessible(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await whenTransitionsEnd(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${size.width}px ${violation.id}: ${violation.help}`)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/** Opens a page of the site and waits for the app to take it over, so typing reaches the app's forms. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await whenAppTakesOver(page);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillContactForm(page: Page, message: typeof ONLINE) {
  await field(page, 'Name').fill(message.name);
  await field(page, 'Email').fill(message.email);
  await field(page, 'Subject').fill(message.subject);
  await field(page, 'Message').fill(message.message);
}

const rows = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  workDir = makeTempDir('admin-messages');
  smtp = await startSmtpCatcher();
  server = await startAppServer({
    port: await freePort(),
    // The plain build has no VITE_EMAILJS_*: the contact form sends to the site itself.
    distDir: PLAIN_BUILD.dir,
    dataDir: `${workDir}/data`,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>', OPERATOR_EMAILS: OPERATOR.email },
  });
  ({ context: operatorContext, page: operator } = await signedIn(
    browser,
    { server, smtp },
    OPERATOR,
    '/admin/messages',
  ));
});

test.afterAll(async () => {
  await operatorContext?.close();
  await server?.stop();
  await smtp?.close();
  removeDir(workDir);
});

test('a visitor’s message goes to the site, and one written offline arrives once when back online', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const posted: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/messages') posted.push(request.method());
  });
  await open(page, '/contact');
  await fillContactForm(page, ONLINE);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.Toastify').getByText(SEND_SUCCESS)).toBeVisible();
  expect(posted).toEqual(['POST']);

  await context.setOffline(true);
  await fillContactForm(page, OFFLINE);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGE_QUEUED })).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeVisible();

  await context.setOffline(false);
  await expect(page.locator('.Toastify').getByText(QUEUED_MESSAGE_SENT)).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeHidden();
  // Another online signal and a fresh visit find nothing left to send.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Waiting to send' })).toBeHidden();
  await context.close();
});

test('the operator finds both messages, each once, and reads one as its sender wrote it', async () => {
  await open(operator, '/admin/messages');
  await expect(rows(operator, ONLINE.subject)).toHaveCount(1);
  await expect(rows(operator, OFFLINE.subject)).toHaveCount(1);
  await expect(rows(operator, OFFLINE.subject)).toContainText(ADMIN_MESSAGE_TEXTS.waiting);
  await expect(operator.getByText(PAGER_TEXTS.position(1, 1, 2))).toBeVisible();
  await expectAccessible(operator);

  // The search finds the offline message once, by the words of its text.
  await operator.getByLabel(ADMIN_MESSAGE_TEXTS.searchLabel).fill('Portugal');
  await operator.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.search }).click();
  await expect(operator).toHaveURL(/\?q=Portugal$/);
  await expect(rows(operator, OFFLINE.subject)).toHaveCount(1);
  await expect(rows(operator, ONLINE.subject)).toHaveCount(0);

  await open(operator, '/admin/messages');
  await operator.getByRole('link', { name: ONLINE.subject }).click();
  await expect(operator.getByRole('heading', { level: 2, name: ONLINE.subject })).toBeVisible();
  // The HTML in the message is its text.
  await expect(operator.getByText(ONLINE.message, { exact: true })).toBeVisible();
  await expect(operator.locator('.admin-record b')).toHaveCount(0);
  await expectAccessible(operator);
});

test('the operator answers by e-mail: the mail reaches the visitor and the message reads as handled', async () => {
  await operator.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.reply }).click();
  await expect(operator.getByLabel(ADMIN_MESSAGE_TEXTS.subject)).toHaveValue(REPLY_SUBJECT);
  await operator.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.send }).click();
  const body = operator.getByLabel(ADMIN_MESSAGE_TEXTS.body);
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(operator.getByText(REPLY_FIELD_ERRORS.body)).toBeVisible();
  await expectAccessible(operator);

  await body.fill(ANSWER);
  await operator.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.send }).click();
  await expect(operator.getByRole('status').filter({ hasText: ADMIN_MESSAGE_TEXTS.sent })).toBeVisible();
  await expect(operator.getByText(/^Handled on /)).toBeVisible();
  await expect(operator.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.markWaiting })).toBeVisible();
  await expect(operator.getByRole('link', { name: REPLY_SUBJECT })).toBeVisible();

  const mail = await smtp.waitFor(ONLINE.email, new RegExp(`^${REPLY_SUBJECT}$`));
  expect(mail.to).toEqual([ONLINE.email]);
  expect(mail.from).toBe('hello@localhost');
  expect(mail.text).toContain(`Hello ${ONLINE.name},`);
  expect(mail.text).toContain('The shop renewed the coupon: SAVE10 works again until Sunday.');
  expect(mail.text).toContain(`> ${ONLINE.message}`);

  await operator.getByRole('link', { name: ADMIN_MESSAGE_TEXTS.close }).click();
  await expect(rows(operator, OFFLINE.subject)).toHaveCount(1);
  await expect(rows(operator, ONLINE.subject)).toHaveCount(0);
  await operator.getByLabel(ADMIN_MESSAGE_TEXTS.filterLabel).selectOption('handled');
  await expect(operator).toHaveURL(/\?status=handled$/);
  await expect(rows(operator, ONLINE.subject)).toContainText(ADMIN_MESSAGE_TEXTS.handled);
  await expect(rows(operator, OFFLINE.subject)).toHaveCount(0);
  await expectAccessible(operator);
});

test('/admin/mail lists the answer and opens its text', async () => {
  await open(operator, '/admin/mail');
  const answer = rows(operator, REPLY_SUBJECT);
  await expect(answer).toHaveCount(1);
  await expect(answer).toContainText(ONLINE.email);
  await expect(answer).toContainText('Sent ');
  await expect(rows(operator, 'Confirm your e-mail address for RareFinds')).toHaveCount(1);
  await expectAccessible(operator);

  await answer.getByRole('link', { name: REPLY_SUBJECT }).click();
  await expect(operator.getByRole('heading', { level: 2, name: REPLY_SUBJECT })).toBeVisible();
  await expect(operator.getByRole('heading', { name: ADMIN_MAIL_TEXTS.textHeading })).toBeVisible();
  await expect(operator.locator('pre.admin-record__text')).toContainText(
    'The shop renewed the coupon: SAVE10 works again until Sunday.',
  );
  await expectAccessible(operator);
});

test('/admin/audit lists the answer with who sent it and the mail it names', async () => {
  await open(operator, '/admin/audit');
  const entry = rows(operator, MESSAGE_AUDIT.reply);
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(OPERATOR.email);
  await expect(entry).toContainText('message ');
  await entry.getByText(ADMIN_AUDIT_TEXTS.showChange).click();
  await expect(entry.locator('pre').last()).toContainText(`to: ${ONLINE.email}`);
  await expect(entry.locator('pre').last()).toContainText(/mailId: \d+/);
  await expectAccessible(operator);

  await operator.getByLabel(ADMIN_AUDIT_TEXTS.actionLabel).selectOption(MESSAGE_AUDIT.reply);
  await operator.getByRole('button', { name: ADMIN_AUDIT_TEXTS.filter }).click();
  await expect(operator).toHaveURL(/\?action=message\.reply$/);
  await expect(operator.getByRole('row')).toHaveCount(2);
  await expect(operator.getByText(PAGER_TEXTS.position(1, 1, 1))).toBeVisible();
});
