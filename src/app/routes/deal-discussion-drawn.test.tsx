// A deal page the server drew shows the deal's discussion from everyone's part of it, as the server read it
// (the page reads without the app): comments with their authors, times and hidden or deleted states, the
// members' reviews and the temperature. The app takes it over without drawing any of it again, then shows
// what only this device knows (the member's own vote) once it holds a copy fetched after the page was drawn.
import { CommentsSection } from '@features/community/comments-section';
import { useCommunityReviews } from '@features/community/member-reviews';
import { VoteControl } from '@features/community/vote-control';
import { ReviewsPanel } from '@features/deal-detail/reviews-panel';
import { saveDiscussion } from '@lib/db/community-store';
import { db } from '@lib/db/database';
import { endPageAnswers, type PageAnswerSource, PageAnswerSourceContext } from '@lib/db/page-answers';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import type { DealComment, DiscussionAnswer, PublicDiscussion } from '@shared/community/community';
import {
  COMMENT_DELETED_TEXT,
  COMMENT_HIDDEN_TEXT,
  COMMENTS_HEADING,
  SIGN_IN_TO_COMMENT,
} from '@shared/community/community-texts';
import { SIGN_IN_TO_VOTE, TEMPERATURE_LABEL, VOTE_COLD, VOTE_HOT } from '@shared/community/temperature-texts';
import { createListReader } from '@shared/deal/deal-list-reader';
import { formatUsDateTime } from '@shared/site/intl-formats';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeDeal } from '@tests/factories/deal-factory';
import { nextTasks } from '@tests/support/next-tasks';
import { arriveWithPageAnswers } from '@tests/support/page-answers-arrival';
import { Provider } from 'jotai';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const DRAWN_AT = new Date('2026-11-24T18:00:00Z');
const kettle = makeDeal({ id: 'kettle', title: 'Glass Kettle', temperature: 12 });

const comment = (id: string, fields: Partial<DealComment>): DealComment => ({
  id,
  dealId: kettle.id,
  parentId: null,
  author: 'Ana Lima',
  authorId: 'm2',
  authorHandle: null,
  body: '',
  state: 'shown',
  createdAt: '2026-11-23T09:05:00.000Z',
  editedAt: null,
  ...fields,
});

const PUBLIC: PublicDiscussion = {
  dealId: kettle.id,
  comments: [
    comment('c1', { body: 'Boils fast. <b>Not bold</b>' }),
    comment('c2', { parentId: 'c1', author: 'Ben Ode', authorId: 'm3', body: 'Agreed!' }),
    comment('c3', { state: 'hidden' }),
    comment('c4', { state: 'deleted', author: 'Cy Ray', authorId: 'm4' }),
  ],
  reviews: [
    {
      id: 'r1',
      dealId: kettle.id,
      rating: 4,
      text: 'Quiet and quick.',
      author: 'Dee Fox',
      authorId: 'm5',
      authorHandle: null,
      date: '2026-11-20T10:00:00.000Z',
      helpful: 2,
    },
  ],
  postedBy: null,
};

/** The deal page's community parts, as the deal route wires them. */
function DealCommunity() {
  return (
    <>
      <VoteControl deal={kettle} />
      <ReviewsPanel deal={kettle} members={useCommunityReviews(kettle.id)} />
      <CommentsSection deal={kettle} />
    </>
  );
}

const app = (
  <Provider store={appStore}>
    <MemoryRouter>
      <DealCommunity />
    </MemoryRouter>
  </Provider>
);

/** The parts as the server draws them from `discussion`, and the answers it hands the app. */
function drawOnServer(discussion: PublicDiscussion | undefined) {
  const answers: Record<string, unknown> = {};
  const source: PageAnswerSource = {
    reader: createListReader([kettle]),
    now: DRAWN_AT.getTime(),
    discussion,
    note: (key, answer) => {
      answers[key] = answer;
    },
  };
  const html = renderToString(
    <PageAnswerSourceContext.Provider value={source}>{app}</PageAnswerSourceContext.Provider>,
  );
  return { html, answers };
}

/** The drawn page in the document, taken over by the app with the page's answers. */
async function takeOver(html: string, answers: Record<string, unknown>) {
  expect(await arriveWithPageAnswers(answers, { at: DRAWN_AT })).toBe(true);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const redrawn = vi.fn();
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: redrawn });
    await nextTasks(5);
  });
  return { container, redrawn, errors };
}

