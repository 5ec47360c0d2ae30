import { ToastHost } from '@components/toast-host';
import { db } from '@lib/db/database';
import { readWatches } from '@lib/db/watch-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { WATCH_API } from '@shared/watch/watch';
import { WATCH_FIELD_ERRORS } from '@shared/watch/watch-requests';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { makeWatch } from './test-watches';
import { WatchScreen } from './watch-screen';

const LINK = 'https://shop.example/product/kettle';
const PREVIEW = {
  ok: true,
  url: LINK,
  key: 'shop.example/product/kettle',
  finalUrl: LINK,
  product: {
    name: 'Copper kettle',
    image: 'https://shop.example/kettle.jpg',
    price: 24.99,
    currency: 'EUR',
    availability: 'in_stock',
    gtin: null,
    sku: null,
  },
};

let network: FakeFetch;
let online: MockInstance<() => boolean>;

beforeEach(() => {
  network = fakeFetch();
  network.on('POST', WATCH_API.preview, PREVIEW);
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
});

afterEach(async () => {
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
  await Promise.all([db.watches.clear(), db.settings.clear()]);
});

const renderScreen = (path = '/watch') =>
  renderPage(
    <Provider store={appStore}>
      <ToastHost />
      <WatchScreen />
    </Provider>,
    path,
  );

const linkField = () => screen.getByLabelText(WATCH_TEXTS.linkLabel) as HTMLInputElement;
const where = () => screen.getByTestId('current-location').textContent;
const sent = (method: string, path: string) =>
  network.calls.filter((call) => call.method === method && call.path === path);

/** Pastes the link and reads the page: what was read is shown. */
async function readLink(user: ReturnType<typeof renderScreen>['user'], link = LINK) {
  await user.clear(linkField());
  await user.type(linkField(), link);
  await user.click(screen.getByRole('button', { name: WATCH_TEXTS.readButton }));
}

