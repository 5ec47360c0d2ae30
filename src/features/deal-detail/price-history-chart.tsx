// The price history as a step chart (its own chunk, loaded once a history is there to draw): the price over
// the last 90 days, the shop's list price dashed above it, and the current price marked. Drawn at the
// width it is given, so its labels stay readable on a phone. The summary and the table beside it say the
// same in words.
import { formatPrice } from '@shared/deal/deal-rules';
import type { PricePoint } from '@shared/price-history/price-history';
import { formatDay } from '@shared/price-history/price-history-summary';
import {
  CHART_LEGEND_PRICE,
  chartNowLabel,
  SHOP_LIST_PRICE,
} from '@shared/price-history/price-history-texts';
import { useLayoutEffect, useRef, useState } from 'react';
import { chartGeometry } from './price-chart-geometry';

/** The height the section keeps for the chart, before and after it loads (price-history.css). */
export const CHART_HEIGHT = 220;
/** Until the chart's box is measured (and where nothing can be measured). */
const DEFAULT_WIDTH = 640;

function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

interface PriceHistoryChartProps {
  points: readonly PricePoint[];
  /** Epoch ms the chart ends at. */
  now: number;
  /** What the chart shows, for those who cannot see it. */
  label: string;
}

export function PriceHistoryChart({ points, now, label }: PriceHistoryChartProps) {
  const { box, width } = useWidth();
  const geometry = chartGeometry(points, {
    width,
    height: CHART_HEIGHT,
    now,
    formatDay: (at) => formatDay(at, new Date(now)),
  });
  const { plot, current } = geometry;
  // The marker's label sits above the mark, or below it when the mark is at the top.
  const labelY = current.y - plot.top < 20 ? current.y + 20 : current.y - 10;
  return (
    <div className="price-chart" ref={box}>
      <svg
        className="price-chart__svg"
        role="img"
        aria-label={label}
        width={width}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      >
        <g className="price-chart__grid">
          {geometry.yTicks.map((tick) => (
            <g key={tick.label}>
              <line x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
              <text x={plot.left - 8} y={tick.at} dy="0.32em" textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
        </g>
        <g className="price-chart__days">
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
          {geometry.xTicks.map((tick, index) => (
            <text
              key={tick.at}
              x={tick.at}
              y={plot.bottom + 18}
              textAnchor={index === 0 ? 'start' : index === geometry.xTicks.length - 1 ? 'end' : 'middle'}
            >
              {tick.label}
            </text>
          ))}
        </g>
        {geometry.listPath ? <path className="price-chart__list" d={geometry.listPath} /> : null}
        <path className="price-chart__price" d={geometry.pricePath} />
        <circle className="price-chart__now" cx={current.x} cy={current.y} r={5} />
        <text className="price-chart__now-label" x={current.x - 4} y={labelY} textAnchor="end">
          {chartNowLabel(formatPrice(current.price))}
        </text>
      </svg>
      <ul className="price-chart__legend" aria-hidden="true">
        <li className="price-chart__key price-chart__key--price">{CHART_LEGEND_PRICE}</li>
        {geometry.listPath ? (
          <li className="price-chart__key price-chart__key--list">{SHOP_LIST_PRICE}</li>
        ) : null}
      </ul>
    </div>
  );
}