let root: Root | null = null;

beforeEach(async () => {
  await Promise.all([db.discussions.clear(), db.outbox.clear(), db.userReviews.clear()]);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  endPageAnswers();
  appStore.set(memberAtom, null);
  vi.restoreAllMocks();
});

describe('the discussion of a deal page the server drew', () => {
  it('is drawn from everyone’s part of it: comments, their states, reviews and the temperature', () => {
    const { html, answers } = drawOnServer(PUBLIC);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const comments = within(container).getByRole('region', { name: COMMENTS_HEADING });
    const items = within(comments).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Ana Lima');
    expect(items[0]!.textContent).toContain(formatUsDateTime(new Date('2026-11-23T09:05:00.000Z')));
    // What a member typed stays text.
    expect(within(comments).getByText('Boils fast. <b>Not bold</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(within(items[0]!).getByText('Agreed!')).toBeTruthy();
    expect(within(comments).getByText(COMMENT_HIDDEN_TEXT)).toBeTruthy();
    expect(within(comments).getByText(COMMENT_DELETED_TEXT)).toBeTruthy();
    expect(within(comments).getByRole('link', { name: SIGN_IN_TO_COMMENT })).toBeTruthy();
    expect(within(container).getByText('Quiet and quick.')).toBeTruthy();
    expect(within(container).getByText('Dee Fox')).toBeTruthy();
    expect(within(container).getByRole('group', { name: TEMPERATURE_LABEL }).textContent).toContain('12°');
    expect(within(container).getByRole('link', { name: SIGN_IN_TO_VOTE })).toBeTruthy();
    // The app's first render gets the same part with the page's answers.
    expect(answers['discussion:kettle']).toEqual(PUBLIC);
  });

  it('claims nothing of the member’s own vote or Helpful marks before this device knows them', () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Mia' });
    const { html } = drawOnServer(PUBLIC);
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const name of [VOTE_HOT, VOTE_COLD]) {
      expect(within(container).getByRole('button', { name }).hasAttribute('aria-pressed')).toBe(false);
    }
    const helpful = within(container).getByRole('button', { name: /Helpful \(2\)/ });
    expect(helpful.hasAttribute('aria-pressed')).toBe(false);
    expect((helpful as HTMLButtonElement).disabled).toBe(false);
  });

  it('is taken over without drawing any of it again, then shows the member’s vote from the device’s copy', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Mia' });
    const { html, answers } = drawOnServer(PUBLIC);
    const { container, redrawn, errors } = await takeOver(html, answers);
    expect(redrawn).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByText('Boils fast. <b>Not bold</b>')).toBeTruthy();

    // A copy fetched before the page was drawn is older than it: the page's stays, claiming no vote.
    const answer: DiscussionAnswer = {
      ...PUBLIC,
      reviews: PUBLIC.reviews.map((review) => ({ ...review, markedHelpful: true })),
      vote: 'hot',
      reports: [],
      moderator: false,
    };
    await act(() => saveDiscussion(answer, DRAWN_AT.getTime() - 60_000));
    await nextTasks(5);
    expect(screen.getByRole('button', { name: VOTE_HOT }).hasAttribute('aria-pressed')).toBe(false);

    // One fetched after it (the sync's worker keeps it as the page opens) says what the member did.
    await act(() => saveDiscussion(answer, DRAWN_AT.getTime() + 60_000));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: VOTE_HOT }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: VOTE_COLD }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Helpful \(2\)/ }).getAttribute('aria-pressed')).toBe('true');
    // Nothing of the discussion moved meanwhile.
    expect(within(container).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('stays as drawn when the page’s answers end before the device holds a copy', async () => {
    const { html, answers } = drawOnServer(PUBLIC);
    await takeOver(html, answers);
    await act(async () => endPageAnswers());
    await nextTasks(5);
    expect(screen.getByText('Boils fast. <b>Not bold</b>')).toBeTruthy();
    expect(screen.getByText('Quiet and quick.')).toBeTruthy();
  });

  it('is drawn as the device has it where the server drew none (an affiliate deal, the offline shell)', () => {
    const { html, answers } = drawOnServer(undefined);
    expect(answers['discussion:kettle']).toBeUndefined();
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(within(container).queryByText('Boils fast. <b>Not bold</b>')).toBeNull();
  });
});
