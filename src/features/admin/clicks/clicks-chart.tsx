// Clicks and views per day as a line chart (uPlot). uPlot and its stylesheet load only when the chart is
// first drawn, in their own chunk, so neither the shop nor the rest of the console carries them. The canvas
// says nothing to a screen reader: the summary above it and the table below it tell the same figures.
import { importWithRetry } from '@lib/retry-import';
import type { DayTotals } from '@shared/console/admin-clicks';
import { CLICKS_TEXTS } from '@shared/console/admin-clicks-texts';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

const HEIGHT = 240;
/** As the key's swatches in clicks.css. */
const SERIES_COLORS = { clicks: '#1d4ed8', views: '#b45309' };
const AXIS = {
  stroke: '#374151',
  grid: { stroke: '#e5e7eb', width: 1 },
  ticks: { stroke: '#d1d5db', width: 1 },
};
/** Whole numbers only on the count axis. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

const loadUplot = () =>
  importWithRetry(
    () =>
      Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default),
    'The chart',
  );

/** uPlot's columns: the days as Unix seconds (midnight UTC), then clicks, then views. */
const chartData = (daily: DayTotals[]): uPlot.AlignedData => [
  daily.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
  daily.map((day) => day.clicks),
  daily.map((day) => day.views),
];

function chartOptions(UPlot: typeof uPlot, width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // The days are UTC days, whatever the operator's time zone.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    legend: { show: false },
    scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(1, max)] } },
    series: [
      {},
      { label: CLICKS_TEXTS.columns.clicks, stroke: SERIES_COLORS.clicks, width: 2 },
      { label: CLICKS_TEXTS.columns.views, stroke: SERIES_COLORS.views, width: 2, dash: [6, 4] },
    ],
    axes: [AXIS, { ...AXIS, incrs: COUNT_STEPS }],
  };
}

export function ClicksChart({ daily }: { daily: DayTotals[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    void loadUplot().then((UPlot) => {
      if (gone) return;
      chart = new UPlot(chartOptions(UPlot, element.clientWidth), chartData(daily), element);
      // The chart follows its column's width (a phone turned, a window resized).
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
      observer.observe(element);
      setDrawn(true);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [daily]);

  return (
    <div className="clicks-chart">
      {drawn ? null : <p className="clicks-chart__loading">{CLICKS_TEXTS.chartLoading}</p>}
      <div ref={holder} className="clicks-chart__canvas" aria-hidden="true" />
      <ul className="clicks-chart__key" aria-hidden="true">
        <li>
          <span className="clicks-chart__swatch clicks-chart__swatch--clicks" /> {CLICKS_TEXTS.columns.clicks}
        </li>
        <li>
          <span className="clicks-chart__swatch clicks-chart__swatch--views" /> {CLICKS_TEXTS.columns.views}
        </li>
      </ul>
    </div>
  );
}
