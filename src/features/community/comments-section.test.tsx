// A deal's comments as the member sees them: their own comment can be edited only within its edit window,
// and the Edit button goes away the moment that window closes, without a reload.
import { saveDiscussion } from '@lib/db/community-store';
import { db } from '@lib/db/database';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { COMMENT_EDIT_MINUTES, type DealComment } from '@shared/community/community';
import { EDIT } from '@shared/community/community-texts';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { fakeFetch } from '@tests/support/fake-fetch';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommentsSection } from './comments-section';

// IndexedDB settles asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const deal = makeDeal({ id: 'kettle', source: 'own' });

/** A comment by `authorId` whose edit window closes `closesInMs` from now. */
const comment = (id: string, authorId: string, closesInMs: number): DealComment => ({
  id,
  dealId: deal.id,
  parentId: null,
  author: authorId === 'm1' ? 'Ana Lima' : 'Ben Ode',
  authorId,
  body: `Comment ${id}`,
  state: 'shown',
  createdAt: new Date(Date.now() - COMMENT_EDIT_MINUTES * 60_000 + closesInMs).toISOString(),
  editedAt: null,
});

beforeEach(async () => {
  // The page asks the server for the discussion; here the device's copy is the one shown.
  fakeFetch({ otherwise: new TypeError('offline') });
  await db.discussions.clear();
  appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
});

describe('CommentsSection', () => {
  it('offers Edit on the member’s own comment only while its edit window is open', async () => {
    await saveDiscussion({
      dealId: deal.id,
      comments: [
        comment('c-open', 'm1', 3_000),
        comment('c-closed', 'm1', -1),
        comment('c-other', 'm2', 60_000),
      ],
      reviews: [],
      vote: 'none',
      reports: [],
      moderator: false,
    });
    render(
      <Provider store={appStore}>
        <MemoryRouter>
          <CommentsSection deal={deal} />
        </MemoryRouter>
      </Provider>,
    );
    const open = await screen.findByText('Comment c-open');
    const item = (element: HTMLElement) => element.closest('li')!;
    expect(screen.getAllByRole('button', { name: EDIT })).toHaveLength(1);
    expect(item(open).textContent).toContain(EDIT);
    expect(item(screen.getByText('Comment c-closed')).textContent).not.toContain(EDIT);
    expect(item(screen.getByText('Comment c-other')).textContent).not.toContain(EDIT);

    // The window closes while the page stays open: the button goes.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: EDIT })).toBeNull(), {
      timeout: 10_000,
    });
    expect(screen.getByText('Comment c-open')).toBeTruthy();
  });
});
