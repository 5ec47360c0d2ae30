// The Watches section's screen against a stand-in for the server's API: the totals, the hosts, the failing
// pages (linked in a new tab, an address that is not a web page's as text) and the blocked hosts; a host
// blocked with a reason and another unblocked, each followed by the overview read again; the empty states;
// and the server's refusals shown in words.
import {
  ADMIN_WATCHES_API,
  type AdminFailingPage,
  type AdminWatchesAnswer,
  type AdminWatchHost,
} from '@shared/console/admin-watches';
import { ADMIN_WATCHES_TEXTS as T } from '@shared/console/admin-watches-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeFetch, fakeFetch, jsonResponse } from '../../../../tests/support/fake-fetch';
import { renderPage } from '../../../../tests/support/render-page';
import { AdminWatchesScreen } from './admin-watches-screen';

const aHost = (overrides: Partial<AdminWatchHost>): AdminWatchHost => ({
  host: 'kettle.example',
  products: 3,
  watches: 7,
  reads7d: 120,
  failures7d: 4,
  blocked: false,
  ...overrides,
});

const aPage = (overrides: Partial<AdminFailingPage>): AdminFailingPage => ({
  id: 'p1',
  url: 'https://kettle.example/p/steel-kettle',
  host: 'kettle.example',
  name: 'Steel kettle',
  failures: 3,
  lastError: 'The page answered 503.',
  checkedAt: '2031-03-10T08:30:00.000Z',
  watchers: 2,
  ...overrides,
});

const MARKUP = '<img src=x onerror="alert(1)">Kettle';

const overview = (blocked: string[] = ['spam.example']): AdminWatchesAnswer => ({
  totals: { watches: 9, products: 4, members: 5, unreadable: 1, readsToday: 31 },
  hosts: [
    aHost({ blocked: blocked.includes('kettle.example') }),
    aHost({
      host: 'spam.example',
      products: 1,
      watches: 2,
      reads7d: 0,
      failures7d: 0,
      blocked: blocked.includes('spam.example'),
    }),
  ],
  failing: [
    aPage({}),
    aPage({
      id: 'p2',
      url: 'javascript:alert(1)',
      host: 'odd.example',
      name: MARKUP,
      failures: 2,
      lastError: null,
      checkedAt: null,
      watchers: 1,
    }),
  ],
  blocked: [
    ...(blocked.includes('kettle.example')
      ? [{ host: 'kettle.example', reason: 'Asked us to stop', createdAt: '2031-03-10T09:00:00.000Z' }]
      : []),
    ...(blocked.includes('spam.example')
      ? [{ host: 'spam.example', reason: '', createdAt: '2031-03-01T12:00:00.000Z' }]
      : []),
  ],
});

const EMPTY: AdminWatchesAnswer = {
  totals: { watches: 0, products: 0, members: 0, unreadable: 0, readsToday: 0 },
  hosts: [],
  failing: [],
  blocked: [],
};

let network: FakeFetch;
/** The hosts the server has blocked now: the writes below change them. */
let blockedNow: string[];
const sent = (method: string) =>
  network.calls
    .filter((call) => call.method === method)
    .map((call) => ({ url: call.url, body: call.body, key: call.headers.get('idempotency-key') }));
const reads = () => network.calls.filter((call) => call.method === 'GET').length;

