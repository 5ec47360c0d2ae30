import { endPageAnswers, PageAnswerSourceContext } from '@lib/db/page-answers';
import { createListReader } from '@shared/deal/deal-list-reader';
import { WATCH_API } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { nextTasks } from '@tests/support/next-tasks';
import { arriveWithPageAnswers } from '@tests/support/page-answers-arrival';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealWatchers } from './deal-watchers';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  endPageAnswers();
  vi.restoreAllMocks();
});

describe('the deal page’s watchers line', () => {
  it('says how many members watch the deal’s product', async () => {
    const network = fakeFetch().on('GET', WATCH_API.dealWatchers('kettle-deal'), { count: 3 });
    render(<DealWatchers dealId="kettle-deal" />);
    expect(await screen.findByText(WATCH_TEXTS.watchersLine(3))).toBeTruthy();
    expect(screen.getByText('3 members watch this')).toBeTruthy();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/deals/kettle-deal/watchers']);
  });

  it('says it in the singular for one member', async () => {
    fakeFetch().on('GET', WATCH_API.dealWatchers('kettle-deal'), { count: 1 });
    render(<DealWatchers dealId="kettle-deal" />);
    expect(await screen.findByText('1 member watches this')).toBeTruthy();
  });

  it('shows nothing when nobody watches it, the question fails, or the answer does not read', async () => {
    for (const answer of [
      { count: 0 },
      jsonResponse(500, { message: 'Oops' }),
      new Error('Failed to fetch'),
      { count: 'many' },
    ]) {
      const network = fakeFetch().on('GET', WATCH_API.dealWatchers('kettle-deal'), answer);
      const { container, unmount } = render(<DealWatchers dealId="kettle-deal" />);
      await waitFor(() => expect(network.calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.textContent).toBe('');
      unmount();
    }
  });

  it('asks nothing offline, and draws nothing on the server', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const network = fakeFetch();
    const { container } = render(<DealWatchers dealId="kettle-deal" />);
    expect(container.textContent).toBe('');
    expect(network.calls).toEqual([]);
    expect(renderToString(<DealWatchers dealId="kettle-deal" />)).toBe('');
  });

  it('is drawn by the server with the count the page was drawn with, and taken over as drawn', async () => {
    const answers: Record<string, unknown> = {};
    const html = renderToString(
      <PageAnswerSourceContext.Provider
        value={{
          reader: createListReader([]),
          now: Date.now(),
          watchers: { dealId: 'kettle-deal', count: 2 },
          note: (key, answer) => {
            answers[key] = answer;
          },
        }}
      >
        <DealWatchers dealId="kettle-deal" />
      </PageAnswerSourceContext.Provider>,
    );
    expect(html).toContain('2 members watch this');
    expect(await arriveWithPageAnswers(answers)).toBe(true);
    // The count is asked again once the page is on screen; it has not moved.
    fakeFetch().on('GET', WATCH_API.dealWatchers('kettle-deal'), { count: 2 });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const redrawn = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <DealWatchers dealId="kettle-deal" />, { onRecoverableError: redrawn });
      await nextTasks(5);
    });
    expect(redrawn).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2 members watch this');
  });
});
