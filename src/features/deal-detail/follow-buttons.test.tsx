import { db } from '@lib/db/database';
import { saveFollows } from '@lib/db/follows-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { FOLLOWS_API } from '@shared/discovery/follows';
import { followingLabel, followLabel, mutedLabel, muteLabel } from '@shared/discovery/follows-texts';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { fakeAlertServer } from '@tests/support/fake-alert-server';
import { renderPage } from '@tests/support/render-page';
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowButtons } from './follow-buttons';

// IndexedDB and the outbox settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const deal = makeDeal({ id: 'kettle', store: 'Kettle Shop', category: 'home-garden' });
let server: ReturnType<typeof fakeAlertServer>;

beforeEach(() => {
  server = fakeAlertServer();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(async () => {
  await flushOutbox();
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
  await Promise.all([db.settings.clear(), db.outbox.clear()]);
});

const renderButtons = () =>
  renderPage(
    <Provider store={appStore}>
      <FollowButtons deal={deal} />
    </Provider>,
    '/deal/kettle',
  );

describe('Follow and Mute on a deal', () => {
  it('offers a member to follow or mute the deal’s store and category, and shows what they follow', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
    await saveFollows('m1', {
      follows: [
        {
          kind: 'category',
          target: 'home-garden',
          label: 'Home & Garden',
          createdAt: '2026-06-01T00:00:00Z',
        },
      ],
      mutes: [],
    });
    const { user } = renderButtons();
    expect(
      (await screen.findByRole('button', { name: followingLabel('Home & Garden') })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
    expect(screen.getByRole('button', { name: followLabel('Kettle Shop') })).toBeTruthy();
    expect(screen.getByRole('button', { name: muteLabel('Home & Garden') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: muteLabel('Kettle Shop') }));
    expect(await screen.findByRole('button', { name: mutedLabel('Kettle Shop') })).toBeTruthy();
    await waitFor(() =>
      expect(server.sent).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: FOLLOWS_API.mutes,
          body: { kind: 'store', target: 'kettle-shop' },
        }),
      ]),
    );
  });

  it('is drawn for a member before their follows are read, claiming nothing', () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={appStore}>
        <MemoryRouter>
          <FollowButtons deal={deal} />
        </MemoryRouter>
      </Provider>,
    );
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      followLabel('Kettle Shop'),
      muteLabel('Kettle Shop'),
      followLabel('Home & Garden'),
      muteLabel('Home & Garden'),
    ]);
    expect(buttons.filter((button) => button.hasAttribute('aria-pressed'))).toEqual([]);
  });

  it('follows what was pressed before the follows were read, once they are', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
    await saveFollows('m1', { follows: [], mutes: [] });
    renderButtons();
    // Pressed at once: the member's follows are still being read.
    const press = screen.getByRole('button', { name: followLabel('Kettle Shop') });
    expect(press.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(press);
    expect(await screen.findByRole('button', { name: followingLabel('Kettle Shop') })).toBeTruthy();
    await waitFor(() =>
      expect(server.sent).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: FOLLOWS_API.follows,
          body: { kind: 'store', target: 'kettle-shop' },
        }),
      ]),
    );
  });

  it('leaves alone what was pressed before the follows were read when it is so already', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana' });
    await saveFollows('m1', {
      follows: [],
      mutes: [
        {
          kind: 'category',
          target: 'home-garden',
          label: 'Home & Garden',
          createdAt: '2026-06-01T00:00:00Z',
        },
      ],
    });
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: muteLabel('Home & Garden') }));
    const muted = await screen.findByRole('button', { name: mutedLabel('Home & Garden') });
    expect(muted.getAttribute('aria-pressed')).toBe('true');
    // Long enough for a change to have been kept and sent, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sent).toEqual([]);
  });

  it('shows nothing to a visitor', async () => {
    renderButtons();
    // Long enough for a member's copy to have been read, had there been a member.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
