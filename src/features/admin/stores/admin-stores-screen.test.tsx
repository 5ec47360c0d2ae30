// The Stores section's screen against a stand-in for the server's API: stores listed with stored HTML as
// text, a store renamed with the server's problem shown beside its field, a merge only after its
// confirmation, and a store's codes in every status added and ended, each write with an Idempotency-Key.
import { ADMIN_STORES_API, type AdminCouponRow, type AdminStoreRow } from '@shared/console/admin-stores';
import { ADMIN_STORES_TEXTS as T } from '@shared/console/admin-stores-texts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeFetch, fakeFetch, jsonResponse } from '../../../../tests/support/fake-fetch';
import { renderPage } from '../../../../tests/support/render-page';
import { AdminStoresScreen } from './admin-stores-screen';

const MARKUP = '<img src=x onerror="alert(1)">Kettles';

const aStore = (overrides: Partial<AdminStoreRow>): AdminStoreRow => ({
  slug: 'kettle-shop',
  name: 'Kettle Shop',
  hosts: ['kettle.example'],
  aliases: [],
  logo: null,
  description: '',
  affiliateNote: '',
  coupons: 2,
  ...overrides,
});

const aCoupon = (overrides: Partial<AdminCouponRow>): AdminCouponRow => ({
  id: 'c1',
  storeSlug: 'kettle-shop',
  code: 'KETTLE20',
  title: '20% off kettles',
  terms: '',
  url: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  source: 'operator',
  status: 'live',
  clicks: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

let network: FakeFetch;
const sent = (method: string) =>
  network.calls
    .filter((call) => call.method === method)
    .map((call) => ({ url: call.url, body: call.body, key: call.headers.get('idempotency-key') }));

beforeEach(() => {
  network = fakeFetch({ otherwise: jsonResponse(404, { statusCode: 404, message: 'Nothing is here.' }) })
    .on('GET', new RegExp(`^${ADMIN_STORES_API.stores}(\\?.*)?$`), {
      stores: [aStore({}), aStore({ slug: 'markup', name: MARKUP, hosts: [], coupons: 0 })],
      total: 2,
    })
    .on('GET', ADMIN_STORES_API.coupons('kettle-shop'), {
      coupons: [
        aCoupon({}),
        aCoupon({ id: 'c2', code: 'MEMBER5', title: 'Five off', source: 'member', status: 'pending' }),
        aCoupon({ id: 'c3', code: '', title: 'Spring sale', status: 'expired' }),
      ],
    });
});

describe('the console’s stores', () => {
  it('lists the stores with stored HTML as text, and searches by name', async () => {
    const { container, user } = renderPage(<AdminStoresScreen />, '/admin/stores');
    const table = await screen.findByRole('table', { name: T.listCaption });
    expect(within(table).getByText(MARKUP)).toBeTruthy();
    expect(within(table).getByText('kettle.example')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(T.found(2))).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'kettle');
    await user.click(screen.getByRole('button', { name: T.search }));
    await screen.findByRole('table', { name: T.listCaption });
    expect(sent('GET').map((call) => call.url)).toContain(`${ADMIN_STORES_API.stores}?q=kettle`);
  });

  it('renames a store, showing the server’s problem beside the field it names', async () => {
    network.on('PUT', ADMIN_STORES_API.store('kettle-shop'), (call) => {
      const body = call.body as { logo: string; name: string };
      return body.logo.startsWith('javascript:')
        ? jsonResponse(400, {
            statusCode: 400,
            message: 'Please check these fields: logo.',
            code: 'INVALID_FIELDS',
            fields: { logo: 'Use https:// or a path.' },
          })
        : { store: aStore({ name: body.name }) };
    });
    const { user } = renderPage(<AdminStoresScreen />, '/admin/stores');
    await user.click(await screen.findByRole('button', { name: `${T.open}: Kettle Shop` }));
    const panel = screen.getByRole('region', { name: T.storeHeading('Kettle Shop') });
    const name = within(panel).getByRole('textbox', { name: T.labels.name });
    await user.clear(name);
    await user.type(name, 'Kettle & Co');
    await user.type(within(panel).getByRole('textbox', { name: T.labels.logo }), 'javascript:alert(1)');
    await user.click(within(panel).getByRole('button', { name: T.save }));

    const logo = within(panel).getByRole('textbox', { name: T.labels.logo });
    expect(await within(panel).findByText('Use https:// or a path.')).toBeTruthy();
    expect(logo.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByRole('alert').textContent).toBe(T.fixFields);

    await user.clear(logo);
    await user.type(logo, '/images/kettle.png');
    await user.click(within(panel).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.saved('Kettle & Co'))).toBeTruthy();
    const puts = sent('PUT');
    expect(puts.at(-1)).toMatchObject({
      url: ADMIN_STORES_API.store('kettle-shop'),
      body: { name: 'Kettle & Co', logo: '/images/kettle.png', hosts: ['kettle.example'] },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(puts[0]!.key).not.toBe(puts[1]!.key);
  });

  it('merges a store only after the operator confirms', async () => {
    network.on('POST', ADMIN_STORES_API.merge('kettle-shop'), {
      store: aStore({ slug: 'kettles-inc', name: 'Kettles Inc' }),
    });
    const { user } = renderPage(<AdminStoresScreen />, '/admin/stores');
    await user.click(await screen.findByRole('button', { name: `${T.open}: Kettle Shop` }));
    const panel = screen.getByRole('region', { name: T.storeHeading('Kettle Shop') });
    await user.type(within(panel).getByRole('textbox', { name: T.mergeLabel }), 'kettles-inc');
    await user.click(within(panel).getByRole('button', { name: T.merge }));
    expect(within(panel).getByText(T.confirmMerge('Kettle Shop', 'kettles-inc'))).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: T.keep }));
    expect(sent('POST')).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: T.merge }));
    await user.click(within(panel).getByRole('button', { name: T.confirmMergeButton }));
    expect(await screen.findByText(T.mergedNotice('Kettle Shop', 'Kettles Inc'))).toBeTruthy();
    expect(sent('POST')).toEqual([
      { url: ADMIN_STORES_API.merge('kettle-shop'), body: { into: 'kettles-inc' }, key: expect.any(String) },
    ]);
  });

  it('lists a store’s codes in every status, adds one and ends one, and says why a refusal is refused', async () => {
    network
      .on('POST', ADMIN_STORES_API.coupons('kettle-shop'), (call) =>
        (call.body as { code: string }).code === 'MEMBER5'
          ? jsonResponse(409, { statusCode: 409, message: 'This store has that code already.' })
          : { coupon: aCoupon({ id: 'c4', code: 'NEW10', title: '10% off' }) },
      )
      .on('POST', ADMIN_STORES_API.expireCoupon('kettle-shop', 'c1'), {
        coupon: aCoupon({ status: 'expired' }),
      });
    const { user } = renderPage(<AdminStoresScreen />, '/admin/stores');
    await user.click(await screen.findByRole('button', { name: `${T.open}: Kettle Shop` }));
    const codes = await screen.findByRole('table', { name: T.couponsHeading('Kettle Shop') });
    const rows = within(codes).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      T.statuses.live,
      T.statuses.pending,
      T.statuses.expired,
    ]);
    expect(within(codes).getByText(T.noCode)).toBeTruthy();
    // An ended code has nothing left to end.
    expect(within(codes).queryByRole('button', { name: `${T.expireCoupon}: Spring sale` })).toBeNull();

    await user.click(screen.getByRole('button', { name: T.addCoupon }));
    const form = screen.getByRole('region', { name: T.couponFormHeading(false) });
    await user.type(within(form).getByRole('textbox', { name: T.couponLabels.code }), 'MEMBER5');
    await user.type(within(form).getByRole('textbox', { name: T.couponLabels.title }), 'Five off');
    await user.click(within(form).getByRole('button', { name: T.saveCoupon }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This store has that code already.');

    const code = within(form).getByRole('textbox', { name: T.couponLabels.code });
    await user.clear(code);
    await user.type(code, 'NEW10');
    await user.type(within(form).getByRole('textbox', { name: T.couponLabels.endsAt }), '2026-12-31');
    await user.click(within(form).getByRole('button', { name: T.saveCoupon }));
    expect(await screen.findByText(T.couponAdded('10% off'))).toBeTruthy();
    expect(sent('POST').at(-1)).toMatchObject({
      url: ADMIN_STORES_API.coupons('kettle-shop'),
      body: { code: 'NEW10', title: 'Five off', startsAt: null, endsAt: '2026-12-31' },
      key: expect.any(String),
    });

    await user.click(screen.getByRole('button', { name: `${T.expireCoupon}: KETTLE20` }));
    expect(await screen.findByText(T.couponExpired('20% off kettles'))).toBeTruthy();
    expect(sent('POST').at(-1)).toMatchObject({ url: ADMIN_STORES_API.expireCoupon('kettle-shop', 'c1') });
  });
});
