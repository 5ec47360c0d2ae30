import { PAGE_ANSWERS_SCRIPT_ID, packPageAnswers } from '@shared/site/page-answers';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPageAnswers, endPageAnswers, usePageAnswer } from './page-answers';

const notADeal = (value: object): value is { id: string } => value === null;

function arriveWith(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_SCRIPT_ID;
  script.textContent = JSON.stringify(packPageAnswers(new Date(), answers, notADeal));
  document.body.append(script);
  adoptPageAnswers();
}

/** The cache's answer, which (here) never comes: the screen waits for it, as a screen waits for its data. */
const cacheAnswer = new Promise<string>(() => {});

function Heading() {
  const fromPage = usePageAnswer<string>('heading', () => 'unused in the browser');
  return <h1>{fromPage ?? use(cacheAnswer)}</h1>;
}

afterEach(() => endPageAnswers());

describe('the end of the page’s answers', () => {
  it('is drawn as a transition: the screen keeps what it shows while the cache’s answer is on its way', async () => {
    arriveWith({ heading: 'Drawn by the server' });
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
