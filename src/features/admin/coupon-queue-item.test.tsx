// The moderation queue with members' codes beside the submitted deals: a waiting code shows its store,
// what it gives (markup as text) and who sent it, and Approve or Reject sends the decision and reads the
// queue again.
import { SUBMISSION_API } from '@shared/community/submission';
import { ADMIN_TEXTS } from '@shared/community/submission-texts';
import { COUPON_SUBMISSION_API, type PendingCoupon } from '@shared/store/coupon-submission';
import { COUPON_QUEUE_TEXTS as T } from '@shared/store/coupon-submission-texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, inTurn } from '../../../tests/support/fake-fetch';
import { renderPage } from '../../../tests/support/render-page';
import { ModerationScreen } from './moderation-screen';

const MARKUP = '<img src=x onerror="alert(1)">20% off';

const waiting = (overrides: Partial<PendingCoupon>): PendingCoupon => ({
  id: 'code-1',
  storeSlug: 'kettle-shop',
  storeName: 'Kettle Shop',
  code: 'KETTLE20',
  title: MARKUP,
  terms: '',
  url: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  createdAt: new Date().toISOString(),
  memberName: 'Ada',
  ...overrides,
});

describe('members’ codes in the moderation queue', () => {
  it('shows a waiting code as text and approves or rejects it', async () => {
    const network = fakeFetch()
      .on(
        'GET',
        SUBMISSION_API.queue,
        inTurn(
          { entries: [], coupons: [waiting({}), waiting({ id: 'code-2', code: '', title: 'Spring sale' })] },
          { entries: [], coupons: [waiting({ id: 'code-2', code: '', title: 'Spring sale' })] },
          { entries: [], coupons: [] },
        ),
      )
      .on('POST', COUPON_SUBMISSION_API.approve('code-1'), { id: 'code-1', status: 'live' })
      .on('POST', COUPON_SUBMISSION_API.reject('code-2'), { id: 'code-2', status: 'rejected' });
    const { container, user } = renderPage(<ModerationScreen />, '/admin');

    const codes = await screen.findByRole('region', { name: T.heading });
    const first = within(codes).getByRole('listitem', { name: `${T.kind}: KETTLE20` });
    expect(within(first).getByText(MARKUP)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Kettle Shop' }).getAttribute('href')).toBe(
      '/store/kettle-shop',
    );
    expect(within(first).getByText('Ada')).toBeTruthy();
    expect(within(first).getByText(ADMIN_TEXTS.age(0))).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();

    await user.click(within(first).getByRole('button', { name: T.approve }));
    expect(await screen.findByText(T.approved)).toBeTruthy();
    const sale = await screen.findByRole('listitem', { name: `${T.kind}: ${T.saleWithoutCode}` });
    await user.click(within(sale).getByRole('button', { name: T.reject }));
    expect(await screen.findByText(T.rejected)).toBeTruthy();
    expect(await screen.findByText(ADMIN_TEXTS.empty)).toBeTruthy();
    expect(network.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      COUPON_SUBMISSION_API.approve('code-1'),
      COUPON_SUBMISSION_API.reject('code-2'),
    ]);
  });
});
