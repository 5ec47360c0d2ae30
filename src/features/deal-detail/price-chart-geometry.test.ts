import type { PricePoint } from '@shared/price-history/price-history';
import { describe, expect, it } from 'vitest';
import { CHART_MARGIN, chartGeometry } from './price-chart-geometry';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const seen = (daysAgo: number, price: number, listPrice = price): PricePoint => ({
  at: new Date(NOW - daysAgo * DAY_MS).toISOString(),
  price,
  listPrice,
  source: 'import',
});
const day = (at: Date) => at.toISOString().slice(0, 10);
const draw = (points: PricePoint[], width = 660) =>
  chartGeometry(points, { width, height: 220, now: NOW, formatDay: day });

describe('chartGeometry', () => {
  it('draws 90 days, the price in force before them starting at the left edge, one step per price', () => {
    const geometry = draw([seen(120, 100), seen(45, 80), seen(0.5, 90)]);
    // Plot 60..644 wide over 90 days: the drop 45 days ago is half way; prices 80..100 fill its height.
    expect(geometry.pricePath).toBe('M60,16H352V192H640.8V104H644');
    expect(geometry.xTicks.map((tick) => tick.label)).toEqual([
      '2026-08-26',
      '2026-09-18',
      '2026-10-10',
      '2026-11-02',
      '2026-11-24',
    ]);
    expect(geometry.current).toEqual({ x: 644, y: expect.any(Number), price: 90 });
    expect(geometry.listPath).toBeNull();
  });

  it('puts every price between round ticks, higher prices higher up', () => {
    const geometry = draw([seen(60, 129.99, 149.99), seen(10, 99, 149.99)]);
    const labels = geometry.yTicks.map((tick) => tick.label);
    expect(labels).toEqual(['$80', '$100', '$120', '$140', '$160']);
    const ys = geometry.yTicks.map((tick) => tick.at);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
    expect(ys[0]).toBe(220 - CHART_MARGIN.bottom);
    expect(ys.at(-1)).toBe(CHART_MARGIN.top);
    // The list price stood above the price: it is drawn too.
    expect(geometry.listPath).toBe('M60,38H546.7V38H644');
  });

  it('spreads a new deal’s short history over a week, and a single price over a band around it', () => {
    const geometry = draw([seen(1, 20)], 400);
    expect(geometry.xTicks).toHaveLength(3);
    expect(geometry.xTicks[0]!.label).toBe('2026-11-17');
    expect(geometry.yTicks.map((tick) => tick.label)).toContain('$20');
    expect(geometry.current.y).toBeGreaterThan(CHART_MARGIN.top);
    expect(geometry.current.y).toBeLessThan(220 - CHART_MARGIN.bottom);
  });
});
