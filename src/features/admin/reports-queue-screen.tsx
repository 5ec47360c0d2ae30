import { paths } from '@config/paths';
import { ApiCallError, callApi } from '@lib/api-client';
import {
  DISMISS_REPORT,
  ENDED_BY_REPORTS,
  LOADING_REPORTS,
  OPEN_REPORTS_EMPTY,
  type OpenReport,
  REACTIVATE_DEAL,
  reasonLabel,
} from '@shared/community';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

type Loaded = { reports: OpenReport[] } | { error: string } | undefined;

/**
 * The open reports, oldest first, for moderators and operators: dismiss one, or reactivate a deal members'
 * reports ended. The server decides who may see and act (anyone else gets its refusal, shown here).
 */
export function ReportsQueueScreen() {
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  const load = useCallback(async () => {
    try {
      setLoaded(await callApi<{ reports: OpenReport[] }>('/api/reports'));
    } catch (error) {
      setLoaded({ error: error instanceof ApiCallError ? error.message : String(error) });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (url: string) => {
    try {
      await callApi(url, { method: 'POST', body: {} });
    } catch (error) {
      setLoaded({ error: error instanceof ApiCallError ? error.message : String(error) });
      return;
    }
    await load();
  };

  if (!loaded) return <p role="status">{LOADING_REPORTS}</p>;
  if ('error' in loaded) {
    return (
      <p className="notice notice--error" role="alert">
        {loaded.error}
      </p>
    );
  }
  if (loaded.reports.length === 0) return <p>{OPEN_REPORTS_EMPTY}</p>;
  return (
    <ul className="reports-queue">
      {loaded.reports.map((report) => (
        <li key={report.id} className="reports-queue__item">
          <p>
            <Link to={paths.deal(report.dealId)}>{report.dealTitle}</Link> ·{' '}
            <strong>{reasonLabel(report.reason)}</strong> · {report.reporter} ·{' '}
            <time dateTime={report.createdAt}>{new Date(report.createdAt).toLocaleString()}</time>
            {report.dealEndedByReports ? ` · ${ENDED_BY_REPORTS}` : null}
          </p>
          {report.note ? <p className="reports-queue__note">{report.note}</p> : null}
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void act(`/api/reports/${report.id}/dismiss`)}
          >
            {DISMISS_REPORT}
          </button>{' '}
          {report.dealEndedByReports ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void act(`/api/deals/${encodeURIComponent(report.dealId)}/reactivate`)}
            >
              {REACTIVATE_DEAL}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