describe('/watch', () => {
  it('asks a visitor to sign in, and brings them back here with their link', () => {
    appStore.set(memberAtom, null);
    renderScreen(`/watch?url=${encodeURIComponent(LINK)}`);
    expect(screen.getByText(WATCH_TEXTS.signInToWatch)).toBeTruthy();
    expect(screen.getByRole('link', { name: WATCH_TEXTS.signIn }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/watch?url=${encodeURIComponent(LINK)}`)}`,
    );
    expect(screen.queryByLabelText(WATCH_TEXTS.linkLabel)).toBeNull();
  });

  it('opens with ?url= in the field and reads that page at once', async () => {
    renderScreen(`/watch?url=${encodeURIComponent(LINK)}`);
    expect(linkField().value).toBe(LINK);
    expect(await screen.findByRole('heading', { name: 'Copper kettle' })).toBeTruthy();
    expect(sent('POST', WATCH_API.preview).map((call) => call.body)).toEqual([{ url: LINK }]);
  });

  it('starts again with the link it is opened with while already open (the header’s field)', async () => {
    const { router } = renderScreen('/watch');
    expect(linkField().value).toBe('');
    await act(() => router.navigate(`/watch?url=${encodeURIComponent(LINK)}`));
    expect(linkField().value).toBe(LINK);
    expect(await screen.findByRole('heading', { name: 'Copper kettle' })).toBeTruthy();
  });

  it('takes the first link out of a shared text (the share target)', async () => {
    const text = `Look at this kettle ${LINK}?utm_source=share, nice!`;
    renderScreen(`/watch?title=${encodeURIComponent('A kettle')}&text=${encodeURIComponent(text)}`);
    expect(linkField().value).toBe(`${LINK}?utm_source=share`);
    await screen.findByRole('heading', { name: 'Copper kettle' });
  });

  it('takes a link from the shared title when the text has none', () => {
    online.mockReturnValue(false);
    renderScreen(`/watch?title=${encodeURIComponent(`Kettle ${LINK}`)}&text=nice`);
    expect(linkField().value).toBe(LINK);
  });

  it('shows what it read: the name, the picture, the price as the page stated it and the stock', async () => {
    const { user } = renderScreen();
    await readLink(user);
    const read = await screen.findByRole('form', { name: WATCH_TEXTS.readHeading });
    expect(within(read).getByRole('heading', { name: 'Copper kettle' })).toBeTruthy();
    expect(within(read).getByText('€24.99')).toBeTruthy();
    expect(within(read).getByText(WATCH_TEXTS.inStock)).toBeTruthy();
    expect(read.querySelector('img')?.getAttribute('src')).toBe(PREVIEW.product.image);
    // The rules, with the defaults chosen.
    expect(
      (within(read).getByRole('checkbox', { name: WATCH_TEXTS.anyDrop }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(read).getByRole('checkbox', { name: WATCH_TEXTS.backInStock }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(read).getByLabelText(`${WATCH_TEXTS.targetPrice} (EUR)`)).toBeTruthy();
  });

  it('says in words why a page cannot be read, and offers no watch', async () => {
    const reason = 'We could not read a price from this page.';
    network.on('POST', WATCH_API.preview, jsonResponse(422, { statusCode: 422, message: reason }));
    const { user } = renderScreen();
    await readLink(user);
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.queryByRole('button', { name: WATCH_TEXTS.watchButton })).toBeNull();
  });

  it('asks for a link before reading anything', async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: WATCH_TEXTS.readButton }));
    expect(await screen.findByText(WATCH_FIELD_ERRORS.url)).toBeTruthy();
    expect(linkField().getAttribute('aria-invalid')).toBe('true');
    expect(network.calls).toEqual([]);
  });

  it('checks the rules before sending: amounts in range, and at least one rule', async () => {
    const { user } = renderScreen();
    await readLink(user);
    const read = await screen.findByRole('form', { name: WATCH_TEXTS.readHeading });
    await user.type(within(read).getByLabelText(`${WATCH_TEXTS.targetPrice} (EUR)`), '0');
    await user.type(within(read).getByLabelText(WATCH_TEXTS.minDropPercent), '95');
    await user.click(within(read).getByRole('button', { name: WATCH_TEXTS.watchButton }));
    const target = within(read).getByLabelText(`${WATCH_TEXTS.targetPrice} (EUR)`);
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(target.getAttribute('aria-describedby')!)?.textContent).toBe(
      WATCH_FIELD_ERRORS.targetPrice,
    );
    expect(within(read).getByText(WATCH_FIELD_ERRORS.minDropPercent)).toBeTruthy();

    await user.clear(target);
    await user.clear(within(read).getByLabelText(WATCH_TEXTS.minDropPercent));
    for (const name of [WATCH_TEXTS.anyDrop, WATCH_TEXTS.backInStock])
      await user.click(within(read).getByRole('checkbox', { name }));
    await user.click(within(read).getByRole('button', { name: WATCH_TEXTS.watchButton }));
    expect(await within(read).findByText(WATCH_FIELD_ERRORS.noRule)).toBeTruthy();
    expect(sent('POST', WATCH_API.watches)).toEqual([]);
  });

  it('shows the limit as the server words it', async () => {
    network.on(
      'POST',
      WATCH_API.watches,
      jsonResponse(409, { statusCode: 409, message: WATCH_TEXTS.limitReached, code: 'WATCH_LIMIT' }),
    );
    const { user } = renderScreen();
    await readLink(user);
    await user.click(await screen.findByRole('button', { name: WATCH_TEXTS.watchButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(WATCH_TEXTS.limitReached);
    expect(where()).toBe('/watch');
  });

  it('watches the product with the rules chosen, keeps it here and goes to the list', async () => {
    const watch = makeWatch('w1', { targetPrice: 20, lowest90: true }, { name: 'Copper kettle' });
    network.on('POST', WATCH_API.watches, jsonResponse(201, watch));
    const { user } = renderScreen();
    await readLink(user);
    const read = await screen.findByRole('form', { name: WATCH_TEXTS.readHeading });
    await user.type(within(read).getByLabelText(`${WATCH_TEXTS.targetPrice} (EUR)`), '20');
    await user.click(within(read).getByRole('checkbox', { name: WATCH_TEXTS.lowest90 }));
    await user.click(within(read).getByRole('button', { name: WATCH_TEXTS.watchButton }));

    await waitFor(() => expect(where()).toBe('/account/watches'));
    expect(await screen.findByText(WATCH_TEXTS.watching)).toBeTruthy();
    expect(sent('POST', WATCH_API.watches).map((call) => call.body)).toEqual([
      { url: LINK, anyDrop: true, targetPrice: 20, minDropPercent: null, backInStock: true, lowest90: true },
    ]);
    expect((await readWatches('m1')).watches.map((kept) => kept.id)).toEqual(['w1']);
  });

  it('says so when the product was watched already', async () => {
    network.on('POST', WATCH_API.watches, jsonResponse(200, makeWatch('w1')));
    const { user } = renderScreen();
    await readLink(user);
    await user.click(await screen.findByRole('button', { name: WATCH_TEXTS.watchButton }));
    expect(await screen.findByText(WATCH_TEXTS.alreadyWatching)).toBeTruthy();
  });

  it('says offline that watching needs the network, and reads nothing', async () => {
    online.mockReturnValue(false);
    renderScreen(`/watch?url=${encodeURIComponent(LINK)}`);
    expect(screen.getByRole('status').textContent).toBe(WATCH_TEXTS.needsNetwork);
    expect((screen.getByRole('button', { name: WATCH_TEXTS.readButton }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(network.calls).toEqual([]);
  });
});
