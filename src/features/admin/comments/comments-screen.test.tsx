// The Comments section as a moderator uses it, against a stand-in server: a comment's HTML shown as text
// with its deal linked, Hide asked once more and sent with a key, the notice and the new state after it,
// and the server's refusal shown as it came.
import { ADMIN_COMMENTS_API } from '@shared/console/admin-comments';
import { COMMENT_SERVER_TEXTS, ADMIN_COMMENT_TEXTS as T } from '@shared/console/admin-comments-texts';
import { screen, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderPage } from '@tests/support/render-page';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommentsScreen } from './comments-screen';

const HOSTILE = '<img src=x onerror="window.hacked = true"> <b>not bold</b>';
const ID = '0b9f8a52-4a57-4c1e-9d1b-7f3b0a5e2c11';
const COMMENT = {
  id: ID,
  body: HOSTILE,
  author: 'Mia Member',
  dealId: 'lamp',
  dealTitle: 'Brass desk lamp',
  createdAt: '2030-01-01T10:00:00.000Z',
};

let hiddenAt: string | null;
let refuse: boolean;
let network: FakeFetch;
/** The requests to hide the comment. */
const posts = () =>
  network.calls.filter((call) => call.method === 'POST' && call.url === ADMIN_COMMENTS_API.hide(ID));

beforeEach(() => {
  hiddenAt = null;
  refuse = false;
  network = fakeFetch({
    otherwise: jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nothing here.' }),
  })
    .on('GET', ADMIN_COMMENTS_API.list, () => ({
      items: [{ ...COMMENT, hiddenAt }],
      page: 1,
      pageCount: 1,
      total: 1,
    }))
    .on('POST', ADMIN_COMMENTS_API.hide(ID), () => {
      if (refuse)
        return jsonResponse(409, {
          statusCode: 409,
          error: 'Conflict',
          message: COMMENT_SERVER_TEXTS.deleted,
        });
      hiddenAt = '2030-01-01T11:00:00.000Z';
      return { id: ID, hiddenAt };
    });
});

describe('the comments', () => {
  it('shows a comment as text with its author and deal, and hides it after asking once more', async () => {
    const { user } = renderPage(<CommentsScreen />, '/admin/comments');
    const table = await screen.findByRole('table');
    expect(within(table).getByText(HOSTILE)).toBeTruthy();
    expect(table.querySelector('img, b')).toBeNull();
    expect(within(table).getByRole('link', { name: 'Brass desk lamp' }).getAttribute('href')).toBe(
      '/deal/lamp',
    );
    expect(within(table).getByText(T.shown)).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: T.hide }));
    expect(within(table).getByText(T.confirmHide)).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.click(within(table).getByRole('button', { name: T.yesHide }));

    expect(await screen.findByText(T.hiddenNotice('Mia Member'))).toBeTruthy();
    expect(await within(table).findByText(T.hidden)).toBeTruthy();
    expect(within(table).getByRole('button', { name: T.unhide })).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows why the server refused', async () => {
    refuse = true;
    const { user } = renderPage(<CommentsScreen />, '/admin/comments');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: T.hide }));
    await user.click(within(table).getByRole('button', { name: T.yesHide }));
    expect((await screen.findByRole('alert')).textContent).toBe(COMMENT_SERVER_TEXTS.deleted);
    expect(within(table).getByText(T.shown)).toBeTruthy();
  });
});
