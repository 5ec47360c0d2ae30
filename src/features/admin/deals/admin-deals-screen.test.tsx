// The Deals section's screen against a stand-in for the server's API: stored HTML shows as text, the form
// puts the server's problem beside the field it names, delete asks first, every write carries an
// Idempotency-Key, and an import shows its report line by line.

import { SUBMISSION_FIELD_ERRORS } from '@shared/community/submission';
import {
  ADMIN_DEALS_API,
  ADMIN_DEALS_PAGE_SIZE,
  type AdminDealRow,
  type DealImportReport,
} from '@shared/console/admin-deals';
import { ADMIN_DEALS_TEXTS } from '@shared/console/admin-deals-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeFetch, fakeFetch, jsonResponse } from '../../../../tests/support/fake-fetch';
import { renderPage } from '../../../../tests/support/render-page';
import { AdminDealsScreen } from './admin-deals-screen';

const T = ADMIN_DEALS_TEXTS;
const MARKUP = '<img src=x onerror="alert(1)">Kettle';

const row = (overrides: Partial<AdminDealRow>): AdminDealRow => ({
  id: 'kettle-1',
  title: 'Glass kettle',
  description: '',
  store: 'Kettle Shop',
  category: 'home-garden',
  currentPrice: 24.5,
  originalPrice: 49,
  affiliateUrl: 'https://kettle.example/glass',
  image: '/images/placeholder-deal.svg',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiryDate: null,
  state: 'live',
  ...overrides,
});

let network: FakeFetch;

/** The requests sent so far, each with its Idempotency-Key. */
const sent = () =>
  network.calls.map((call) => ({
    method: call.method,
    url: call.url,
    body: call.body,
    key: call.headers.get('idempotency-key'),
  }));

beforeEach(() => {
  network = fakeFetch({
    otherwise: jsonResponse(404, { statusCode: 404, message: 'Nothing is here.' }),
  }).on('GET', new RegExp(`^${ADMIN_DEALS_API.deals}`), {
    deals: [row({ id: 'markup', title: MARKUP, store: '<b>Shop</b>' }), row({})],
    total: 2,
    page: 1,
    pageSize: ADMIN_DEALS_PAGE_SIZE,
  });
});

describe('the console’s deals', () => {
  it('lists deals with each cell named for phones, and shows stored HTML as text', async () => {
    const { container } = renderPage(<AdminDealsScreen />, '/admin/deals');
    const table = await screen.findByRole('table');
    expect(within(table).getByText(MARKUP)).toBeTruthy();
    expect(within(table).getByText('<b>Shop</b>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
    for (const cell of container.querySelectorAll('tbody td'))
      expect(cell.getAttribute('data-label')).toBeTruthy();
    expect(screen.getByText(T.found(2))).toBeTruthy();
  });

  it('puts the server’s problem beside the field it names, and saves once it is put right', async () => {
    network.on('PUT', ADMIN_DEALS_API.deal('kettle-1'), (request) => {
      const { title } = request.body as { title: string };
      return title.trim() === ''
        ? jsonResponse(400, {
            statusCode: 400,
            message: 'Please check these fields: title.',
            code: 'INVALID_FIELDS',
            fields: { title: SUBMISSION_FIELD_ERRORS.title },
          })
        : { deal: row({ title }) };
    });
    const { user } = renderPage(<AdminDealsScreen />, '/admin/deals');
    await user.click(await screen.findByRole('button', { name: `${T.edit}: Glass kettle` }));
    const form = screen.getByRole('region', { name: T.editHeading('Glass kettle') });
    const title = within(form).getByLabelText('Title');
    expect(within(form).getByLabelText('Current price ($)')).toHaveProperty('value', '24.50');
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: T.save }));

    expect(await within(form).findByText(SUBMISSION_FIELD_ERRORS.title)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      SUBMISSION_FIELD_ERRORS.title,
    );
    expect(within(form).getByRole('alert').textContent).toBe(T.fixFields);

    await user.type(title, 'Glass kettle 1.7 l');
    await user.click(within(form).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved('Glass kettle 1.7 l'))).toBeTruthy();
    const puts = sent().filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.url)).toEqual([
      ADMIN_DEALS_API.deal('kettle-1'),
      ADMIN_DEALS_API.deal('kettle-1'),
    ]);
    expect(puts.every((request) => request.key && /^[0-9a-f-]{36}$/.test(request.key))).toBe(true);
    // Two different writes, two keys.
    expect(puts[0]!.key).not.toBe(puts[1]!.key);
  });

  it('asks before deleting, and says why a refused expiry is refused', async () => {
    network
      .on(
        'POST',
        ADMIN_DEALS_API.expire('kettle-1'),
        jsonResponse(409, { statusCode: 409, message: 'This deal has already ended.' }),
      )
      .on('DELETE', /./, { id: 'kettle-1', deleted: true });
    const { user } = renderPage(<AdminDealsScreen />, '/admin/deals');
    await user.click(await screen.findByRole('button', { name: `${T.expire}: Glass kettle` }));
    expect((await screen.findByRole('alert')).textContent).toBe('This deal has already ended.');

    await user.click(screen.getByRole('button', { name: `${T.delete}: Glass kettle` }));
    expect(screen.getByText(T.confirmDelete('Glass kettle'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.keep }));
    expect(sent().some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: `${T.delete}: Glass kettle` }));
    await user.click(screen.getByRole('button', { name: T.confirmDeleteButton }));
    expect(await screen.findByText(T.deleted('Glass kettle'))).toBeTruthy();
    const deletion = sent().find((request) => request.method === 'DELETE');
    expect(deletion).toMatchObject({ url: ADMIN_DEALS_API.deal('kettle-1'), key: expect.any(String) });
  });

  it('imports pasted CSV and shows the report: the count, then each rejected row with its reason', async () => {
    const report: DealImportReport = {
      total: 3,
      imported: 1,
      inserted: 1,
      updated: 0,
      unchanged: 0,
      rejected: [
        { row: 'CSV row 3', reason: 'affiliateUrl: the affiliate link must be an http: or https: URL' },
        { row: 'CSV row 4', reason: 'currentPrice: a price cannot be negative' },
      ],
    };
    network.on('*', ADMIN_DEALS_API.import, report);
    const { user } = renderPage(<AdminDealsScreen />, '/admin/deals');
    await screen.findByRole('table');
    const panel = screen.getByRole('region', { name: T.importHeading });
    await user.click(within(panel).getByRole('radio', { name: T.formats.csv }));
    await user.type(within(panel).getByLabelText(T.textLabel), 'id,title');
    await user.click(within(panel).getByRole('button', { name: T.importButton }));

    const shown = await within(panel).findByRole('region', { name: T.reportHeading });
    expect(
      within(shown).getByText('Imported 1 of 3 deals: 1 new, 0 updated, 0 unchanged; 2 rejected.'),
    ).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rejected CSV row 3: affiliateUrl: the affiliate link must be an http: or https: URL',
      'Rejected CSV row 4: currentPrice: a price cannot be negative',
    ]);
    expect(sent().find((request) => request.url === ADMIN_DEALS_API.import)).toMatchObject({
      method: 'POST',
      body: { format: 'csv', text: 'id,title' },
      key: expect.any(String),
    });
    // The list is read again: the imported deals are in it.
    await waitFor(() =>
      expect(sent().filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(2),
    );
  });
});
