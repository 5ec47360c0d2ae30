// The Comments section as a moderator uses it, against a stand-in server: a comment's HTML shown as text
// with its deal linked, Hide asked once more and sent with a key, the notice and the new state after it,
// and the server's refusal shown as it came.
import { ADMIN_COMMENTS_API } from '@shared/console/admin-comments';
import { COMMENT_SERVER_TEXTS, ADMIN_COMMENT_TEXTS as T } from '@shared/console/admin-comments-texts';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
let posts: { url: string; headers: Record<string, string> }[];

beforeEach(() => {
  hiddenAt = null;
  refuse = false;
  posts = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.split('?')[0] === ADMIN_COMMENTS_API.list) {
      return answer(200, { items: [{ ...COMMENT, hiddenAt }], page: 1, pageCount: 1, total: 1 });
    }
    if (url === ADMIN_COMMENTS_API.hide(ID) && init?.method === 'POST') {
      posts.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      if (refuse)
        return answer(409, { statusCode: 409, error: 'Conflict', message: COMMENT_SERVER_TEXTS.deleted });
      hiddenAt = '2030-01-01T11:00:00.000Z';
      return answer(200, { id: ID, hiddenAt });
    }
    return answer(404, { statusCode: 404, error: 'Not Found', message: 'Nothing here.' });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
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
    expect(posts).toEqual([]);
    await user.click(within(table).getByRole('button', { name: T.yesHide }));

    expect(await screen.findByText(T.hiddenNotice('Mia Member'))).toBeTruthy();
    expect(await within(table).findByText(T.hidden)).toBeTruthy();
    expect(within(table).getByRole('button', { name: T.unhide })).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
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
