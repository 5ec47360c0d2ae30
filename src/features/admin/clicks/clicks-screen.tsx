// /admin/clicks, for operators: click-outs through /go/{id} and deal page views over a chosen period, as a
// summary, a chart per day (with the same figures as a table), the last week's top deals, and the totals per
// store and per deal with their click-through rates. The server checks the role of every request; this
// screen only shows what it answered.
import { CLICK_DAYS, type ClicksReport, TOP_DEALS_DAYS } from '@shared/console/admin-clicks';
import { CLICKS_TEXTS } from '@shared/console/admin-clicks-texts';
import { useCallback, useId, useState } from 'react';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';
import { fetchClicksReport } from './clicks-api';
import { ClicksChart } from './clicks-chart';
import { DealTable, StoreTable } from './clicks-tables';
import './clicks.css';

export function ClicksScreen() {
  const [days, setDays] = useState<number>(CLICK_DAYS.default);
  const load = useCallback(() => fetchClicksReport(days), [days]);
  const { state } = useStaffData<ClicksReport>(load);
  const periodId = useId();

  return (
    <section className="admin-clicks">
      <p className="admin-clicks__period">
        <label htmlFor={periodId}>{CLICKS_TEXTS.period}</label>{' '}
        <select id={periodId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {CLICK_DAYS.choices.map((choice) => (
            <option key={choice} value={choice}>
              {CLICKS_TEXTS.lastDays(choice)}
            </option>
          ))}
        </select>
      </p>
      {state.kind === 'ready' ? <ClicksReportView report={state.data} /> : <StaffDataNotice state={state} />}
    </section>
  );
}

function ClicksReportView({ report }: { report: ClicksReport }) {
  const ids = {
    summary: useId(),
    chart: useId(),
    asTable: useId(),
    top: useId(),
    stores: useId(),
    deals: useId(),
  };
  const busiest = report.daily.reduce(
    (best, day) => (day.clicks > best.clicks ? day : best),
    report.daily[0]!,
  );
  const empty = report.totals.clicks + report.totals.views === 0;

  return (
    <>
      <p id={ids.summary} className="admin-clicks__summary">
        {CLICKS_TEXTS.summary(report)} {busiest.clicks > 0 ? CLICKS_TEXTS.busiestDay(busiest) : null}
      </p>
      {empty ? (
        <p>{CLICKS_TEXTS.empty}</p>
      ) : (
        <>
          <section aria-labelledby={ids.chart}>
            <h2 id={ids.chart}>{CLICKS_TEXTS.chartTitle}</h2>
            <ClicksChart daily={report.daily} />
            <details className="admin-clicks__as-table">
              <summary id={ids.asTable}>{CLICKS_TEXTS.chartAsTable}</summary>
              <table
                className="admin-table clicks-table"
                aria-labelledby={ids.asTable}
                aria-describedby={ids.summary}
              >
                <thead>
                  <tr>
                    <th scope="col">{CLICKS_TEXTS.columns.day}</th>
                    <th scope="col">{CLICKS_TEXTS.columns.clicks}</th>
                    <th scope="col">{CLICKS_TEXTS.columns.views}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.daily.map((day) => (
                    <tr key={day.day}>
                      <td data-label={CLICKS_TEXTS.columns.day}>
                        <time dateTime={day.day}>{day.day}</time>
                      </td>
                      <td data-label={CLICKS_TEXTS.columns.clicks} className="admin-table__number">
                        {day.clicks}
                      </td>
                      <td data-label={CLICKS_TEXTS.columns.views} className="admin-table__number">
                        {day.views}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
          <section aria-labelledby={ids.top}>
            <h2 id={ids.top}>{CLICKS_TEXTS.topHeading(TOP_DEALS_DAYS)}</h2>
            {report.topDeals.length > 0 ? (
              <DealTable labelledBy={ids.top} deals={report.topDeals} />
            ) : (
              <p>{CLICKS_TEXTS.topEmpty(TOP_DEALS_DAYS)}</p>
            )}
          </section>
          <section aria-labelledby={ids.stores}>
            <h2 id={ids.stores}>{CLICKS_TEXTS.storesHeading}</h2>
            <StoreTable labelledBy={ids.stores} stores={report.stores} />
          </section>
          <section aria-labelledby={ids.deals}>
            <h2 id={ids.deals}>{CLICKS_TEXTS.dealsHeading}</h2>
            {report.dealCount > report.deals.length ? (
              <p>{CLICKS_TEXTS.dealsShown(report.deals.length, report.dealCount)}</p>
            ) : null}
            <DealTable labelledBy={ids.deals} deals={report.deals} />
          </section>
        </>
      )}
    </>
  );
}
