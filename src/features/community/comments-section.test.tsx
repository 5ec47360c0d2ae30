// A deal's comments as the member sees them: their own comment can be edited only within its edit window,
// and the Edit button goes away the moment that window closes, without a reload.
import { saveDiscussion } from '@lib/db/community-store';
import { db } from '@lib/db/database';
import { endPageAnswers, PageAnswerSourceContext } from '@lib/db/page-answers';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { COMMENT_EDIT_MINUTES, type DealComment } from '@shared/community/community';
import { EDIT } from '@shared/community/community-texts';
import { createListReader } from '@shared/deal/deal-list-reader';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { fakeFetch } from '@tests/support/fake-fetch';
import { nextTasks } from '@tests/support/next-tasks';
import { arriveWithPageAnswers } from '@tests/support/page-answers-arrival';
import { Provider } from 'jotai';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
  endPageAnswers();
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

  it('is taken over as the server drew it, Edit included, and loses Edit if its window closed since', async () => {
    // Drawn while the member's comment could still be edited; taken over after its window closed.
    const drawnAt = new Date(Date.now() - COMMENT_EDIT_MINUTES * 60_000);
    const mine = {
      ...comment('c-mine', 'm1', 0),
      createdAt: new Date(drawnAt.getTime() - 60_000).toISOString(),
    };
    const section = (
      <Provider store={appStore}>
        <MemoryRouter>
          <CommentsSection deal={deal} />
        </MemoryRouter>
      </Provider>
    );
    const answers: Record<string, unknown> = {};
    const html = renderToString(
      <PageAnswerSourceContext.Provider
        value={{
          reader: createListReader([deal]),
          now: drawnAt.getTime(),
          discussion: { dealId: deal.id, comments: [mine], reviews: [] },
          note: (key, answer) => {
            answers[key] = answer;
          },
        }}
      >
        {section}
      </PageAnswerSourceContext.Provider>,
    );
    expect(html).toContain(`>${EDIT}</button>`);
    expect(await arriveWithPageAnswers(answers, { at: drawnAt })).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const redrawn = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, section, { onRecoverableError: redrawn });
      await nextTasks(5);
    });
    expect(redrawn).not.toHaveBeenCalled();
    expect(screen.getByText('Comment c-mine')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: EDIT })).toBeNull());
  });
});
