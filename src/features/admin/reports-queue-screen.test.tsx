// The reports queue against a stand-in for the server: a moderator ends a reported deal only after
// confirming it, keeping it sends nothing, and a refusal from the server shows in the report it was about.
import type { OpenReport } from '@shared/community/community';
import {
  CONFIRM_END_REPORTED_DEAL,
  confirmEndReportedDeal,
  END_REPORTED_DEAL,
  KEEP_REPORTED_DEAL,
  REACTIVATE_DEAL,
  REPORTED_DEAL_ALREADY_ENDED,
} from '@shared/community/community-texts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeFetch, fakeFetch, jsonResponse } from '../../../tests/support/fake-fetch';
import { renderPage } from '../../../tests/support/render-page';
import { ReportsQueueScreen } from './reports-queue-screen';

const report = (overrides: Partial<OpenReport>): OpenReport => ({
  id: 'r-spam',
  dealId: 'kettle-1',
  dealTitle: 'Glass kettle',
  reason: 'spam',
  note: 'Fake shop',
  reporter: 'Ana',
  createdAt: '2026-01-01T00:00:00.000Z',
  dealEndedByReports: false,
  ...overrides,
});

let open: OpenReport[];
let refuse: boolean;
let network: FakeFetch;
/** The addresses of the writes sent. */
const posted = () => network.calls.filter((call) => call.method !== 'GET').map((call) => call.url);

beforeEach(() => {
  open = [
    report({}),
    report({
      id: 'r-over',
      dealId: 'lamp-2',
      dealTitle: 'Desk lamp',
      reason: 'expired',
      dealEndedByReports: true,
    }),
  ];
  refuse = false;
  network = fakeFetch()
    .on('*', /./, () => {
      if (refuse) return jsonResponse(409, { statusCode: 409, message: REPORTED_DEAL_ALREADY_ENDED });
      open = open.filter((item) => item.dealId !== 'kettle-1');
      return { id: 'r-spam', dealId: 'kettle-1', dealEnded: true };
    })
    .on('GET', /./, () => ({ reports: open }));
});

describe('acting on a report', () => {
  it('offers to end a reported deal that still runs, and reactivation for one reports ended', async () => {
    renderPage(<ReportsQueueScreen />, '/admin/reports');
    const [spam, over] = await screen.findAllByRole('listitem');
    expect(within(spam!).getByRole('button', { name: `${END_REPORTED_DEAL}: Glass kettle` })).toBeTruthy();
    expect(within(over!).queryByRole('button', { name: `${END_REPORTED_DEAL}: Desk lamp` })).toBeNull();
    expect(within(over!).getByRole('button', { name: REACTIVATE_DEAL })).toBeTruthy();
  });

  it('ends the deal only once confirmed, and the report leaves the queue', async () => {
    const { user } = renderPage(<ReportsQueueScreen />, '/admin/reports');
    await user.click(await screen.findByRole('button', { name: `${END_REPORTED_DEAL}: Glass kettle` }));
    expect(screen.getByText(confirmEndReportedDeal('Glass kettle'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: KEEP_REPORTED_DEAL }));
    expect(posted()).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${END_REPORTED_DEAL}: Glass kettle` }));
    await user.click(screen.getByRole('button', { name: CONFIRM_END_REPORTED_DEAL }));
    expect(posted()).toEqual(['/api/reports/r-spam/end-deal']);
    expect(await screen.findByText('Desk lamp')).toBeTruthy();
    expect(screen.queryByText('Glass kettle')).toBeNull();
  });

  it('shows the server’s refusal in the report, and keeps the queue', async () => {
    refuse = true;
    const { user } = renderPage(<ReportsQueueScreen />, '/admin/reports');
    await user.click(await screen.findByRole('button', { name: `${END_REPORTED_DEAL}: Glass kettle` }));
    await user.click(screen.getByRole('button', { name: CONFIRM_END_REPORTED_DEAL }));
    const [spam] = screen.getAllByRole('listitem');
    expect((await within(spam!).findByRole('alert')).textContent).toBe(REPORTED_DEAL_ALREADY_ENDED);
    expect(screen.getByText('Desk lamp')).toBeTruthy();
  });
});
