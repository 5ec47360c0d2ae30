import { ToastHost } from '@components/toast-host';
import { db } from '@lib/db/database';
import { listOutbox } from '@lib/db/outbox-store';
import { readWatches, saveWatches } from '@lib/db/watch-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { WATCH_API, type WatchView } from '@shared/watch/watch';
import { WATCH_FIELD_ERRORS } from '@shared/watch/watch-requests';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { AccountWatchesScreen } from './account-watches-screen';
import { makeWatch } from './test-watches';

let network: FakeFetch;
let online: MockInstance<() => boolean>;
/** What GET /api/watches answers. */
let serverWatches: WatchView[];

/** The server keeps what it is sent: a PATCH changes the watch, a DELETE removes it. */
function serverKeepsWrites() {
  network.on('PATCH', /^\/api\/watches\/[^/]+$/, (call) => {
    const id = decodeURIComponent(call.path.split('/').at(-1)!);
    const changed = { ...serverWatches.find((watch) => watch.id === id)!, ...(call.body as object) };
    serverWatches = serverWatches.map((watch) => (watch.id === id ? changed : watch));
    return changed;
  });
  network.on('DELETE', /^\/api\/watches\/[^/]+$/, (call) => {
    const id = decodeURIComponent(call.path.split('/').at(-1)!);
    serverWatches = serverWatches.filter((watch) => watch.id !== id);
    return new Response(null, { status: 204 });
  });
}

beforeEach(() => {
  serverWatches = [];
  network = fakeFetch();
  network.on('GET', WATCH_API.watches, () => ({ watches: serverWatches, limit: 100 }));
  serverKeepsWrites();
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
});

afterEach(async () => {
  online.mockReturnValue(true);
  await flushOutbox();
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
  await Promise.all([db.watches.clear(), db.settings.clear(), db.outbox.clear()]);
});

const renderScreen = () =>
  renderPage(
    <Provider store={appStore}>
      <ToastHost />
      <AccountWatchesScreen />
    </Provider>,
    '/account/watches',
  );

/** The card of the watched product named `name`. */
const card = async (name: string) => screen.findByRole('listitem', { name });
const sent = (method: string) => network.calls.filter((call) => call.method === method);

