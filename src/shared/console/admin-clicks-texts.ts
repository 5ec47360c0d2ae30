// The Clicks section's words: the screen's texts, and a click-through rate as the console writes it.
import type { ClicksReport, DayTotals } from './admin-clicks';

export const CLICKS_TEXTS = {
  heading: 'Clicks',
  period: 'Period',
  lastDays: (days: number) => `Last ${days} days`,
  summary: (report: Pick<ClicksReport, 'from' | 'to' | 'totals'>) =>
    `From ${report.from} to ${report.to} (UTC): ${plural(report.totals.clicks, 'click')} and ` +
    `${plural(report.totals.views, 'view')}${report.totals.ctr === null ? '' : `, a click-through rate of ${formatRate(report.totals.ctr)}`}.`,
  busiestDay: (day: DayTotals) => `Most clicks on ${day.day}: ${day.clicks}.`,
  chartTitle: 'Clicks and views per day',
  chartLoading: 'Loading the chart…',
  chartAsTable: 'Clicks and views per day as a table',
  topHeading: (days: number) => `Top deals of the last ${days} days`,
  topEmpty: (days: number) => `Nothing was clicked or viewed in the last ${days} days.`,
  storesHeading: 'Per store',
  dealsHeading: 'Per deal',
  dealsShown: (shown: number, total: number) => `The ${shown} most clicked of ${total} deals.`,
  empty: 'Nothing was clicked or viewed in this period.',
  columns: {
    day: 'Day',
    deal: 'Deal',
    store: 'Store',
    clicks: 'Clicks',
    views: 'Views',
    ctr: 'CTR',
  },
  noStore: 'No store',
};

/** The click-through rate as the console shows it: a percentage with one decimal, or "no views". */
export function formatRate(rate: number | null): string {
  return rate === null ? 'no views' : `${(rate * 100).toFixed(1)} %`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
