import { PricesAsOfText } from '@components/prices-as-of-text';
import { OFFLINE_TEXT } from '@shared/site/pwa-texts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineIndicator } from './offline-indicator';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

describe('OfflineIndicator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appears while the browser is offline and goes away when it is back', () => {
    render(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => goOffline(true));
    expect(status.textContent).toContain(OFFLINE_TEXT);
    act(() => goOffline(false));
    expect(status.textContent).toBe('');
  });
});

describe('PricesAsOfText', () => {
  it("names the last sync time as 'Prices as of {time}'", () => {
    const at = new Date();
    render(<PricesAsOfText at={at} />);
    const time = screen.getByText(/^Prices as of \d{1,2}:\d{2}/);
    expect(time.getAttribute('datetime')).toBe(at.toISOString());
  });

  it('shows nothing before the first sync', () => {
    const { container } = render(<PricesAsOfText at={null} />);
    expect(container.textContent).toBe('');
  });
});
