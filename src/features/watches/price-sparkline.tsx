// A watched product's prices as a small line (an inline SVG on a fixed viewBox, so it scales with its box
// and draws the same on the server and in the app), with the same facts in words under it for everyone.
import { formatWatchPrice } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';

const WIDTH = 120;
const HEIGHT = 32;
/** Room above and below the line, so the stroke is never cut at the edges. */
const PAD = 3;

export interface SparkPoint {
  at: string;
  price: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The line's points in the viewBox: time across (or order, when times do not differ), price up. */
export function sparklinePoints(points: readonly SparkPoint[]): [number, number][] {
  if (points.length === 0) return [];
  const times = points.map((point) => Date.parse(point.at));
  const byTime = times.every(Number.isFinite) && Math.max(...times) > Math.min(...times);
  const first = byTime ? Math.min(...times) : 0;
  const span = byTime ? Math.max(...times) - first : Math.max(1, points.length - 1);
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return points.map((point, index) => {
    const x = points.length === 1 ? WIDTH / 2 : (((byTime ? times[index]! : index) - first) / span) * WIDTH;
    const y = high === low ? HEIGHT / 2 : PAD + ((high - point.price) / (high - low)) * (HEIGHT - 2 * PAD);
    return [round(x), round(y)];
  });
}

interface PriceSparklineProps {
  points: readonly SparkPoint[];
  currency: string | null;
}

export function PriceSparkline({ points, currency }: PriceSparklineProps) {
  const money = (price: number) => formatWatchPrice(price, currency);
  // A line needs two prices: until then, the words alone.
  if (points.length < 2)
    return (
      <p className="watch-chart__summary">
        {points[0] ? WATCH_TEXTS.chartOnePrice(money(points[0].price)) : WATCH_TEXTS.chartNoData}
      </p>
    );
  const prices = points.map((point) => point.price);
  const summary = WATCH_TEXTS.chartLabel(
    points.length,
    money(Math.min(...prices)),
    money(Math.max(...prices)),
    money(prices.at(-1)!),
  );
  const line = sparklinePoints(points);
  const [lastX, lastY] = line.at(-1)!;
  return (
    <figure className="watch-chart">
      <svg
        className="watch-chart__line"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <polyline
          points={line.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <circle cx={lastX} cy={lastY} r="2" fill="currentColor" />
      </svg>
      <figcaption className="watch-chart__summary">{summary}</figcaption>
    </figure>
  );
}
