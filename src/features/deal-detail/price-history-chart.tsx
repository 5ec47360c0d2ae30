// The price history as a step chart: the price over the last 90 days, the shop's list price dashed above
// it, and the current price marked. The summary and the table beside it say the same in words.
//
// Drawn the same by the server and the browser, with nothing measured: the lines are an SVG with a fixed
// viewBox (CHART_VIEW) that CSS stretches to the chart's width and height (preserveAspectRatio="none";
// strokes keep their width through `vector-effect: non-scaling-stroke`). Its texts (prices, days, the
// current price's label) and the current price's dot are HTML placed over it in percentages of the same
// box, so they keep their size on any screen: stretched SVG text would be squashed on a phone and
// oversized on a desktop, and a viewBox scaled whole ("meet") would make the chart as tall as it is wide.
// A phone shows every other day label (price-history.css).
import { formatPrice } from '@shared/deal/deal-rules';
import type { PricePoint } from '@shared/price-history/price-history';
import {
  CHART_LEGEND_PRICE,
  chartNowLabel,
  SHOP_LIST_PRICE,
} from '@shared/price-history/price-history-texts';
import { CHART_VIEW, chartGeometry } from './price-chart-geometry';

/** A coordinate of the viewBox as a share of the box's side, for the HTML placed over it. */
const percent = (at: number, side: number) => `${Math.round((at / side) * 10_000) / 100}%`;

/** Below this distance from the top (in viewBox units), the current price's label goes under its dot. */
const LABEL_ROOM = 40;

interface PriceHistoryChartProps {
  points: readonly PricePoint[];
  /** Epoch ms the chart ends at. */
  now: number;
  /** Names a day on the time axis. */
  formatDay: (at: Date) => string;
  /** What the chart shows, for those who cannot see it. */
  label: string;
}

export function PriceHistoryChart({ points, now, formatDay, label }: PriceHistoryChartProps) {
  const geometry = chartGeometry(points, { now, formatDay });
  const { plot, current } = geometry;
  const top = (y: number) => percent(y, CHART_VIEW.height);
  const lastDay = geometry.xTicks.length - 1;
  return (
    <div className="price-chart">
      <div className="price-chart__frame" role="img" aria-label={label}>
        <div className="price-chart__prices">
          {geometry.yTicks.map((tick) => (
            <span key={tick.label} className="price-chart__price-tick" style={{ top: top(tick.at) }}>
              {tick.label}
            </span>
          ))}
        </div>
        <div className="price-chart__plot">
          <svg
            className="price-chart__svg"
            viewBox={`0 0 ${CHART_VIEW.width} ${CHART_VIEW.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <g className="price-chart__grid">
              {geometry.yTicks.map((tick) => (
                <line key={tick.label} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
              ))}
            </g>
            <line
              className="price-chart__axis"
              x1={plot.left}
              x2={plot.right}
              y1={plot.bottom}
              y2={plot.bottom}
            />
            {geometry.listPath ? <path className="price-chart__list" d={geometry.listPath} /> : null}
            <path className="price-chart__line" d={geometry.pricePath} />
          </svg>
          <span className="price-chart__now" style={{ top: top(current.y) }} />
          <span
            className={`price-chart__now-label${current.y - plot.top < LABEL_ROOM ? ' price-chart__now-label--below' : ''}`}
            style={{ top: top(current.y) }}
          >
            {chartNowLabel(formatPrice(current.price))}
          </span>
        </div>
        <div className="price-chart__days">
          {geometry.xTicks.map((tick, index) => (
            <span
              key={tick.at}
              className={`price-chart__day${index === 0 ? ' price-chart__day--first' : index === lastDay ? ' price-chart__day--last' : ''}`}
              style={{ left: percent(tick.at, CHART_VIEW.width) }}
            >
              {tick.label}
            </span>
          ))}
        </div>
      </div>
      <ul className="price-chart__legend" aria-hidden="true">
        <li className="price-chart__key price-chart__key--price">{CHART_LEGEND_PRICE}</li>
        {geometry.listPath ? (
          <li className="price-chart__key price-chart__key--list">{SHOP_LIST_PRICE}</li>
        ) : null}
      </ul>
    </div>
  );
}
