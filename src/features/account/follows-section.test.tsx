import { db } from '@lib/db/database';
import { saveFollows } from '@lib/db/follows-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { FOLLOWS_API, type FollowsAnswer } from '@shared/discovery/follows';
import { FOLLOW_FIELD_ERRORS } from '@shared/discovery/follows-requests';
import { FOLLOWS_SECTION_TEXTS, undoLabel } from '@shared/discovery/follows-texts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowsSection } from './follows-section';

// IndexedDB and the outbox settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const AT = '2026-06-01T00:00:00.000Z';
const STORED: FollowsAnswer = {
  follows: [
    { kind: 'store', target: 'best-buy', label: 'Best Buy', createdAt: AT },
    { kind: 'category', target: 'books', label: 'Books', createdAt: AT },
  ],
  mutes: [
    { kind: 'category', target: 'fashion', label: 'Fashion', createdAt: AT },
    { kind: 'keyword', target: 'refurbished', label: 'refurbished', createdAt: AT },
  ],
};

let server: ReturnType<typeof fakeAlertServer>;

beforeEach(async () => {
  server = fakeAlertServer();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
  await saveFollows('m1', STORED);
});

afterEach(async () => {
  await flushOutbox();
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
  await Promise.all([db.settings.clear(), db.outbox.clear()]);
});

const renderSection = () =>
  renderPage(
    <Provider store={appStore}>
      <FollowsSection online />
    </Provider>,
    '/account',
  );

const section = () => screen.getByRole('region', { name: FOLLOWS_SECTION_TEXTS.heading });

describe('the account’s follows and mutes', () => {
  it('lists every follow and mute kept on this device, each with an Undo', async () => {
    renderSection();
    for (const entry of [...STORED.follows, ...STORED.mutes]) {
      expect(await screen.findByRole('button', { name: undoLabel(entry.kind, entry.label) })).toBeTruthy();
    }
    const lists = within(section()).getAllByRole('list');
    expect(within(lists[0]!).getByText('Best Buy')).toBeTruthy();
    expect(within(lists[1]!).getByText('refurbished')).toBeTruthy();
  });

  it('undoes a follow at once, sends it through the outbox and keeps the server’s answer', async () => {
    const after: FollowsAnswer = { follows: [STORED.follows[1]!], mutes: STORED.mutes };
    server.answer('DELETE', FOLLOWS_API.follows, 200, after);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: undoLabel('store', 'Best Buy') }));

    await waitFor(() => expect(within(section()).queryByText('Best Buy')).toBeNull());
    await waitFor(() =>
      expect(server.sent.filter((sent) => sent.method === 'DELETE')).toEqual([
        expect.objectContaining({
          path: FOLLOWS_API.follows,
          body: { kind: 'store', target: 'best-buy' },
          key: expect.any(String),
        }),
      ]),
    );
    expect(within(section()).getByText('Books')).toBeTruthy();
  });

  it('undoes a mute, and mutes a keyword after checking it as the server would', async () => {
    server.answer('DELETE', FOLLOWS_API.mutes, 200, { follows: STORED.follows, mutes: [STORED.mutes[1]!] });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: undoLabel('category', 'Fashion') }));
    await waitFor(() => expect(within(section()).queryByText('Fashion')).toBeNull());

    const keyword = screen.getByLabelText(FOLLOWS_SECTION_TEXTS.keywordLabel);
    await user.type(keyword, 'sale');
    await user.click(screen.getByRole('button', { name: FOLLOWS_SECTION_TEXTS.addKeyword }));
    expect(await screen.findByText(FOLLOW_FIELD_ERRORS.keywordTooBroad)).toBeTruthy();
    expect(server.sent.filter((sent) => sent.method === 'PUT')).toEqual([]);

    await user.clear(keyword);
    await user.type(keyword, 'Air Fryer');
    await user.click(screen.getByRole('button', { name: FOLLOWS_SECTION_TEXTS.addKeyword }));
    expect(await screen.findByRole('button', { name: undoLabel('keyword', 'air fryer') })).toBeTruthy();
    await waitFor(() =>
      expect(server.sent.filter((sent) => sent.method === 'PUT')).toEqual([
        expect.objectContaining({ path: FOLLOWS_API.mutes, body: { kind: 'keyword', target: 'air fryer' } }),
      ]),
    );
  });
});
