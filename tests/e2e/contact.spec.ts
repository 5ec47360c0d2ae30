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
} from '../../src/shared/site/contact-texts';
import { PAGES } from '../../src/shared/site/pages';
import { OUTBOX_SYNC_TAG } from '../../src/shared/worker-protocol/outbox-messages';
import { waitForServiceWorkerControl } from './support/pwa-browser';

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

async function fillForm(page: Page, message = MESSAGE) {
  await field(page, 'Name').fill(message.name);
  await field(page, 'Email').fill(message.email);
  await field(page, 'Subject').fill(message.subject);
  await field(page, 'Message').fill(message.message);
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
  await stubEndpoint(context, SEND_FORM, () => 'network-error');
  const sent = await stubEndpoint(context, SEND, () => (reachable ? 200 : 'network-error'));
  // Kept messages then go through the service worker, which outlives the reload below. A send the page
  // itself had in flight as it reloaded would, by design, hold the message until its lease ends
  // (OUTBOX_LEASE_MS): EmailJS has no idempotency key, so a sender that vanished mid-request is not doubled.
  await waitForServiceWorkerControl(page);
  await fillForm(page);
  await sendButton(page).click();

  await expect(page.getByText(`${EMAIL_STATUS_TEXTS[0]}. ${MESSAGE_QUEUED}`).first()).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeVisible();
  await expectFormValues(page, null);

  // A reload while the service is still unreachable keeps the message, and its count.
  await page.reload();
  await expect(page.getByText(queuedCount(1))).toBeVisible();
  await expect(page.getByText(MESSAGE.subject)).toBeVisible();

  // The connection drops and comes back with the service reachable: the message goes, once.
  await context.setOffline(true);
  reachable = true;
  await context.setOffline(false);
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
  await waitForServiceWorkerControl(page);
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

test('a queued message the service refused is tried again when the visitor asks with Send now', async ({
  page,
  context,
}) => {
  let answer = 403;
  const reached = await stubEndpoint(context, SEND, () => answer);
  // Offline users have the app from the worker's cache; without it, code loaded later would race the connection.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByText(queuedCount(1))).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(`Last attempt: ${EMAIL_STATUS_TEXTS[403]}`)).toBeVisible();
  // Refused, it waits for the visitor instead of being sent again by itself.
  await page.reload();
  await expect(page.getByText(queuedCount(1))).toBeVisible();
  expect(reached).toHaveLength(1);

  answer = 200;
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(toast(page, QUEUED_MESSAGE_SENT)).toBeVisible();
  await expect(page.getByText(queuedCount(1))).toBeHidden();
  expect(reached).toHaveLength(2);
});

test('the text being typed survives a reload', async ({ page }) => {
  await fillForm(page);
  await page.reload();
  await expectFormValues(page, MESSAGE);
});

test.describe('without a service worker (no background sync)', () => {
  // The worker's own sync could send the message before the next page opens; this is about the page.
  test.use({ serviceWorkers: 'block' });

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
});

/** Fires the service worker's background sync for the outbox, as Chromium does when the connection returns. */
async function fireBackgroundSync(
  context: BrowserContext,
  page: Page,
  origin = new URL(page.url()).origin,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });
  await cdp.detach();
}

test('under every trigger at once, each queued message reaches the service exactly once', async ({
  page,
  context,
}) => {
  // Two pages, three messages and every trigger: more browser work than a usual test.
  test.slow();
  // The service holds its answers until every trigger below has fired, so they all overlap the sends.
  const received: string[] = [];
  let reachable = false;
  let answer!: () => void;
  const answering = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await context.route(SEND, async (route) => {
    if (!reachable) return route.abort('internetdisconnected');
    received.push(JSON.parse(route.request().postData() ?? '{}').template_params.subject);
    await answering;
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  const subjects = ['First', 'Second', 'Third'].map((word) => `${word}: ${MESSAGE.subject}`);
  for (const [index, subject] of subjects.entries()) {
    await fillForm(page, { ...MESSAGE, subject });
    await sendButton(page).click();
    await expect(page.getByText(queuedCount(index + 1))).toBeVisible();
  }
  const second = await context.newPage();
  await second.goto(PAGES.contact.path);
  await expect(second.getByText(queuedCount(subjects.length))).toBeVisible();

  // Back online: both pages' online events (and more of them), Send now, the worker's background sync and a
  // reload of one page all try the outbox at the same time.
  reachable = true;
  await context.setOffline(false);
  const repeatOnline = () => {
    for (let signal = 0; signal < 3; signal += 1) window.dispatchEvent(new Event('online'));
  };
  const backgroundSync = fireBackgroundSync(context, second);
  await Promise.all([
    page.evaluate(repeatOnline),
    page.getByRole('button', { name: 'Send now' }).click(),
    second.evaluate(repeatOnline).then(() => second.reload()),
  ]);
  answer();
  await backgroundSync;

  for (const view of [page, second]) {
    await expect(view.getByRole('heading', { name: 'Waiting to send' })).toBeHidden();
  }
  expect([...received].sort()).toEqual([...subjects].sort());
});

test('with no page of the site open, the service worker sends a kept message once the connection returns', async ({
  page,
  context,
}) => {
  const senders: string[] = [];
  await context.route(SEND, (route) => {
    senders.push(route.request().serviceWorker() ? 'service worker' : 'page');
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await fillForm(page);
  await sendButton(page).click();
  await expect(page.getByText(queuedCount(1))).toBeVisible();

  await page.goto('about:blank');
  await context.setOffline(false);
  await fireBackgroundSync(
    context,
    page,
    new URL(PAGES.contact.path, test.info().project.use.baseURL).origin,
  );
  await expect.poll(() => senders).toEqual(['service worker']);

  await page.goto(PAGES.contact.path);
  await expect(sendButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting to send' })).toBeHidden();
  expect(senders).toEqual(['service worker']);
});
