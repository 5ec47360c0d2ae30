import { ToastHost } from '@components/toast-host';
import { callApi } from '@lib/api-client';
import { db } from '@lib/db/database';
import { loadSubscribedCategories, saveSubscribedCategories } from '@lib/db/settings-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { SUBSCRIBE_TEXTS, subscribeSaved } from '@shared/account/account-texts';
import {
  ALERT_DELIVERY_LABELS,
  ALERT_FIELD_LABELS,
  ALERTS_PAGE_TEXTS,
  PUSH_REFUSED_TEXTS,
  PUSH_TEXTS,
  savedWithoutThisDevice,
  VISITOR_ALERT_TEXTS,
} from '@shared/alerts/alert-texts';
import { ALERT_API } from '@shared/alerts/alerts';
import { CATEGORIES } from '@shared/deal/categories';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { FAKE_ENDPOINT, fakePush } from '@tests/support/fake-push';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribeDialog } from './subscribe-dialog';

vi.mock('@lib/pwa/push-subscription', async () => (await import('@tests/support/fake-push')).fakePushModule);
vi.mock('@lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lib/api-client')>()),
  callApi: vi.fn(),
}));

// IndexedDB, the outbox and toasts settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const PUSH_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

let server: ReturnType<typeof fakeAlertServer>;

beforeEach(() => {
  vi.clearAllMocks();
  fakePush.reset();
  server = fakeAlertServer();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  vi.mocked(callApi).mockImplementation(async (url: string) => {
    if (url === ALERT_API.pushKey) return { publicKey: PUSH_KEY };
    if (url === ALERT_API.rules) return { rules: [] };
    throw new Error(`Unexpected read of ${url}`);
  });
});

afterEach(async () => {
  // Whatever the outbox is still sending goes to this test's server, not to the next test's.
  await flushOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  appStore.set(memberAtom, null);
  await Promise.all([db.settings.clear(), db.outbox.clear()]);
});