/** The rows of a table below its head, as the text of each cell. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  blockedNow = ['spam.example'];
  network = fakeFetch({ otherwise: jsonResponse(404, { statusCode: 404, message: 'Nothing is here.' }) })
    .on('GET', ADMIN_WATCHES_API.overview, () => overview(blockedNow))
    .on('PUT', /^\/api\/admin\/watches\/hosts\//, (call) => {
      blockedNow.push(decodeURIComponent(call.path.split('/').at(-1)!));
      return { host: 'ok' };
    })
    .on('DELETE', /^\/api\/admin\/watches\/hosts\//, (call) => {
      const host = decodeURIComponent(call.path.split('/').at(-1)!);
      blockedNow = blockedNow.filter((name) => name !== host);
      return new Response(null, { status: 204 });
    });
});

describe('the console’s watches', () => {
  it('shows the totals, the hosts, the failing pages and the blocked hosts', async () => {
    const { container } = renderPage(<AdminWatchesScreen />, '/admin/watches');
    expect(
      await screen.findByText(
        '9 watches by 5 members on 4 products; 1 page we cannot read any more; 31 pages read today (UTC).',
      ),
    ).toBeTruthy();

    const hosts = screen.getByRole('table', { name: T.hostsHeading });
    expect(rowsOf(hosts)).toEqual([
      ['kettle.example', '3', '7', '120', '4', T.no, T.block],
      ['spam.example', '1', '2', '0', '0', T.yes, T.unblock],
    ]);
    expect(within(hosts).getAllByRole('cell')[1]!.dataset.label).toBe(T.hostColumns.products);

    const failing = screen.getByRole('table', { name: T.failingHeading });
    const rows = rowsOf(failing);
    expect(rows[0]!.slice(0, 4)).toEqual(['Steel kettle', 'kettle.example', '3', 'The page answered 503.']);
    expect(rows[0]![5]).toBe('2');
    expect(rows[1]).toEqual([MARKUP, 'odd.example', '2', T.noError, T.neverChecked, '1']);
    const link = within(failing).getByRole('link', { name: 'Steel kettle' });
    expect(link.getAttribute('href')).toBe('https://kettle.example/p/steel-kettle');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(failing.querySelector('time')?.getAttribute('dateTime')).toBe('2031-03-10T08:30:00.000Z');
    // Neither an address that is not a web page's nor stored markup becomes anything but text.
    expect(within(failing).getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();

    const blocked = screen.getByRole('list', { name: T.blockedHeading });
    const entry = within(blocked).getByRole('listitem');
    expect(within(entry).getByText('spam.example')).toBeTruthy();
    expect(within(entry).getByText(T.noReason)).toBeTruthy();
    expect(within(entry).getByRole('button', { name: `${T.unblock}: spam.example` })).toBeTruthy();
    expect(sent('GET').map((call) => call.url)).toEqual([ADMIN_WATCHES_API.overview]);
  });

  it('blocks a host with a reason, then reads the overview again', async () => {
    const { user } = renderPage(<AdminWatchesScreen />, '/admin/watches');
    const blockButton = await screen.findByRole('button', { name: `${T.block}: kettle.example` });

    // Cancelling sends nothing and gives the focus back.
    await user.click(blockButton);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(screen.queryByRole('region', { name: T.blockHeading('kettle.example') })).toBeNull();
    expect(document.activeElement).toBe(blockButton);

    await user.click(blockButton);
    const form = screen.getByRole('region', { name: T.blockHeading('kettle.example') });
    const reason = within(form).getByRole('textbox', { name: T.reasonLabel });
    expect(document.activeElement).toBe(reason);
    await user.type(reason, '  Asked us to stop ');
    await user.click(within(form).getByRole('button', { name: T.confirmBlock }));

    expect(await screen.findByText(T.blocked('kettle.example'))).toBeTruthy();
    expect(sent('PUT')).toEqual([
      {
        url: ADMIN_WATCHES_API.host('kettle.example'),
        body: { reason: 'Asked us to stop' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(screen.queryByRole('region', { name: T.blockHeading('kettle.example') })).toBeNull();
    await waitFor(() => expect(reads()).toBe(2));
    const hosts = screen.getByRole('table', { name: T.hostsHeading });
    expect(await within(hosts).findByRole('button', { name: `${T.unblock}: kettle.example` })).toBeTruthy();
    const blocked = screen.getByRole('list', { name: T.blockedHeading });
    expect(within(blocked).getByText('Asked us to stop')).toBeTruthy();
    // The focus is back on the row's button, which now unblocks.
    expect(document.activeElement).toBe(blockButton);
  });

  it('blocks a host without a reason', async () => {
    const { user } = renderPage(<AdminWatchesScreen />, '/admin/watches');
    await user.click(await screen.findByRole('button', { name: `${T.block}: kettle.example` }));
    await user.click(screen.getByRole('button', { name: T.confirmBlock }));
    expect(await screen.findByText(T.blocked('kettle.example'))).toBeTruthy();
    expect(sent('PUT').map((call) => call.body)).toEqual([{ reason: '' }]);
  });

  it('unblocks a host from the blocked list, then reads the overview again', async () => {
    const { user } = renderPage(<AdminWatchesScreen />, '/admin/watches');
    const blocked = await screen.findByRole('list', { name: T.blockedHeading });
    await user.click(within(blocked).getByRole('button', { name: `${T.unblock}: spam.example` }));

    expect(await screen.findByText(T.unblocked('spam.example'))).toBeTruthy();
    expect(sent('DELETE')).toEqual([
      { url: ADMIN_WATCHES_API.host('spam.example'), body: undefined, key: expect.any(String) },
    ]);
    expect(await screen.findByText(T.noBlocked)).toBeTruthy();
    expect(reads()).toBe(2);
    const hosts = screen.getByRole('table', { name: T.hostsHeading });
    expect(within(hosts).getByRole('button', { name: `${T.block}: spam.example` })).toBeTruthy();
  });

  it('says in words when there is nothing to list', async () => {
    network.on('GET', ADMIN_WATCHES_API.overview, EMPTY);
    renderPage(<AdminWatchesScreen />, '/admin/watches');
    expect(await screen.findByText(T.noHosts)).toBeTruthy();
    expect(screen.getByText(T.noFailing)).toBeTruthy();
    expect(screen.getByText(T.noBlocked)).toBeTruthy();
    expect(
      screen.getByText(
        '0 watches by 0 members on 0 products; 0 pages we cannot read any more; 0 pages read today (UTC).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal of a block in words, and changes nothing', async () => {
    network.on(
      'PUT',
      ADMIN_WATCHES_API.host('kettle.example'),
      jsonResponse(403, { statusCode: 403, message: 'Only operators block hosts.' }),
    );
    const { user } = renderPage(<AdminWatchesScreen />, '/admin/watches');
    await user.click(await screen.findByRole('button', { name: `${T.block}: kettle.example` }));
    await user.click(screen.getByRole('button', { name: T.confirmBlock }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only operators block hosts.');
    // The form stays open to try again, and the overview was not read again.
    expect(screen.getByRole('region', { name: T.blockHeading('kettle.example') })).toBeTruthy();
    expect(reads()).toBe(1);
  });

  it('shows a failed overview in words', async () => {
    network.on(
      'GET',
      ADMIN_WATCHES_API.overview,
      jsonResponse(500, { statusCode: 500, message: 'The overview could not be read.' }),
    );
    renderPage(<AdminWatchesScreen />, '/admin/watches');
    expect((await screen.findByRole('alert')).textContent).toBe('The overview could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a member of the staff who is not an operator that the section is not theirs', async () => {
    network.on(
      'GET',
      ADMIN_WATCHES_API.overview,
      jsonResponse(403, { statusCode: 403, message: 'Forbidden' }),
    );
    renderPage(<AdminWatchesScreen />, '/admin/watches');
    expect(await screen.findByText(T.forbidden)).toBeTruthy();
  });
});
