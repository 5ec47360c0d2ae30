import { formatDay } from '@shared/price-history-summary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshPriceHistory } from './sync-price-history';

afterEach(() => vi.restoreAllMocks());

describe('refreshPriceHistory', () => {
  it('makes the day format in a task of its own while the request is out, so drawing the answer makes none', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    const RealFormat = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof RealFormat>
    ) {
      return new RealFormat(...args);
    } as typeof RealFormat);
    void refreshPriceHistory('kettle');
    // Not in the task that asked: that is the page's own (an effect of the takeover's render).
    expect(made).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toHaveBeenCalledTimes(1);
    formatDay(new Date(), new Date());
    expect(made).toHaveBeenCalledTimes(1);
  });
});
