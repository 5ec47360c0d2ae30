// The inbox as an operator uses it, against a stand-in server: the list in the address's filter, a message
// whose HTML shows as text, the answer's prefilled subject, a missing body named beside its field, and an
// answer sent once with its key, after which the message reads as handled.
import { ADMIN_MESSAGES_API, REPLY_FIELD_ERRORS } from '@shared/console/admin-messages';
import { ADMIN_MESSAGE_TEXTS } from '@shared/console/admin-messages-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderPage } from '@tests/support/render-page';
import { beforeEach, describe, expect, it } from 'vitest';
import { MessagesScreen } from './messages-screen';

const HOSTILE = '<img src=x onerror="window.hacked = true"> <b>not bold</b>';
const MESSAGE = {
  id: 'm-1',
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Coupon <i>expired</i>',
  createdAt: '2030-01-01T10:00:00.000Z',
  handledAt: null as string | null,
};

let network: FakeFetch;
let handledAt: string | null;

beforeEach(() => {
  handledAt = null;
  network = fakeFetch({
    otherwise: jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nothing here.' }),
  })
    .on('*', ADMIN_MESSAGES_API.list, () => ({
      items: [{ ...MESSAGE, handledAt }],
      page: 1,
      pageCount: 1,
      total: 1,
    }))
    .on('*', ADMIN_MESSAGES_API.one('m-1'), () => {
      const replies = handledAt
        ? [
            {
              mailId: 7,
              subject: 'Re: Coupon <i>expired</i>',
              createdAt: handledAt,
              by: 'Olga Operator',
              sentAt: null,
              lastError: null,
            },
          ]
        : [];
      return { ...MESSAGE, handledAt, message: HOSTILE, replies };
    })
    .on('POST', ADMIN_MESSAGES_API.reply('m-1'), () => {
      handledAt = '2030-01-01T11:00:00.000Z';
      return jsonResponse(201, { mailId: 7, handledAt });
    });
});

describe('the inbox', () => {
  it('lists the waiting messages and opens one, its HTML shown as text', async () => {
    const { user } = renderPage(<MessagesScreen />, '/admin/messages');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Ana Lima')).toBeTruthy();
    expect(within(table).getByText(ADMIN_MESSAGE_TEXTS.waiting)).toBeTruthy();
    expect(network.calls[0]!.url).toBe(`${ADMIN_MESSAGES_API.list}?status=waiting&page=1`);

    await user.click(within(table).getByRole('link', { name: MESSAGE.subject }));
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: MESSAGE.subject })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByTestId('current-location').textContent).toBe('/admin/messages?message=m-1');
  });

  it('searches and filters through the address', async () => {
    const { user } = renderPage(<MessagesScreen />, '/admin/messages?status=all');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(ADMIN_MESSAGE_TEXTS.searchLabel), 'coupon');
    await user.click(screen.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.search }));
    await waitFor(() =>
      expect(screen.getByTestId('current-location').textContent).toBe('/admin/messages?status=all&q=coupon'),
    );
    await waitFor(() =>
      expect(network.calls.at(-1)!.url).toBe(`${ADMIN_MESSAGES_API.list}?status=all&page=1&q=coupon`),
    );
  });

  it('names a missing body beside its field, then sends the answer once and shows it handled', async () => {
    const { user } = renderPage(<MessagesScreen />, '/admin/messages?message=m-1');
    await user.click(await screen.findByRole('button', { name: ADMIN_MESSAGE_TEXTS.reply }));
    const subject = screen.getByLabelText(ADMIN_MESSAGE_TEXTS.subject);
    expect((subject as HTMLInputElement).value).toBe('Re: Coupon <i>expired</i>');

    await user.click(screen.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.send }));
    const body = screen.getByLabelText(ADMIN_MESSAGE_TEXTS.body);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(REPLY_FIELD_ERRORS.body).id).toBe(body.getAttribute('aria-describedby'));
    expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(body, 'The shop renewed it.');
    await user.click(screen.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.send }));
    expect(await screen.findByText(ADMIN_MESSAGE_TEXTS.sent)).toBeTruthy();
    const posts = network.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ subject: 'Re: Coupon <i>expired</i>', body: 'The shop renewed it.' });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Handled on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_MESSAGE_TEXTS.markWaiting })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Re: Coupon <i>expired</i>' }).getAttribute('href')).toBe(
      '/admin/mail?mail=7',
    );
  });
});
