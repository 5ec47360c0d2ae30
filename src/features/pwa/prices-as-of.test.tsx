import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PricesAsOf } from './prices-as-of';

const reads = vi.hoisted(() => ({
  pageTime: undefined as Date | undefined,
  lastSync: undefined as Date | null | undefined,
}));
vi.mock('@lib/db/page-answers', () => ({ usePageAnswersTime: () => reads.pageTime }));
vi.mock('@lib/db/deal-queries', () => ({ useLastSync: () => reads.lastSync }));

/** The one line the component draws (a paragraph), or null. */
const line = (container: HTMLElement) => container.querySelector('p');

beforeEach(() => {
  reads.pageTime = undefined;
  reads.lastSync = undefined;
});

describe('PricesAsOf', () => {
  it('keeps its line in place from the page’s own time, through the read of the cache’s, to that time', () => {
    reads.pageTime = new Date('2026-11-25T09:30:00Z');
    const { container, rerender } = render(<PricesAsOf />);
    expect(line(container)?.textContent).toMatch(/^Prices as of /);
    // The cache has synced: the page's time gives way, and the cache's is still being read.
    reads.pageTime = undefined;
    rerender(<PricesAsOf />);
    expect(line(container)).not.toBeNull();
    expect(line(container)?.textContent).toBe('');
    reads.lastSync = new Date('2026-11-25T09:31:00Z');
    rerender(<PricesAsOf />);
    expect(line(container)?.textContent).toMatch(/^Prices as of /);
  });

  it('shows nothing once the cache says it has never synced', () => {
    reads.lastSync = null;
    const { container } = render(<PricesAsOf />);
    expect(line(container)).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('writes the page’s own time on the visitor’s clock in the browser (the server writes UTC’s)', () => {
    reads.pageTime = new Date('2026-11-25T21:30:00Z');
    const { container } = render(<PricesAsOf />);
    expect(line(container)?.textContent).toMatch(/^Prices as of \d{1,2}:30 [AP]M$/);
  });
});
