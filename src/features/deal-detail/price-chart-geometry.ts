// Where the price history chart draws its lines, ticks and the current price, in the fixed coordinates of
// the chart's SVG (CHART_VIEW, its viewBox), which CSS stretches to the chart's width: nothing is measured,
// so the server draws the chart as the browser does. Pure: the chart component only renders what this
// returns.
import { formatPrice } from '@shared/deal/deal-rules';
import { PRICE_HISTORY_DAYS, type PricePoint } from '@shared/price-history/price-history';

const DAY_MS = 86_400_000;
/** A history shorter than this is drawn over this many days, so a new deal's line is not a sliver. */
const SHORTEST_SPAN_MS = 7 * DAY_MS;
/** The SVG's viewBox: the plot alone (its labels are beside it, outside the stretched drawing). */
export const CHART_VIEW = { width: 600, height: 200 } as const;
/** Room above the highest tick and below the lowest, so their lines are not cut by the SVG's edge. */
const INSET = 8;
/** Days named on the time axis: both ends and three between (a phone shows every other one). */
const DAY_TICKS = 5;

export interface Tick {
  at: number;
  label: string;
}

export interface ChartGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  /** SVG path of the price, one step per price seen. */
  pricePath: string;
  /** SVG path of the shop's list price; null when it never stood above the price. */
  listPath: string | null;
  /** Prices: `at` is the y coordinate. */
  yTicks: Tick[];
  /** Days, oldest first: `at` is the x coordinate. */
  xTicks: Tick[];
  /** The current price's mark, at the right end of its line. */
  current: { x: number; y: number; price: number };
}

/** 1, 2 or 5 times a power of ten: the step of round price ticks about `raw` apart. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/** Prices on the axis: whole dollars when the steps are, cents otherwise. */
const priceLabel = (value: number, step: number) =>
  step >= 1 ? formatPrice(value).replace(/\.00$/, '') : formatPrice(value);

/** The price axis: round ticks enclosing every price and list price drawn. */
function priceScale(values: readonly number[]) {
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < 0.01) {
    const pad = Math.max(1, high * 0.1);
    low = Math.max(0, low - pad);
    high += pad;
  }
  const step = roundStep((high - low) / 4);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return { min: first, max: last, ticks, step };
}

/**
 * The geometry of `points` (oldest first, the last the current price) over the 90 days up to `now`,
 * starting where the history starts when that is later, in CHART_VIEW's coordinates. `formatDay` names the
 * days on the time axis.
 */
export function chartGeometry(
  points: readonly PricePoint[],
  { now, formatDay }: { now: number; formatDay: (at: Date) => string },
): ChartGeometry {
  const plot = { left: 0, right: CHART_VIEW.width, top: INSET, bottom: CHART_VIEW.height - INSET };
  const times = points.map((point) => Date.parse(point.at));
  const end = Math.max(now, times.at(-1) ?? now);
  const start = Math.min(
    Math.max(end - PRICE_HISTORY_DAYS * DAY_MS, times[0] ?? end),
    end - SHORTEST_SPAN_MS,
  );
  const withList = points.some((point) => point.listPrice > point.price + 0.005);
  const prices = points.flatMap((point) => (withList ? [point.price, point.listPrice] : [point.price]));
  const scale = priceScale(prices);

  const x = (time: number) =>
    plot.left + ((Math.max(time, start) - start) / (end - start)) * (plot.right - plot.left);
  const y = (price: number) =>
    plot.bottom - ((price - scale.min) / (scale.max - scale.min)) * (plot.bottom - plot.top);
  const r = (value: number) => Math.round(value * 10) / 10;

  /** A step for each point: across to its time, then up or down to its price; on to the right edge. */
  const stepPath = (priceOf: (point: PricePoint) => number) => {
    const steps = points.map((point, index) => {
      const at = r(x(times[index]!));
      const level = r(y(priceOf(point)));
      return index === 0 ? `M${at},${level}` : `H${at}V${level}`;
    });
    return `${steps.join('')}H${r(plot.right)}`;
  };

  const xTicks = Array.from({ length: DAY_TICKS }, (_, index) => {
    const time = start + ((end - start) * index) / (DAY_TICKS - 1);
    return { at: r(x(time)), label: formatDay(new Date(time)) };
  });
  const current = points.at(-1)!;
  return {
    plot,
    pricePath: stepPath((point) => point.price),
    listPath: withList ? stepPath((point) => point.listPrice) : null,
    yTicks: scale.ticks.map((value) => ({ at: r(y(value)), label: priceLabel(value, scale.step) })),
    xTicks,
    current: { x: r(plot.right), y: r(y(current.price)), price: current.price },
  };
}
