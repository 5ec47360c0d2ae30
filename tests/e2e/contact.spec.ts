// The contact form in a real browser against a local stub of the e-mail service. The e2e build
// (`vite build --mode e2e`, settings in .env.e2e) points the e-mail client at /api/emailjs-stub on the
// app's own origin; these tests answer there with context routes, which also see requests that pass
// through the service worker.
import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import {
  EMAIL_STATUS_TEXTS,
  MESSAGE_QUEUED,
  QUEUED_MESSAGE_SENT,
  queuedCount,
  SEND_FAILURE,
  SEND_SUCCESS,
} from '../../src/shared/contact-texts';
import { PAGES } from '../../src/shared/pages';

const SEND_FORM = '**/api/emailjs-stub/api/v1.0/email/send-form';
const SEND = '**/api/emailjs-stub/api/v1.0/email/send';

const MESSAGE = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Coupon no longer works',
  message: 'The coupon on the noise-cancelling headphones deal says it has expired.',
};

type Answer = number | 'network-error';

/** Answers the e-mail service's endpoint and records what reached it. */
async function stubEndpoint(context: BrowserContext, pattern: string, answer: () => Answer) {
  const bodies: string[] = [];
  await context.route(pattern, async (route: Route) => {
    const reply = answer();
    if (reply === 'network-error') return route.abort('internetdisconnected');
    bodies.push(route.request().postData() ?? '');
    return route.fulfill({
      status: reply,
      contentType: 'text/plain',
      body: reply === 200 ? 'OK' : 'Rejected',
    });
  });
  return bodies;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillForm(page: Page) {
  await field(page, 'Name').fill(MESSAGE.name);
  await field(page, 'Email').fill(MESSAGE.email);
  await field(page, 'Subject').fill(MESSAGE.subject);
  await field(page, 'Message').fill(MESSAGE.message);
}

async function expectFormValues(page: Page, values: typeof MESSAGE | null) {
  await expect(field(page, 'Name')).toHaveValue(values?.name ?? '');
  await expect(field(page, 'Email')).toHaveValue(values?.email ?? '');
  await expect(field(page, 'Subject')).toHaveValue(values?.subject ?? '');
  await expect(field(page, 'Message')).toHaveValue(values?.message ?? '');
}

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

test.beforeEach(async ({ page }) => {
  await page.goto(PAGES.contact.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a message is sent, the success toast shows and the form clears', async ({ page, context }) => {
  const bodies = await stubEndpoint(context, SEND_FORM, () => 200);
  await fillForm(page);
  await sendButton(page).click();

  await expect(toast(page, SEND_SUCCESS)).toBeVisible();
  await expectFormValues(page, null);
  expect(bodies).toHaveLength(1);
  for (const [name, value] of Object.entries({
    ...MESSAGE,
    lib_version: '4.4.1',
    service_id: 'e2e-service',
    template_id: 'e2e-template',
    user_id: 'e2e-public-key',
  })) {
    expect(bodies[0]).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
  }
});

for (const status of [451, 403, 429]) {
  test(`status ${status} shows '${EMAIL_STATUS_TEXTS[status]}' and keeps the text`, async ({
    page,
    context,
  }) => {
    await stubEndpoint(context, SEND_FORM, () => status);
    await fillForm(page);
    await sendButton(page).click();

    await expect(toast(page, SEND_FAILURE)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: EMAIL_STATUS_TEXTS[status]! })).toBeVisible();
    await expectFormValues(page, MESSAGE);
    await expect(sendButton(page)).toBeEnabled();
  });
}

test("a network failure (status 0) shows 'Network Error' and keeps the message queued until sent", async ({
  page,
  context,
}) => {
  let reachable = false;
  let attempts = 0;
  await stubEndpoint(context, SEND_FORM, () => 'network-error');
  const sent = await stubEndpoint(context, SEND, () => {
    attempts += 1;
    return reachable ? 200 : 'network-error';
  });
  await fillForm(page);
  await sendButton(page).click();

  await expect(page.getByText(`${EMAIL_STATUS_TEXTS[0]}. ${MESSAGE_QUEUED}`).first()).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeVisible();
  await expectFormValues(page, null);

  // A reload while the service is still unreachable keeps the message, and its count.
  const attemptsBeforeReload = attempts;
  await page.reload();
  await expect(page.getByText(queuedCount(1))).toBeVisible();
  await expect(page.getByText(MESSAGE.subject)).toBeVisible();
  // The reloaded page tries the queue by itself twice (at start-up and when the contact page opens); let
  // those attempts fail before the service comes back, so the send below is the one the button makes.
  await expect.poll(() => attempts).toBeGreaterThanOrEqual(attemptsBeforeReload + 2);

  reachable = true;
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(toast(page, QUEUED_MESSAGE_SENT)).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!).template_params).toEqual(MESSAGE);
});

test('a message written offline is queued and sent exactly once when back online', async ({
  page,
  context,
}) => {
  const direct = await stubEndpoint(context, SEND_FORM, () => 200);
  const sent = await stubEndpoint(context, SEND, () => 200);
  await context.setOffline(true);
  await fillForm(page);
  await sendButton(page).click();

  await expect(page.getByRole('status').filter({ hasText: MESSAGE_QUEUED })).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeVisible();
  await expectFormValues(page, null);
  expect(direct).toHaveLength(0);
  expect(sent).toHaveLength(0);

  await context.setOffline(false);
  await expect(toast(page, QUEUED_MESSAGE_SENT)).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeHidden();

  // Another online signal and a fresh visit find nothing left to send.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(sendButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting to send' })).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({
    service_id: 'e2e-service',
    template_id: 'e2e-template',
    user_id: 'e2e-public-key',
    template_params: MESSAGE,
  });
  expect(direct).toHaveLength(0);
});

test('the text being typed survives a reload', async ({ page }) => {
  await fillForm(page);
  await page.reload();
  await expectFormValues(page, MESSAGE);
});

test('a queued message goes as soon as the site opens online, on any page', async ({ page, context }) => {
  let reachable = false;
  await stubEndpoint(context, SEND_FORM, () => 'network-error');
  const sent = await stubEndpoint(context, SEND, () => (reachable ? 200 : 'network-error'));
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByText(queuedCount(1))).toBeVisible();

  reachable = true;
  await page.goto(PAGES.about.path);
  await expect(toast(page, QUEUED_MESSAGE_SENT)).toBeVisible();
  expect(sent).toHaveLength(1);

  await page.goto(PAGES.contact.path);
  await expect(sendButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting to send' })).toBeHidden();
  expect(sent).toHaveLength(1);
});
