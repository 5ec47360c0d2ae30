import { ApiCallError, callApi } from '@lib/api-client';
import { db } from '@lib/db/database';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { CONFIRM_DIGEST_TEXTS, UNSUBSCRIBE_TEXTS } from '@shared/alerts/alert-texts';
import { ALERT_API } from '@shared/alerts/alerts';
import { configure, screen, waitFor } from '@testing-library/react';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { renderPage } from '@tests/support/render-page';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ConfirmDigestScreen } from './confirm-digest-screen';
import { UnsubscribeScreen } from './unsubscribe-screen';

vi.mock('@lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lib/api-client')>()),
  callApi: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });

let server: ReturnType<typeof fakeAlertServer>;
let online: MockInstance<() => boolean>;

beforeEach(() => {
  vi.clearAllMocks();
  server = fakeAlertServer();
  online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(async () => {
  online.mockReturnValue(true);
  await flushOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

describe('/unsubscribe', () => {
  it('unsubscribes with the link’s token as a one-click unsubscribe, then says it is done', async () => {
    const { user } = renderPage(<UnsubscribeScreen />, '/unsubscribe?token=tok%2B1');
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));
    expect(await screen.findByText(UNSUBSCRIBE_TEXTS.done)).toBeTruthy();
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_TEXTS.button })).toBeNull();
    expect(server.sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: ALERT_API.unsubscribe,
        search: '?token=tok%2B1',
        body: 'List-Unsubscribe=One-Click',
      }),
    ]);
    expect(server.sent[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('says a link that does not work does not, and keeps nothing to send', async () => {
    server.answer('POST', ALERT_API.unsubscribe, 404, { statusCode: 404, message: 'Unknown token.' });
    const { user } = renderPage(<UnsubscribeScreen />, '/unsubscribe?token=bad');
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));
    expect(await screen.findByText(UNSUBSCRIBE_TEXTS.badToken)).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('keeps the unsubscribe while offline', async () => {
    online.mockReturnValue(false);
    const { user } = renderPage(<UnsubscribeScreen />, '/unsubscribe?token=later');
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }));
    expect(await screen.findByText(UNSUBSCRIBE_TEXTS.keptOffline)).toBeTruthy();
    expect(server.sent).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('needs the link’s token, and leads on from there', () => {
    renderPage(<UnsubscribeScreen />, '/unsubscribe');
    expect(screen.getByText(UNSUBSCRIBE_TEXTS.noToken)).toBeTruthy();
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_TEXTS.button })).toBeNull();
    expect(screen.getByRole('link', { name: UNSUBSCRIBE_TEXTS.home }).getAttribute('href')).toBe('/');
  });
});

describe('/alerts/confirm', () => {
  it('confirms the digest with the link’s token as it opens', async () => {
    vi.mocked(callApi).mockResolvedValue({});
    renderPage(<ConfirmDigestScreen />, '/alerts/confirm?token=abc');
    expect(screen.getByText(CONFIRM_DIGEST_TEXTS.confirming)).toBeTruthy();
    expect(await screen.findByText(CONFIRM_DIGEST_TEXTS.confirmed)).toBeTruthy();
    expect(callApi).toHaveBeenCalledWith(`${ALERT_API.confirmEmail}?token=abc`);
  });

  it('says a link that does not work does not', async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiCallError('Unknown token.', 404));
    renderPage(<ConfirmDigestScreen />, '/alerts/confirm?token=spent');
    expect(await screen.findByText(CONFIRM_DIGEST_TEXTS.failed)).toBeTruthy();
  });

  it('asks to open the link again once online', async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiCallError('Failed to fetch', null));
    renderPage(<ConfirmDigestScreen />, '/alerts/confirm?token=offline');
    expect(await screen.findByText(CONFIRM_DIGEST_TEXTS.offline)).toBeTruthy();
  });

  it('needs the link’s token', () => {
    renderPage(<ConfirmDigestScreen />, '/alerts/confirm');
    expect(screen.getByText(CONFIRM_DIGEST_TEXTS.noToken)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });
});
