import { ToastHost } from '@components/toast-host';
import { callApi } from '@lib/api-client';
import { saveAlertRules } from '@lib/db/alert-store';
import { db } from '@lib/db/database';
import { saveStoreDirectory } from '@lib/db/store-directory-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import {
  ALERT_DELIVERY_LABELS,
  ALERT_FIELD_LABELS,
  ALERTS_PAGE_TEXTS,
  PUSH_REFUSED_TEXTS,
  PUSH_TEXTS,
  savedWithoutThisDevice,
} from '@shared/alerts/alert-texts';
import { ALERT_API, type AlertRule } from '@shared/alerts/alerts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { FAKE_ENDPOINT, fakePush } from '@tests/support/fake-push';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { AlertsScreen } from './alerts-screen';

vi.mock('@lib/pwa/push-subscription', async () => (await import('@tests/support/fake-push')).fakePushModule);
vi.mock('@lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lib/api-client')>()),
  callApi: vi.fn(),
}));

// IndexedDB, the outbox and toasts settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const rule = (id: string, overrides: Partial<AlertRule> = {}): AlertRule => ({
  id,
  name: '',
  categories: ['electronics'],
  keywords: [],
  stores: [],
  maxPrice: null,
  minDiscount: null,
  minTemperature: null,
  email: true,
  push: false,
  delivery: 'immediate',
  quietHours: null,
  timeZone: 'Europe/Berlin',
  dailyCap: 10,
  paused: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

let server: ReturnType<typeof fakeAlertServer>;
let online: MockInstance<() => boolean>;
/** What GET /api/alerts/rules answers. */
let serverRules: AlertRule[];

beforeEach(() => {
  vi.clearAllMocks();
  fakePush.reset();
  server = fakeAlertServer();
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  serverRules = [];
  vi.mocked(callApi).mockImplementation(async (url: string) => {
    if (url === ALERT_API.rules) return { rules: serverRules };
    if (url === ALERT_API.pushKey) return { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFg' };
    throw new Error(`Unexpected read of ${url}`);
  });
  appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
});

afterEach(async () => {
  online.mockReturnValue(true);
  await flushOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  appStore.set(memberAtom, null);
  await Promise.all([db.settings.clear(), db.outbox.clear(), db.storeDirectory.clear()]);
});

const renderScreen = (path = '/account/alerts') =>
  renderPage(
    <Provider store={appStore}>
      <ToastHost />
      <AlertsScreen />
    </Provider>,
    path,
  );

/** The card of the rule whose title is `title`. */
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 3 })).closest('li') as HTMLElement;

/** The server keeps what it is sent for the rule `id`: a PUT replaces it, a DELETE removes it. */
function serverKeepsWritesTo(id: string) {
  server.answer('PUT', ALERT_API.rule(id), 200, (body: Partial<AlertRule>) => {
    const changed = { ...serverRules.find((each) => each.id === id)!, ...body };
    serverRules = serverRules.map((each) => (each.id === id ? changed : each));
    return changed;
  });
  server.answer('DELETE', ALERT_API.rule(id), 200, () => {
    serverRules = serverRules.filter((each) => each.id !== id);
    return {};
  });
}

const sentTo = (method: string, path: string) =>
  server.sent.filter((request) => request.method === method && request.path === path);

