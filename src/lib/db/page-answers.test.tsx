import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { arriveWithPageAnswers } from '../../../tests/support/page-answers-arrival';
import { endPageAnswers, usePageAnswer, usePageAnswersTime } from './page-answers';

/** The cache's answer, which (here) never comes: the screen waits for it, as a screen waits for its data. */
const cacheAnswer = new Promise<string>(() => {});

function Heading() {
  const fromPage = usePageAnswer<string>('heading', () => 'unused in the browser');
  return <h1>{fromPage ?? use(cacheAnswer)}</h1>;
}

afterEach(() => endPageAnswers());

describe('the end of the page’s answers', () => {
  it('is drawn as a transition: the screen keeps what it shows while the cache’s answer is on its way', async () => {
    await arriveWithPageAnswers({ heading: 'Drawn by the server' });
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Heading />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Drawn by the server' })).toBeTruthy();
    await act(async () => endPageAnswers());
    // Drawn at once (as an external store's change would be), the screen would give way to its fallback.
    expect(screen.getByRole('heading', { name: 'Drawn by the server' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

describe('the page’s answers', () => {
  it('are fetched from where the page names them, with the page’s moment, before the first render', async () => {
    const at = new Date('2026-11-28T09:30:00.000Z');
    function Moment() {
      const time = usePageAnswersTime();
      const heading = usePageAnswer<string>('heading', () => 'unused in the browser');
      return (
        <p>
          {heading} at {time?.toISOString()}
        </p>
      );
    }
    expect(await arriveWithPageAnswers({ heading: 'Drawn by the server' }, { at })).toBe(true);
    render(<Moment />);
    expect(screen.getByText('Drawn by the server at 2026-11-28T09:30:00.000Z')).toBeTruthy();
  });
});
