// The failed links as a moderator sees them, against a stand-in server: each item with its reason, how many
// failures in a row and where its redirects ended, the title's HTML shown as text; "Link works" and
// "Expire deal" sent once with their key, after which the item is gone; an ended deal offers no expiry.
import { LINK_FAILURES_API, type OpenLinkFailure } from '@shared/price-history/link-checks';
import { LINK_FAILURE_TEXTS as T } from '@shared/price-history/link-checks-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderPage } from '@tests/support/render-page';
import { beforeEach, describe, expect, it } from 'vitest';
import { LinkFailuresQueue } from './link-failures-queue';

const ITEMS: OpenLinkFailure[] = [
  {
    dealId: 'lamp',
    dealTitle: 'Desk <b>lamp</b>',
    url: 'https://shop.example/p/lamp',
    reason: "redirected to the shop's home page",
    status: 200,
    finalUrl: 'https://shop.example/',
    checkedAt: '2030-01-01T10:00:00.000Z',
    failures: 1,
    dealEnded: false,
  },
  {
    dealId: 'kettle',
    dealTitle: 'Kettle',
    url: 'https://shop.example/p/kettle',
    reason: '404 Not Found',
    status: 404,
    finalUrl: null,
    checkedAt: '2030-01-01T11:00:00.000Z',
    failures: 2,
    dealEnded: true,
  },
];

/** "Link works" or "Expire deal" for one deal, with the deal's id. */
const DECIDED = /\/link-failures\/([^/]+)\/(works|expire)$/;

let items: OpenLinkFailure[];
let network: FakeFetch;
/** The decisions sent, with their keys. */
const posts = () =>
  network.calls
    .filter((call) => call.method === 'POST' && DECIDED.test(call.url))
    .map((call) => ({ url: call.url, key: call.headers.get('idempotency-key') }));

beforeEach(() => {
  items = [...ITEMS];
  network = fakeFetch({
    otherwise: jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nothing here.' }),
  })
    .on('*', LINK_FAILURES_API.list, () => ({ items }))
    .on('POST', DECIDED, (call) => {
      const dealId = DECIDED.exec(call.url)![1];
      items = items.filter((item) => item.dealId !== dealId);
      return { dealId, closed: 1 };
    });
});

describe('the failed links', () => {
  it('lists each deal whose link failed, with the reason, and its title as text', async () => {
    renderPage(<LinkFailuresQueue />, '/admin/reports');
    expect(await screen.findByRole('heading', { name: T.heading })).toBeTruthy();
    const [lamp, kettle] = await screen.findAllByRole('listitem');
    expect(within(lamp!).getByRole('link', { name: 'Desk <b>lamp</b>' }).getAttribute('href')).toBe(
      '/deal/lamp',
    );
    expect(lamp!.textContent).toContain(T.label);
    expect(lamp!.textContent).toContain("redirected to the shop's home page");
    expect(lamp!.textContent).toContain(T.failures(1));
    expect(lamp!.textContent).toContain(`${T.redirectedTo} https://shop.example/`);
    expect(kettle!.textContent).toContain('404 Not Found');
    expect(kettle!.textContent).toContain('2 failed checks in a row');
    expect(kettle!.textContent).toContain(T.dealEnded);
    // An ended deal can only be said to work again.
    expect(within(kettle!).queryByRole('button', { name: T.expire })).toBeNull();
    expect(within(kettle!).getByRole('button', { name: T.works })).toBeTruthy();
  });

  it('sends "Link works" and "Expire deal" once each with a key, and the item leaves the list', async () => {
    const { user } = renderPage(<LinkFailuresQueue />, '/admin/reports');
    const [lamp] = await screen.findAllByRole('listitem');
    await user.click(within(lamp!).getByRole('button', { name: T.expire }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: T.works }));
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(posts().map((post) => post.url)).toEqual([
      LINK_FAILURES_API.expire('lamp'),
      LINK_FAILURES_API.works('kettle'),
    ]);
    expect(posts().every((post) => post.key && post.key.length >= 8)).toBe(true);
    expect(new Set(posts().map((post) => post.key)).size).toBe(2);
  });
});
