import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import { ApiCallError, callApi } from '@lib/api-client';
import type { OpenReport } from '@shared/community/community';
import {
  CONFIRM_END_REPORTED_DEAL,
  confirmEndReportedDeal,
  DISMISS_REPORT,
  END_REPORTED_DEAL,
  ENDED_BY_REPORTS,
  KEEP_REPORTED_DEAL,
  LOADING_REPORTS,
  OPEN_REPORTS_EMPTY,
  REACTIVATE_DEAL,
  reasonLabel,
} from '@shared/community/community-texts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

type Loaded = { reports: OpenReport[] } | { error: string } | undefined;

/**
 * The open reports, oldest first, for moderators and operators: dismiss one, end the reported deal (after a
 * confirmation in the report itself), or reactivate a deal members' reports ended. The server decides who
 * may see and act; its refusal of an action shows in the report it was about.
 */
export function ReportsQueueScreen() {
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  /** The report whose deal is about to be ended, waiting for the confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ reportId: string; message: string } | null>(null);
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

  const act = async (reportId: string, url: string) => {
    setConfirming(null);
    setRefusal(null);
    try {
      await callApi(url, { method: 'POST', body: {} });
    } catch (error) {
      setRefusal({ reportId, message: error instanceof ApiCallError ? error.message : String(error) });
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
            <WrittenTime iso={report.createdAt} withTime />
            {report.dealEndedByReports ? ` · ${ENDED_BY_REPORTS}` : null}
          </p>
          {report.note ? <p className="reports-queue__note">{report.note}</p> : null}
          {refusal?.reportId === report.id ? (
            <p className="notice notice--error" role="alert">
              {refusal.message}
            </p>
          ) : null}
          {confirming === report.id ? (
            <div className="reports-queue__confirm">
              <p>{confirmEndReportedDeal(report.dealTitle)}</p>
              <button
                type="button"
                className="btn btn--danger"
                onClick={() => void act(report.id, `/api/reports/${report.id}/end-deal`)}
              >
                {CONFIRM_END_REPORTED_DEAL}
              </button>{' '}
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
                {KEEP_REPORTED_DEAL}
              </button>
            </div>
          ) : (
            <>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => void act(report.id, `/api/reports/${report.id}/dismiss`)}
              >
                {DISMISS_REPORT}
              </button>{' '}
              {report.dealEndedByReports ? (
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() =>
                    void act(report.id, `/api/deals/${encodeURIComponent(report.dealId)}/reactivate`)
                  }
                >
                  {REACTIVATE_DEAL}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--danger"
                  aria-label={`${END_REPORTED_DEAL}: ${report.dealTitle}`}
                  onClick={() => {
                    setRefusal(null);
                    setConfirming(report.id);
                  }}
                >
                  {END_REPORTED_DEAL}
                </button>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
