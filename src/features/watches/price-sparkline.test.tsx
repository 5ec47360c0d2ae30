import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceSparkline, sparklinePoints } from './price-sparkline';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

describe('the small price chart', () => {
  it('places time across and price up, within the fixed viewBox', () => {
    expect(
      sparklinePoints([
        { at: at(1), price: 30 },
        { at: at(3), price: 20 },
        { at: at(5), price: 25 },
      ]),
    ).toEqual([
      [0, 3],
      [60, 29],
      [120, 16],
    ]);
  });

  it('draws a still price across the middle, and a single price as a point in the middle', () => {
    expect(
      sparklinePoints([
        { at: at(1), price: 5 },
        { at: at(2), price: 5 },
      ]),
    ).toEqual([
      [0, 16],
      [120, 16],
    ]);
    expect(sparklinePoints([{ at: at(1), price: 5 }])).toEqual([[60, 16]]);
  });

  it('says the same in words, in the page’s currency', () => {
    const { container } = render(
      <PriceSparkline
        points={[
          { at: at(1), price: 30 },
          { at: at(2), price: 20 },
        ]}
        currency="GBP"
      />,
    );
    expect(screen.getByText(WATCH_TEXTS.chartLabel(2, '£20.00', '£30.00', '£20.00'))).toBeTruthy();
    const svg = container.querySelector('svg')!;
    expect([svg.getAttribute('viewBox'), svg.getAttribute('aria-hidden')]).toEqual(['0 0 120 32', 'true']);
  });

  it('says when there are no prices yet, and draws no line for a single price', () => {
    const { unmount } = render(<PriceSparkline points={[]} currency={null} />);
    expect(screen.getByText(WATCH_TEXTS.chartNoData)).toBeTruthy();
    unmount();
    const { container } = render(<PriceSparkline points={[{ at: at(1), price: 24.99 }]} currency="USD" />);
    expect(screen.getByText(WATCH_TEXTS.chartOnePrice('$24.99'))).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
});