/** A page button that opens the dialog, as the header and About do. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const renderDialog = (open = true) => {
  const onClose = vi.fn();
  const view = renderPage(
    <Provider store={appStore}>
      <ToastHost />
      <SubscribeDialog open={open} onClose={onClose} />
    </Provider>,
  );
  return { onClose, user: view.user };
};

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const pushBox = () => box(ALERT_FIELD_LABELS.push);
const digestBox = () => box(VISITOR_ALERT_TEXTS.emailDigest);

/** Waits until the saved choice and this device's state have been read and the form can be used. */
const ready = () =>
  waitFor(() =>
    expect((screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );

const sentTo = (method: string, path: string) =>
  server.sent.filter((request) => request.method === method && request.path === path);

/** The texts of the dialog's alerts and status lines that say something. */
const said = (role: 'alert' | 'status') =>
  screen
    .getAllByRole(role)
    .map((element) => element.textContent)
    .filter(Boolean);

describe('SubscribeDialog for a visitor', () => {
  it('is a modal dialog offering every category and saying how alerts come', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: SUBSCRIBE_TEXTS.title });
    expect(dialog.hasAttribute('open')).toBe(true);
    await ready();
    for (const category of CATEGORIES) expect(box(category.name).checked).toBe(false);
    expect(screen.getByText(SUBSCRIBE_TEXTS.delivery)).toBeTruthy();
    expect(pushBox().checked).toBe(false);
    expect(digestBox().checked).toBe(false);
    expect(screen.getByRole('link', { name: VISITOR_ALERT_TEXTS.signInForMore }).getAttribute('href')).toBe(
      '/login?next=%2Faccount%2Falerts',
    );
  });

  it('renders nothing to choose while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('turns this device’s notifications on for the chosen categories, keeps them and closes', async () => {
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Travel'));
    await user.click(box('Electronics'));
    await user.click(pushBox());
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await loadSubscribedCategories()).toEqual(['electronics', 'travel']);
    expect(await screen.findByText(subscribeSaved(['Electronics', 'Travel']))).toBeTruthy();
    await waitFor(() => expect(sentTo('POST', ALERT_API.pushSubscriptions)).toHaveLength(1));
    const [registration] = sentTo('POST', ALERT_API.pushSubscriptions);
    expect(registration?.body).toEqual({
      subscription: expect.objectContaining({ endpoint: FAKE_ENDPOINT }),
      categories: ['electronics', 'travel'],
    });
    expect(registration?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakePush.subscribed).toBe(true);
  });

  it('shows the saved choice when opened again, and clearing it turns notifications off', async () => {
    await saveSubscribedCategories(['fashion', 'books']);
    fakePush.permission = 'granted';
    fakePush.subscribed = true;
    const { onClose, user } = renderDialog();
    await ready();
    expect(box('Fashion').checked).toBe(true);
    expect(box('Books').checked).toBe(true);
    expect(box('Beauty').checked).toBe(false);
    expect(pushBox().checked).toBe(true);

    await user.click(box('Fashion'));
    await user.click(box('Books'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await loadSubscribedCategories()).toEqual([]);
    expect(fakePush.subscribed).toBe(false);
    await waitFor(() =>
      expect(sentTo('DELETE', ALERT_API.pushSubscriptions).map((request) => request.body)).toEqual([
        { endpoint: FAKE_ENDPOINT },
      ]),
    );
  });

  it('asks how to tell the visitor before keeping categories', async () => {
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Sports'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    const problem = await screen.findByText(VISITOR_ALERT_TEXTS.chooseChannel);
    expect(pushBox().getAttribute('aria-invalid')).toBe('true');
    expect(pushBox().getAttribute('aria-describedby')).toBeNull();
    expect(digestBox().getAttribute('aria-describedby')).toBe(problem.id);
    expect(onClose).not.toHaveBeenCalled();
    expect(await loadSubscribedCategories()).toEqual([]);
  });

  it('sends an e-mail digest and says to check the inbox to confirm it', async () => {
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Books'));
    await user.click(digestBox());
    await user.type(screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    expect(await screen.findByText(VISITOR_ALERT_TEXTS.checkInbox('reader@example.com'))).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(sentTo('POST', ALERT_API.emailSubscriptions).map((request) => request.body)).toEqual([
      { email: 'reader@example.com', categories: ['books'] },
    ]);
    expect(fakePush.subscribed).toBe(false);
  });

  it('shows the server’s problem with the address beside the address', async () => {
    server.answer('POST', ALERT_API.emailSubscriptions, 400, {
      statusCode: 400,
      message: 'Check these fields: email.',
      fields: { email: 'This address does not take mail.' },
    });
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Books'));
    await user.click(digestBox());
    await user.type(screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    const problem = await screen.findByText('This address does not take mail.');
    const field = screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(problem.id);
    expect(onClose).not.toHaveBeenCalled();
    // The form holds the digest again: nothing is left waiting in the outbox.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('checks the address before anything is sent', async () => {
    const { user } = renderDialog();
    await ready();
    await user.click(box('Books'));
    await user.click(digestBox());
    await user.type(screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress), 'not an address');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('says when notifications are blocked, and offers e-mail instead', async () => {
    fakePush.answer = 'denied';
    const { user } = renderDialog();
    await ready();
    await user.click(box('Gaming'));
    await user.click(pushBox());

    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeTruthy();
    await waitFor(() => expect(pushBox().checked).toBe(false));
    expect(pushBox().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.useEmail }));
    expect(digestBox().checked).toBe(true);
    expect(screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress)).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('says so in a browser without notifications, and offers e-mail instead', async () => {
    fakePush.support = 'unsupported';
    renderDialog();
    await ready();
    expect(screen.getByText(PUSH_TEXTS.unsupported)).toBeTruthy();
    expect(pushBox().disabled).toBe(true);
    expect(screen.getByRole('button', { name: PUSH_TEXTS.useEmail })).toBeTruthy();
  });

  it('explains on an iPhone or iPad that the app must be on the Home Screen first', async () => {
    fakePush.support = 'ios-home-screen';
    renderDialog();
    await ready();
    expect(screen.getByText(PUSH_TEXTS.iosHeading)).toBeTruthy();
    expect(screen.getByText(/Add to Home Screen/)).toBeTruthy();
    expect(screen.getByText(/Share button/)).toBeTruthy();
    expect(pushBox().disabled).toBe(true);
    expect(pushBox().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('closes on Cancel and on Escape without saving', async () => {
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Sports'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(await loadSubscribedCategories()).toEqual([]);
  });

  it('sends the digest when the browser blocks notifications at Save, keeps the choice and says how to allow them', async () => {
    // The browser's question is closed when the box is ticked, and answered "Block" at Save.
    fakePush.answer = 'default';
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Gaming'));
    await user.click(pushBox());
    await user.click(digestBox());
    await user.type(screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress), 'player@example.com');
    fakePush.answer = 'denied';
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(said('alert')).toContain(PUSH_REFUSED_TEXTS.visitor.blocked));
    await waitFor(() =>
      expect(said('status')).toContain(
        `${subscribeSaved(['Gaming'])} ${VISITOR_ALERT_TEXTS.checkInbox('player@example.com')}`,
      ),
    );
    expect(sentTo('POST', ALERT_API.emailSubscriptions).map((request) => request.body)).toEqual([
      { email: 'player@example.com', categories: ['gaming'] },
    ]);
    expect(await loadSubscribedCategories()).toEqual(['gaming']);
    expect(sentTo('POST', ALERT_API.pushSubscriptions)).toEqual([]);
    expect(fakePush.subscribed).toBe(false);
    // Nothing chosen or typed is lost, and nothing claims the notifications are on.
    expect(onClose).not.toHaveBeenCalled();
    expect(box('Gaming').checked).toBe(true);
    expect(pushBox().checked).toBe(true);
    expect(digestBox().checked).toBe(true);
    expect((screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress) as HTMLInputElement).value).toBe(
      'player@example.com',
    );

    // Allowed in the browser's settings, the same choice saved again turns notifications on, with no second
    // confirmation mail.
    fakePush.permission = 'granted';
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sentTo('POST', ALERT_API.pushSubscriptions)).toHaveLength(1));
    expect(sentTo('POST', ALERT_API.pushSubscriptions)[0]?.body).toEqual({
      subscription: expect.objectContaining({ endpoint: FAKE_ENDPOINT }),
      categories: ['gaming'],
    });
    expect(sentTo('POST', ALERT_API.emailSubscriptions)).toHaveLength(1);
  });

  it('sends the digest when the browser’s question is closed without an answer at Save, and says so', async () => {
    fakePush.answer = 'default';
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Books'));
    await user.click(pushBox());
    await user.click(digestBox());
    await user.type(screen.getByLabelText(VISITOR_ALERT_TEXTS.emailAddress), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(said('alert')).toContain(PUSH_REFUSED_TEXTS.visitor.dismissed));
    await waitFor(() =>
      expect(sentTo('POST', ALERT_API.emailSubscriptions).map((request) => request.body)).toEqual([
        { email: 'reader@example.com', categories: ['books'] },
      ]),
    );
    expect(await loadSubscribedCategories()).toEqual(['books']);
    expect(onClose).not.toHaveBeenCalled();
    expect(pushBox().checked).toBe(true);
    expect(pushBox().disabled).toBe(false);
  });

  it('keeps notifications chosen and says how to allow them when they alone are refused at Save', async () => {
    fakePush.answer = 'default';
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Sports'));
    await user.click(pushBox());
    fakePush.answer = 'denied';
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(said('alert')).toContain(PUSH_REFUSED_TEXTS.visitor.blocked));
    expect(await screen.findByText(PUSH_TEXTS.denied)).toBeTruthy();
    expect(pushBox().checked).toBe(true);
    expect(said('status')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(server.sent).toEqual([]);
    // The choice can still be changed: e-mail instead.
    await user.click(screen.getByRole('button', { name: PUSH_TEXTS.useEmail }));
    expect(pushBox().checked).toBe(false);
    expect(digestBox().checked).toBe(true);
  });

  it('closes and opens again under the control of its opener', async () => {
    const { user } = renderPage(
      <Provider store={appStore}>
        <Opener />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await ready();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await ready();
  });

  it('stays open and says so when the choice cannot be saved', async () => {
    vi.spyOn(db.settings, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'));
    fakePush.permission = 'granted';
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Beauty'));
    await user.click(pushBox());
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    expect(await screen.findByText(SUBSCRIBE_TEXTS.saveFailed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(box('Beauty').checked).toBe(true);
  });

  it('lets the visitor choose again when the saved choice cannot be read', async () => {
    vi.spyOn(db.settings, 'get').mockRejectedValueOnce(new Error('UnknownError'));
    renderDialog();
    expect(await screen.findByText(SUBSCRIBE_TEXTS.loadFailed)).toBeTruthy();
    await ready();
  });

  it('ignores a malformed stored choice', async () => {
    await db.settings.put({ key: 'subscribedCategories', value: ['fashion', 'not-a-category', 7] });
    expect(await loadSubscribedCategories()).toEqual(['fashion']);
    await db.settings.put({ key: 'subscribedCategories', value: 'fashion' });
    expect(await loadSubscribedCategories()).toEqual([]);
  });
});

describe('SubscribeDialog for a member', () => {
  beforeEach(() => appStore.set(memberAtom, { id: 'm1', name: 'Ana' }));

  it('offers a new alert with the defaults: e-mail and notifications, at once, 10 a day, the browser’s zone', async () => {
    fakePush.permission = 'granted';
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: SUBSCRIBE_TEXTS.title });
    await within(dialog).findByRole('group', { name: SUBSCRIBE_TEXTS.legend });
    expect(box(ALERT_FIELD_LABELS.email).checked).toBe(true);
    expect(pushBox().checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: ALERT_DELIVERY_LABELS.immediate }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(box(ALERT_FIELD_LABELS.quietHoursOn).checked).toBe(false);
    expect((screen.getByLabelText(ALERT_FIELD_LABELS.dailyCap) as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText(ALERT_FIELD_LABELS.timeZone) as HTMLSelectElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(screen.getByRole('link', { name: VISITOR_ALERT_TEXTS.manage }).getAttribute('href')).toBe(
      '/account/alerts',
    );
  });

  it('saves the alert through the outbox, subscribing this device on the way, and closes', async () => {
    server.answer('POST', ALERT_API.rules, 201, {
      id: 'r1',
      name: '',
      categories: ['electronics'],
      keywords: ['air fryer'],
      maxPrice: 80,
      minDiscount: null,
      minTemperature: null,
      email: true,
      push: true,
      delivery: 'immediate',
      quietHours: null,
      timeZone: 'UTC',
      dailyCap: 10,
      paused: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const { onClose, user } = renderDialog();
    await screen.findByRole('group', { name: SUBSCRIBE_TEXTS.legend });
    await user.click(box('Electronics'));
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.keywords), 'air fryer');
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice), '80');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(ALERTS_PAGE_TEXTS.saved)).toBeTruthy();
    expect(fakePush.subscribed).toBe(true);
    expect(sentTo('POST', ALERT_API.pushSubscriptions)[0]?.body).toEqual({
      subscription: expect.objectContaining({ endpoint: FAKE_ENDPOINT }),
    });
    expect(sentTo('POST', ALERT_API.rules)[0]?.body).toMatchObject({
      categories: ['electronics'],
      keywords: ['air fryer'],
      maxPrice: 80,
      email: true,
      push: true,
      delivery: 'immediate',
      dailyCap: 10,
      quietHours: null,
    });
  });

  it('lists the member’s alerts, each with a link that opens it for editing on /account/alerts', async () => {
    const phones = {
      id: 'r1',
      name: 'Phones',
      categories: ['electronics'],
      keywords: ['pixel'],
      maxPrice: null,
      minDiscount: null,
      minTemperature: null,
      email: true,
      push: false,
      delivery: 'immediate',
      quietHours: null,
      timeZone: 'UTC',
      dailyCap: 10,
      paused: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    vi.mocked(callApi).mockImplementation(async (url: string) => {
      if (url === ALERT_API.rules) return { rules: [phones] };
      if (url === ALERT_API.pushKey) return { publicKey: PUSH_KEY };
      throw new Error(`Unexpected read of ${url}`);
    });
    const { onClose, user } = renderDialog();
    const list = await screen.findByRole('region', { name: VISITOR_ALERT_TEXTS.memberRules });
    const edit = await within(list).findByRole('link', { name: VISITOR_ALERT_TEXTS.editRule('Phones') });
    expect(edit.getAttribute('href')).toBe('/account/alerts?edit=r1');
    await user.click(edit);
    expect(onClose).toHaveBeenCalled();
    // The form for a new alert is still there below.
    expect(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save })).toBeTruthy();
  });

  it('keeps the dialog open with the server’s reason beside the field of a rule that can never match', async () => {
    fakePush.permission = 'denied';
    server.answer('POST', ALERT_API.rules, 400, {
      statusCode: 400,
      message: 'This alert can never match.',
      fields: { minTemperature: 'No deal has ever reached 5000°: this alert could never match.' },
    });
    const { onClose, user } = renderDialog();
    await screen.findByRole('group', { name: SUBSCRIBE_TEXTS.legend });
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.minTemperature), '5000');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    const reason = await screen.findByText('No deal has ever reached 5000°: this alert could never match.');
    const field = screen.getByLabelText(ALERT_FIELD_LABELS.minTemperature);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(reason.id);
    expect(onClose).not.toHaveBeenCalled();
  });

  /** The rule as the server keeps it once created. */
  const created = (fields: Record<string, unknown>) => ({
    id: 'r1',
    name: '',
    categories: [],
    keywords: [],
    stores: [],
    maxPrice: null,
    minDiscount: null,
    minTemperature: null,
    email: true,
    push: true,
    delivery: 'immediate',
    quietHours: null,
    timeZone: 'UTC',
    dailyCap: 10,
    paused: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  });

  it('saves the alert with e-mail and notifications when the browser blocks them at Save, and says how to allow them', async () => {
    fakePush.answer = 'denied';
    server.answer(
      'POST',
      ALERT_API.rules,
      201,
      created({ categories: ['electronics'], keywords: ['air fryer'], maxPrice: 80 }),
    );
    const { onClose, user } = renderDialog();
    await screen.findByRole('group', { name: SUBSCRIBE_TEXTS.legend });
    expect(box(ALERT_FIELD_LABELS.email).checked).toBe(true);
    expect(pushBox().checked).toBe(true);
    await user.click(box('Electronics'));
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.keywords), 'air fryer');
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice), '80');
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(said('alert')).toContain(PUSH_REFUSED_TEXTS.member.blocked));
    expect(said('status')).toContain(savedWithoutThisDevice(true));
    await waitFor(() => expect(sentTo('POST', ALERT_API.rules)).toHaveLength(1));
    // Everything typed is in the rule, and it keeps notifications for when this device allows them.
    expect(sentTo('POST', ALERT_API.rules)[0]?.body).toMatchObject({
      categories: ['electronics'],
      keywords: ['air fryer'],
      maxPrice: 80,
      email: true,
      push: true,
    });
    expect(sentTo('POST', ALERT_API.pushSubscriptions)).toEqual([]);
    expect(fakePush.subscribed).toBe(false);
    // No claim that all went well, and no second Save of the same rule.
    expect(screen.queryByText(ALERTS_PAGE_TEXTS.saved)).toBeNull();
    expect(screen.queryByRole('button', { name: SUBSCRIBE_TEXTS.save })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    const close = screen.getByRole('button', { name: VISITOR_ALERT_TEXTS.done });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('saves the alert when the browser’s question is closed without an answer at Save, and says so', async () => {
    fakePush.answer = 'default';
    server.answer('POST', ALERT_API.rules, 201, created({ categories: ['books'] }));
    const { onClose, user } = renderDialog();
    await screen.findByRole('group', { name: SUBSCRIBE_TEXTS.legend });
    await user.click(box('Books'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(said('alert')).toContain(PUSH_REFUSED_TEXTS.member.dismissed));
    expect(said('status')).toContain(savedWithoutThisDevice(true));
    await waitFor(() =>
      expect(sentTo('POST', ALERT_API.rules)[0]?.body).toMatchObject({
        categories: ['books'],
        email: true,
        push: true,
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves notifications ticked where this browser already blocks them, and says how to allow them', async () => {
    fakePush.permission = 'denied';
    server.answer('POST', ALERT_API.rules, 201, created({ categories: ['beauty'] }));
    const { user } = renderDialog();
    await screen.findByRole('group', { name: SUBSCRIBE_TEXTS.legend });
    // Blocked already: notifications start unticked, and ticking them says they are blocked here.
    expect(pushBox().checked).toBe(false);
    await user.click(box('Beauty'));
    await user.click(pushBox());
    expect(screen.getByText(PUSH_TEXTS.denied)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(said('alert')).toContain(PUSH_REFUSED_TEXTS.member.blocked));
    await waitFor(() =>
      expect(sentTo('POST', ALERT_API.rules)[0]?.body).toMatchObject({
        categories: ['beauty'],
        email: true,
        push: true,
      }),
    );
  });
});