describe('/account/watches', () => {
  it('asks a visitor to sign in first, and brings them back here', () => {
    appStore.set(memberAtom, null);
    renderScreen();
    expect(screen.getByText(WATCH_TEXTS.signInToWatch)).toBeTruthy();
    expect(screen.getByRole('link', { name: WATCH_TEXTS.signIn }).getAttribute('href')).toBe(
      '/login?next=%2Faccount%2Fwatches',
    );
  });

  it('lists each watch with its price, stock, low, last check, chart, rules and shop link', async () => {
    serverWatches = [
      makeWatch('w1', { targetPrice: 20, minDropPercent: 15 }, { name: 'Copper kettle' }),
      makeWatch(
        'w2',
        { paused: true },
        {
          name: 'Walnut tray',
          price: 41.5,
          currency: 'CHF',
          availability: 'out_of_stock',
          status: 'unreadable',
          lastError: 'The shop says this page does not exist (404 Not Found).',
          lowest90: null,
          history: [],
          checkedAt: null,
          shopLink: '/go/tray-deal',
          storeName: 'Tray Shop',
        },
      ),
    ];
    renderScreen();
    const kettle = await card('Copper kettle');
    expect(within(kettle).getByText('$24.99')).toBeTruthy();
    expect(within(kettle).getByText(WATCH_TEXTS.inStock)).toBeTruthy();
    expect(within(kettle).getByText(WATCH_TEXTS.lowestLine('$19.99'))).toBeTruthy();
    expect(within(kettle).getByText(WATCH_TEXTS.checkedLine('2 hours ago'))).toBeTruthy();
    expect(within(kettle).getByText(WATCH_TEXTS.chartLabel(3, '$19.99', '$29.99', '$24.99'))).toBeTruthy();
    expect(kettle.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 120 32');
    const rules = within(kettle)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toEqual([
      WATCH_TEXTS.anyDrop,
      WATCH_TEXTS.targetRule('$20.00'),
      WATCH_TEXTS.percentRule(15),
      WATCH_TEXTS.backInStock,
    ]);
    const shop = within(kettle).getByRole('link', { name: WATCH_TEXTS.openInShop });
    expect(shop.getAttribute('href')).toBe('https://shop.example/product/w1');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer');
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(within(kettle).getByRole('button', { name: WATCH_TEXTS.pause })).toBeTruthy();

    const tray = await card('Walnut tray');
    expect(within(tray).getByText('CHF 41.50')).toBeTruthy();
    expect(within(tray).getByText(WATCH_TEXTS.outOfStock)).toBeTruthy();
    expect(within(tray).getByText(WATCH_TEXTS.paused)).toBeTruthy();
    expect(within(tray).getByText(WATCH_TEXTS.checkedNever)).toBeTruthy();
    expect(
      within(tray).getByText(
        `${WATCH_TEXTS.unreadable}: The shop says this page does not exist (404 Not Found).`,
      ),
    ).toBeTruthy();
    expect(within(tray).getByText(WATCH_TEXTS.chartNoData)).toBeTruthy();
    expect(within(tray).getByRole('button', { name: WATCH_TEXTS.resume })).toBeTruthy();
    const sponsored = within(tray).getByRole('link', { name: WATCH_TEXTS.openInShop });
    expect(sponsored.getAttribute('rel')).toBe('sponsored noopener');
    expect(sponsored.getAttribute('target')).toBe('_blank');

    expect(screen.getByText(WATCH_TEXTS.countLine(2, 100))).toBeTruthy();
    expect(screen.getByRole('link', { name: WATCH_TEXTS.addOne }).getAttribute('href')).toBe('/watch');
    // Kept on this device, in the server's order.
    await waitFor(async () =>
      expect((await readWatches('m1')).watches.map((w) => w.id)).toEqual(['w1', 'w2']),
    );
  });

  it('says when nothing is watched yet', async () => {
    renderScreen();
    expect(await screen.findByText(WATCH_TEXTS.accountEmpty)).toBeTruthy();
  });

  it('opens offline with the watches as last seen on this device, and says so', async () => {
    await saveWatches('m1', [makeWatch('w1', {}, { name: 'Copper kettle' })]);
    // Another member's copy is never shown.
    online.mockReturnValue(false);
    renderScreen();
    expect(await card('Copper kettle')).toBeTruthy();
    expect(screen.getByText(WATCH_TEXTS.offlineCopy)).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('shows no other member’s watches', async () => {
    await saveWatches('someone-else', [makeWatch('w1', {}, { name: 'Copper kettle' })]);
    online.mockReturnValue(false);
    renderScreen();
    expect(await screen.findByText(WATCH_TEXTS.accountEmpty)).toBeTruthy();
    expect(screen.queryByText('Copper kettle')).toBeNull();
  });

  it('keeps an edit made offline, shows it at once, and sends it once when the connection is back', async () => {
    serverWatches = [makeWatch('w1', {}, { name: 'Copper kettle' })];
    await saveWatches('m1', serverWatches);
    online.mockReturnValue(false);
    const { user } = renderScreen();
    const kettle = await card('Copper kettle');
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.edit }));
    await user.type(within(kettle).getByLabelText(`${WATCH_TEXTS.targetPrice} (USD)`), '20');
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.save }));

    expect(await screen.findByText(WATCH_TEXTS.savedOffline)).toBeTruthy();
    await waitFor(() => expect(within(kettle).getByText(WATCH_TEXTS.pending)).toBeTruthy());
    expect(within(kettle).getByText(WATCH_TEXTS.targetRule('$20.00'))).toBeTruthy();
    const kept = await listOutbox('watch');
    expect(kept.map((entry) => [entry.request?.method, new URL(entry.request!.url).pathname])).toEqual([
      ['PATCH', WATCH_API.watch('w1')],
    ]);
    expect(JSON.parse(kept[0]!.request!.body!)).toEqual({ targetPrice: 20 });

    // Paused offline too: both wait, in order.
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.pause }));
    await waitFor(() => expect(within(kettle).getByText(WATCH_TEXTS.paused)).toBeTruthy());
    expect(network.calls).toEqual([]);

    online.mockReturnValue(true);
    await act(() => flushOutbox());
    const patches = sent('PATCH');
    expect(patches.map((call) => call.body)).toEqual([{ targetPrice: 20 }, { paused: true }]);
    expect(new Set(patches.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(2);
    await waitFor(() => expect(within(kettle).queryByText(WATCH_TEXTS.pending)).toBeNull());
    expect(within(kettle).getByText(WATCH_TEXTS.targetRule('$20.00'))).toBeTruthy();
    expect(within(kettle).getByText(WATCH_TEXTS.paused)).toBeTruthy();
    const stored = (await readWatches('m1')).watches[0]!;
    expect([stored.targetPrice, stored.paused]).toEqual([20, true]);
  });

  it('checks the rules before keeping an edit', async () => {
    serverWatches = [makeWatch('w1', {}, { name: 'Copper kettle' })];
    const { user } = renderScreen();
    const kettle = await card('Copper kettle');
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.edit }));
    for (const name of [WATCH_TEXTS.anyDrop, WATCH_TEXTS.backInStock])
      await user.click(within(kettle).getByRole('checkbox', { name }));
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.save }));
    expect(await within(kettle).findByText(WATCH_FIELD_ERRORS.noRule)).toBeTruthy();
    expect(await listOutbox('watch')).toEqual([]);
  });

  it('pauses and resumes a watch online', async () => {
    serverWatches = [makeWatch('w1', {}, { name: 'Copper kettle' })];
    const { user } = renderScreen();
    const kettle = await card('Copper kettle');
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.pause }));
    expect(await within(kettle).findByRole('button', { name: WATCH_TEXTS.resume })).toBeTruthy();
    expect(within(kettle).getByText(WATCH_TEXTS.paused)).toBeTruthy();
    await waitFor(() => expect(sent('PATCH').map((call) => call.body)).toEqual([{ paused: true }]));
    expect(await screen.findByText(WATCH_TEXTS.saved)).toBeTruthy();

    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.resume }));
    expect(await within(kettle).findByRole('button', { name: WATCH_TEXTS.pause })).toBeTruthy();
    await waitFor(() =>
      expect(sent('PATCH').map((call) => call.body)).toEqual([{ paused: true }, { paused: false }]),
    );
  });

  it('removes a watch', async () => {
    serverWatches = [
      makeWatch('w1', {}, { name: 'Copper kettle' }),
      makeWatch('w2', {}, { name: 'Walnut tray' }),
    ];
    const { user } = renderScreen();
    const kettle = await card('Copper kettle');
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.remove }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Copper kettle' })).toBeNull());
    expect(await screen.findByText(WATCH_TEXTS.removed)).toBeTruthy();
    expect(sent('DELETE').map((call) => call.path)).toEqual([WATCH_API.watch('w1')]);
    await waitFor(async () => expect((await readWatches('m1')).watches.map((w) => w.id)).toEqual(['w2']));
    expect(await card('Walnut tray')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a change, and keeps the watch as it was', async () => {
    serverWatches = [makeWatch('w1', {}, { name: 'Copper kettle' })];
    network.on(
      'PATCH',
      WATCH_API.watch('w1'),
      jsonResponse(404, { statusCode: 404, message: WATCH_TEXTS.notFound }),
    );
    const { user } = renderScreen();
    const kettle = await card('Copper kettle');
    await user.click(within(kettle).getByRole('button', { name: WATCH_TEXTS.pause }));
    expect((await within(kettle).findByRole('alert')).textContent).toBe(WATCH_TEXTS.notFound);
    expect(within(kettle).getByRole('button', { name: WATCH_TEXTS.pause })).toBeTruthy();
    await waitFor(async () => expect(await listOutbox('watch')).toEqual([]));
  });
});