describe('/account/alerts', () => {
  it('asks a visitor to sign in first, and brings them back here', () => {
    appStore.set(memberAtom, null);
    renderScreen();
    expect(screen.getByText(ALERTS_PAGE_TEXTS.signInFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: ALERTS_PAGE_TEXTS.signIn }).getAttribute('href')).toBe(
      '/login?next=%2Faccount%2Falerts',
    );
  });

  it('shows the member’s rules from the server, and keeps them on this device', async () => {
    serverRules = [
      rule('r1', {
        name: 'Kitchen bargains',
        delivery: 'daily',
        quietHours: { start: '22:00', end: '07:00' },
      }),
      rule('r2', { categories: ['travel'], keywords: ['flight'], maxPrice: 300, paused: true }),
    ];
    renderScreen();
    const kitchen = await card('Kitchen bargains');
    expect(
      within(kitchen).getByText(
        'Daily digest by e-mail, at most 10 a day, quiet 22:00–07:00 (Europe/Berlin)',
      ),
    ).toBeTruthy();
    expect(within(kitchen).getByText(ALERTS_PAGE_TEXTS.active)).toBeTruthy();
    const travel = await card('Travel · “flight” · up to $300');
    expect(within(travel).getByText(ALERTS_PAGE_TEXTS.paused)).toBeTruthy();
    expect(within(travel).getByRole('button', { name: ALERTS_PAGE_TEXTS.resume })).toBeTruthy();
    await waitFor(async () => expect((await db.settings.get('alertRules'))?.value).toBeTruthy());
  });

  it('names the stores a rule follows: as this device’s store directory has them, else as their address reads', async () => {
    await saveStoreDirectory(
      {
        stores: [
          {
            slug: 'bhphoto',
            name: 'B&H Photo',
            hosts: ['bhphotovideo.com'],
            aliases: [],
            logo: null,
            description: '',
            affiliateNote: '',
          },
        ],
        coupons: [],
      },
      null,
    );
    serverRules = [
      rule('r1', { categories: [], stores: ['bhphoto'] }),
      rule('r2', { categories: [], keywords: ['atlas'], stores: ['barnes-and-noble'] }),
      rule('r3', { name: 'Cameras', categories: [], stores: ['bhphoto'] }),
    ];
    renderScreen();
    expect(await card('Store: B&H Photo')).toBeTruthy();
    expect(await card('Store: Barnes and Noble · “atlas”')).toBeTruthy();
    // A named rule keeps its name as its title, and says its store beneath it.
    expect(within(await card('Cameras')).getByText('Store: B&H Photo')).toBeTruthy();
  });

  it('keeps the store of a rule made by “Follow this store” through an edit, and lets it be ticked off', async () => {
    serverRules = [rule('r1', { categories: [], stores: ['best-buy'] })];
    serverKeepsWritesTo('r1');
    const { user } = renderScreen();
    await user.click(
      within(await card('Store: Best Buy')).getByRole('button', { name: ALERTS_PAGE_TEXTS.edit }),
    );
    const store = screen.getByRole('checkbox', { name: 'Best Buy' }) as HTMLInputElement;
    expect(store.checked).toBe(true);
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.keywords), 'oled');
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));
    await waitFor(() => expect(sentTo('PUT', ALERT_API.rule('r1'))).toHaveLength(1));
    expect(sentTo('PUT', ALERT_API.rule('r1'))[0]?.body).toMatchObject({
      stores: ['best-buy'],
      keywords: ['oled'],
    });

    await user.click(
      within(await card('Store: Best Buy · “oled”')).getByRole('button', { name: ALERTS_PAGE_TEXTS.edit }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Best Buy' }));
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));
    await waitFor(() => expect(sentTo('PUT', ALERT_API.rule('r1'))).toHaveLength(2));
    expect(sentTo('PUT', ALERT_API.rule('r1'))[1]?.body).toMatchObject({ stores: [], keywords: ['oled'] });
    expect(await card('“oled”')).toBeTruthy();
  });

  it('opens offline with the rules as last seen, and says so', async () => {
    await saveAlertRules('m1', [rule('r1', { name: 'Kept rule' })]);
    online.mockReturnValue(false);
    renderScreen();
    expect(await card('Kept rule')).toBeTruthy();
    expect(screen.getByText(ALERTS_PAGE_TEXTS.offlineCopy)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('starts a new alert with the defaults', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: ALERTS_PAGE_TEXTS.add }));
    expect(screen.getByRole('heading', { name: ALERTS_PAGE_TEXTS.newHeading })).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.email }) as HTMLInputElement).checked,
    ).toBe(true);
    // Notifications are ticked only where this device can get them (here: not asked yet, so it can).
    expect(
      (screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('radio', { name: ALERT_DELIVERY_LABELS.immediate }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.quietHoursOn }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByLabelText(ALERT_FIELD_LABELS.dailyCap) as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText(ALERT_FIELD_LABELS.timeZone) as HTMLSelectElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    for (const label of [
      ALERT_FIELD_LABELS.keywords,
      ALERT_FIELD_LABELS.maxPrice,
      ALERT_FIELD_LABELS.minDiscount,
    ])
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
  });

  it('shows the problems it finds itself beside their fields, and sends nothing', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: ALERTS_PAGE_TEXTS.add }));
    await user.click(screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.email }));
    await user.click(screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push }));
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice), '-5');
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.minDiscount), '120');
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));

    const price = screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice);
    const priceProblem = await screen.findByText('A maximum price must be above 0, or no deal could match.');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(priceProblem.id);
    const discountProblem = screen.getByText('A minimum discount is between 1 and 99 %.');
    expect(screen.getByLabelText(ALERT_FIELD_LABELS.minDiscount).getAttribute('aria-describedby')).toBe(
      discountProblem.id,
    );
    const channels = screen.getByText('Choose e-mail, push or both.');
    expect(
      screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.email }).getAttribute('aria-describedby'),
    ).toBe(channels.id);
    expect(server.sent).toEqual([]);
  });

  it('shows the server’s reason beside the field of a rule that can never match', async () => {
    fakePush.permission = 'denied';
    server.answer('POST', ALERT_API.rules, 400, {
      statusCode: 400,
      message: 'This alert can never match.',
      fields: { maxPrice: 'No deal in your categories costs under $0.01: this alert could never match.' },
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: ALERTS_PAGE_TEXTS.add }));
    await user.click(screen.getByRole('checkbox', { name: 'Books' }));
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice), '0.001');
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));

    const reason = await screen.findByText(
      'No deal in your categories costs under $0.01: this alert could never match.',
    );
    const price = screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(reason.id);
    // The form is still open with what was typed; the refused write is not left waiting.
    expect((price as HTMLInputElement).value).toBe('0.001');
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('adds an alert: sent once with its key, shown as the server keeps it', async () => {
    const created = rule('r9', { name: 'Cheap games', categories: ['gaming'], maxPrice: 20 });
    server.answer('POST', ALERT_API.rules, 201, () => {
      serverRules = [created];
      return created;
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: ALERTS_PAGE_TEXTS.add }));
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.name), 'Cheap games');
    await user.click(screen.getByRole('checkbox', { name: 'Gaming' }));
    await user.type(screen.getByLabelText(ALERT_FIELD_LABELS.maxPrice), '20');
    await user.click(screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push }));
    await user.click(screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.quietHoursOn }));
    await user.click(screen.getByRole('radio', { name: ALERT_DELIVERY_LABELS.hourly }));
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));

    // Shown at once as waiting, then as the server keeps it, with its buttons.
    await waitFor(async () =>
      expect(
        within(await card('Cheap games')).getByRole('button', { name: ALERTS_PAGE_TEXTS.pause }),
      ).toBeTruthy(),
    );
    expect(await screen.findByText(ALERTS_PAGE_TEXTS.saved)).toBeTruthy();
    const posts = sentTo('POST', ALERT_API.rules);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toMatchObject({
      name: 'Cheap games',
      categories: ['gaming'],
      maxPrice: 20,
      push: false,
      delivery: 'hourly',
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('adds an alert with notifications when the browser blocks them at Save, and says how to allow them', async () => {
    fakePush.answer = 'denied';
    const created = rule('r9', { categories: ['books'], push: true });
    server.answer('POST', ALERT_API.rules, 201, () => {
      serverRules = [created];
      return created;
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: ALERTS_PAGE_TEXTS.add }));
    await user.click(screen.getByRole('checkbox', { name: 'Books' }));
    expect(
      (screen.getByRole('checkbox', { name: ALERT_FIELD_LABELS.push }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));

    expect(await screen.findByText(savedWithoutThisDevice(true))).toBeTruthy();
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toContain(
      PUSH_REFUSED_TEXTS.member.blocked,
    );
    expect(screen.queryByText(ALERTS_PAGE_TEXTS.saved)).toBeNull();
    await waitFor(() =>
      expect(sentTo('POST', ALERT_API.rules)[0]?.body).toMatchObject({
        categories: ['books'],
        email: true,
        push: true,
      }),
    );
    expect(sentTo('POST', ALERT_API.pushSubscriptions)).toEqual([]);
  });

  it('pauses and resumes a rule', async () => {
    serverRules = [rule('r1', { name: 'Gadgets' })];
    serverKeepsWritesTo('r1');
    const { user } = renderScreen();
    await user.click(within(await card('Gadgets')).getByRole('button', { name: ALERTS_PAGE_TEXTS.pause }));

    await waitFor(async () =>
      expect(within(await card('Gadgets')).getByText(ALERTS_PAGE_TEXTS.paused)).toBeTruthy(),
    );
    await waitFor(() => expect(sentTo('PUT', ALERT_API.rule('r1'))).toHaveLength(1));
    expect(sentTo('PUT', ALERT_API.rule('r1'))[0]?.body).toMatchObject({ name: 'Gadgets', paused: true });

    await user.click(within(await card('Gadgets')).getByRole('button', { name: ALERTS_PAGE_TEXTS.resume }));
    await waitFor(async () =>
      expect(within(await card('Gadgets')).getByText(ALERTS_PAGE_TEXTS.active)).toBeTruthy(),
    );
    await waitFor(() => expect(sentTo('PUT', ALERT_API.rule('r1'))).toHaveLength(2));
    expect(sentTo('PUT', ALERT_API.rule('r1'))[1]?.body).toMatchObject({ paused: false });
  });

  it('deletes a rule', async () => {
    serverRules = [rule('r1', { name: 'Old alert' }), rule('r2', { name: 'Other alert' })];
    serverKeepsWritesTo('r1');
    const { user } = renderScreen();
    await user.click(within(await card('Old alert')).getByRole('button', { name: ALERTS_PAGE_TEXTS.delete }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Old alert' })).toBeNull());
    expect(await screen.findByText(ALERTS_PAGE_TEXTS.deleted)).toBeTruthy();
    await waitFor(() => expect(sentTo('DELETE', ALERT_API.rule('r1'))).toHaveLength(1));
    expect(await card('Other alert')).toBeTruthy();
    await waitFor(async () =>
      expect((await db.settings.get('alertRules'))?.value).toMatchObject({ rules: [{ id: 'r2' }] }),
    );
  });

  it('edits a rule', async () => {
    serverRules = [rule('r1', { name: 'Phones', keywords: ['pixel'] })];
    serverKeepsWritesTo('r1');
    const { user } = renderScreen();
    await user.click(within(await card('Phones')).getByRole('button', { name: ALERTS_PAGE_TEXTS.edit }));
    const keywords = screen.getByLabelText(ALERT_FIELD_LABELS.keywords) as HTMLInputElement;
    expect(keywords.value).toBe('pixel');
    await user.type(keywords, ', iphone');
    await user.click(screen.getByRole('button', { name: ALERTS_PAGE_TEXTS.save }));
    await waitFor(() => expect(screen.queryByLabelText(ALERT_FIELD_LABELS.keywords)).toBeNull());
    expect(sentTo('PUT', ALERT_API.rule('r1'))[0]?.body).toMatchObject({ keywords: ['pixel', 'iphone'] });
  });

  it('opens the rule named by ?edit= (the Subscribe dialog’s Edit links) in its form', async () => {
    serverRules = [rule('r1', { name: 'Phones', keywords: ['pixel'] }), rule('r2', { name: 'Laptops' })];
    const { router } = renderScreen('/account/alerts?edit=r1');
    const keywords = (await screen.findByLabelText(ALERT_FIELD_LABELS.keywords)) as HTMLInputElement;
    expect(keywords.value).toBe('pixel');
    expect(screen.getByRole('heading', { name: ALERTS_PAGE_TEXTS.editHeading })).toBeTruthy();
    expect(await card('Laptops')).toBeTruthy();
    // Done with: a reload shows the page as usual.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps a change made offline, shows it at once, and sends it once when the connection is back', async () => {
    await saveAlertRules('m1', [rule('r1', { name: 'Offline rule' })]);
    serverRules = [rule('r1', { name: 'Offline rule' })];
    serverKeepsWritesTo('r1');
    online.mockReturnValue(false);
    const { user } = renderScreen();
    await user.click(
      within(await card('Offline rule')).getByRole('button', { name: ALERTS_PAGE_TEXTS.pause }),
    );
    const offlineCard = await card('Offline rule');
    await waitFor(() => expect(within(offlineCard).getByText(ALERTS_PAGE_TEXTS.pending)).toBeTruthy());
    expect(within(offlineCard).getByText(ALERTS_PAGE_TEXTS.paused)).toBeTruthy();
    expect(server.sent).toEqual([]);

    online.mockReturnValue(true);
    await act(() => flushOutbox());
    await act(() => flushOutbox());
    await waitFor(async () =>
      expect(within(await card('Offline rule')).queryByText(ALERTS_PAGE_TEXTS.pending)).toBeNull(),
    );
    expect(within(await card('Offline rule')).getByText(ALERTS_PAGE_TEXTS.paused)).toBeTruthy();
    expect(sentTo('PUT', ALERT_API.rule('r1'))).toHaveLength(1);
  });

  it('turns this device’s notifications on and off', async () => {
    const { user } = renderScreen();
    const section = (await screen.findByRole('heading', { name: PUSH_TEXTS.deviceHeading })).closest(
      'section',
    )!;
    expect(await within(section).findByText(PUSH_TEXTS.off)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await within(section).findByText(PUSH_TEXTS.on)).toBeTruthy();
    await waitFor(() => expect(sentTo('POST', ALERT_API.pushSubscriptions)).toHaveLength(1));

    await user.click(within(section).getByRole('button', { name: PUSH_TEXTS.turnOff }));
    expect(await within(section).findByText(PUSH_TEXTS.off)).toBeTruthy();
    await waitFor(() =>
      expect(sentTo('DELETE', ALERT_API.pushSubscriptions).map((request) => request.body)).toEqual([
        { endpoint: FAKE_ENDPOINT },
      ]),
    );
  });

  it('says when this device’s notifications are blocked', async () => {
    fakePush.answer = 'denied';
    const { user } = renderScreen();
    const section = (await screen.findByRole('heading', { name: PUSH_TEXTS.deviceHeading })).closest(
      'section',
    )!;
    await user.click(await within(section).findByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect((await within(section).findAllByText(PUSH_TEXTS.denied)).length).toBeGreaterThan(0);
    expect(fakePush.subscribed).toBe(false);
  });

  it('explains on an iPhone or iPad how to get notifications', async () => {
    fakePush.support = 'ios-home-screen';
    renderScreen();
    const section = (await screen.findByRole('heading', { name: PUSH_TEXTS.deviceHeading })).closest(
      'section',
    )!;
    expect(await within(section).findByText(PUSH_TEXTS.iosHeading)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: PUSH_TEXTS.turnOn })).toBeNull();
  });
});
