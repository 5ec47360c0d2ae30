import { WATCH_API } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeFetch, jsonResponse } from '@tests/support/fake-fetch';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealWatchers } from './deal-watchers';

afterEach(() => vi.restoreAllMocks());

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
});
