import type { PricePoint } from '@shared/price-history/price-history';
import { describe, expect, it } from 'vitest';
import { CHART_VIEW, chartGeometry } from './price-chart-geometry';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const seen = (daysAgo: number, price: number, listPrice = price): PricePoint => ({
  at: new Date(NOW - daysAgo * DAY_MS).toISOString(),
  price,
  listPrice,
  source: 'import',
});
const day = (at: Date) => at.toISOString().slice(0, 10);
const draw = (points: PricePoint[]) => chartGeometry(points, { now: NOW, formatDay: day });

describe('chartGeometry', () => {
  it('draws 90 days across the whole view, the price in force before them from the left edge, one step per price', () => {
    const geometry = draw([seen(120, 100), seen(45, 80), seen(0.5, 90)]);
    // 600 wide over 90 days: the drop 45 days ago is half way; prices 80..100 fill the height inside its inset.
    expect(geometry.pricePath).toBe('M0,8H300V192H596.7V100H600');
    expect(geometry.xTicks.map((tick) => tick.label)).toEqual([
      '2026-08-26',
      '2026-09-18',
      '2026-10-10',
      '2026-11-02',
      '2026-11-24',
    ]);
    expect(geometry.xTicks.map((tick) => tick.at)).toEqual([0, 150, 300, 450, 600]);
    expect(geometry.current).toEqual({ x: CHART_VIEW.width, y: 100, price: 90 });
    expect(geometry.listPath).toBeNull();
  });

  it('keeps every coordinate inside the fixed view, whatever the prices', () => {
    const geometry = draw([seen(80, 12_999.99, 15_000), seen(30, 0.99, 15_000), seen(2, 7.5, 15_000)]);
    const numbers = [geometry.pricePath, geometry.listPath ?? '']
      .join('')
      .split(/[MHV,]/)
      .filter(Boolean)
      .map(Number);
    for (const value of numbers) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(CHART_VIEW.width);
    }
    for (const tick of geometry.yTicks) {
      expect(tick.at).toBeGreaterThanOrEqual(0);
      expect(tick.at).toBeLessThanOrEqual(CHART_VIEW.height);
    }
  });

  it('puts every price between round ticks, higher prices higher up', () => {
    const geometry = draw([seen(60, 129.99, 149.99), seen(10, 99, 149.99)]);
    const labels = geometry.yTicks.map((tick) => tick.label);
    expect(labels).toEqual(['$80', '$100', '$120', '$140', '$160']);
    const ys = geometry.yTicks.map((tick) => tick.at);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
    expect(ys[0]).toBe(geometry.plot.bottom);
    expect(ys.at(-1)).toBe(geometry.plot.top);
    // The list price stood above the price: it is drawn too, from where the history starts (60 days ago).
    expect(geometry.listPath).toBe('M0,31H500V31H600');
  });

  it('spreads a new deal’s short history over a week, and a single price over a band around it', () => {
    const geometry = draw([seen(1, 20)]);
    expect(geometry.xTicks).toHaveLength(5);
    expect(geometry.xTicks[0]!.label).toBe('2026-11-17');
    expect(geometry.yTicks.map((tick) => tick.label)).toContain('$20');
    expect(geometry.current.y).toBeGreaterThan(geometry.plot.top);
    expect(geometry.current.y).toBeLessThan(geometry.plot.bottom);
  });
});
