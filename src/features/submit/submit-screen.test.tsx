// The submit page in the app: who may submit (visitor, unconfirmed address, member), field errors in words,
// the draft kept in IndexedDB across a reload, and a submission kept in the outbox while offline.
import { saveAccountOverview } from '@lib/db/account-store';
import { db } from '@lib/db/database';
import { listOutbox } from '@lib/db/outbox-store';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import type { AccountOverview } from '@shared/account/account-api';
import { SUBMISSION_FIELD_ERRORS } from '@shared/community/submission';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@tests/support/fake-fetch';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmitScreen } from './submit-screen';

// IndexedDB settles asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const overview = (emailVerified: boolean): AccountOverview => ({
  member: {
    id: 'm1',
    name: 'Ana Lima',
    email: 'ana@example.com',
    emailVerified,
    role: 'member',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  hasPassword: true,
  sessions: [],
  passkeys: [],
  submissions: [],
});

const renderScreen = (url = '/submit') => {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/submit', element: <SubmitScreen /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return user;
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.outbox.clear(), db.account.clear()]);
});

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
});

describe('SubmitScreen', () => {
  it('asks a visitor to sign in and come back with what was shared', async () => {
    renderScreen('/submit?url=https%3A%2F%2Fshop.example%2Fp%2F1');
    expect(screen.getByText(SUBMIT_TEXTS.signInFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: SUBMIT_TEXTS.signIn }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/submit?url=https%3A%2F%2Fshop.example%2Fp%2F1')}`,
    );
  });

  it('offers a member to watch a shared page instead of posting it', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    await saveAccountOverview(overview(true));
    renderScreen('/submit?text=Look%20https%3A%2F%2Fshop.example%2Fp%2F1');
    expect(await screen.findByText(WATCH_TEXTS.watchInstead)).toBeTruthy();
    expect(screen.getByRole('link', { name: WATCH_TEXTS.watchButton }).getAttribute('href')).toBe(
      `/watch?url=${encodeURIComponent('https://shop.example/p/1')}`,
    );
  });

  it('asks a member to confirm the address first, and sends the link again', async () => {
    const network = fakeFetch({ otherwise: {} });
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    await saveAccountOverview(overview(false));
    const user = renderScreen();
    expect(await screen.findByText(SUBMIT_TEXTS.verifyFirst)).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
    await user.click(screen.getByRole('button', { name: SUBMIT_TEXTS.resend }));
    expect(await screen.findByText(SUBMIT_TEXTS.resent)).toBeTruthy();
    const [sent] = network.calls;
    expect(sent?.url).toBe('/api/auth/send-verification-email');
    expect(sent?.body).toEqual({ email: 'ana@example.com' });
  });

  it('says what is wrong with each field, keeps the draft across a reload, and queues the deal offline', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    await saveAccountOverview(overview(true));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let user = renderScreen();
    await user.type(await screen.findByLabelText('Link to the deal'), 'https://www.kettles.example/k1');
    expect(field('Store').value).toBe('kettles.example');
    await user.type(field('Current price ($)'), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));
    expect(await screen.findByText(SUBMISSION_FIELD_ERRORS.title)).toBeTruthy();
    expect(screen.getByText(SUBMISSION_FIELD_ERRORS.currentPrice)).toBeTruthy();
    expect(screen.getByText(SUBMISSION_FIELD_ERRORS.category)).toBeTruthy();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await listOutbox('submission')).toEqual([]);

    // A reload keeps what was typed.
    await waitFor(async () => expect((await db.drafts.get('submission'))?.fields.currentPrice).toBe('cheap'));
    cleanup();
    user = renderScreen();
    expect((await screen.findByLabelText('Link to the deal')) as HTMLInputElement).toHaveProperty(
      'value',
      'https://www.kettles.example/k1',
    );
    await user.clear(field('Current price ($)'));
    await user.type(field('Current price ($)'), '19.99');
    await user.type(field('Title'), 'Glass kettle');
    await user.selectOptions(screen.getByLabelText('Category'), 'home-garden');
    await user.type(field('Description'), 'Boils fast.');
    await user.click(screen.getByRole('button', { name: 'Submit deal' }));

    expect(await screen.findByText(SUBMIT_TEXTS.queuedOffline)).toBeTruthy();
    const [kept] = await listOutbox('submission');
    expect(kept).toMatchObject({
      state: 'queued',
      payload: { title: 'Glass kettle', currentPrice: '19.99', store: 'kettles.example' },
      request: { method: 'POST', url: expect.stringMatching(/\/api\/submissions$/) },
    });
    expect(kept!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.drafts.get('submission')).toBeUndefined();
  });
});
