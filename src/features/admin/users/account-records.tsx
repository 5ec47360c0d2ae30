// An account's newest submitted deals and the reports it filed, as console tables (lists on a phone).
// Titles, reasons and notes are members' text: shown as text, whatever they contain.
import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import { reasonLabel } from '@shared/community/community-texts';
import { SUBMISSION_STATUS_TEXTS } from '@shared/community/submission-texts';
import type { AccountReport, AccountSubmission } from '@shared/console/admin-users';
import { ADMIN_USERS_TEXTS } from '@shared/console/admin-users-texts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

function RecordsSection({
  heading,
  empty,
  shown,
  total,
  children,
}: {
  heading: string;
  empty: string;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="admin-account__records" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {shown === 0 ? <p>{empty}</p> : children}
      {total > shown ? (
        <p className="admin-account__more">{ADMIN_USERS_TEXTS.newestOf(shown, total)}</p>
      ) : null}
    </section>
  );
}

const submissionColumns = ADMIN_USERS_TEXTS.submissionColumns;

export function AccountSubmissions({
  submissions,
  total,
}: {
  submissions: AccountSubmission[];
  total: number;
}) {
  return (
    <RecordsSection
      heading={ADMIN_USERS_TEXTS.submissionsHeading}
      empty={ADMIN_USERS_TEXTS.noSubmissions}
      shown={submissions.length}
      total={total}
    >
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{submissionColumns.title}</th>
            <th scope="col">{submissionColumns.status}</th>
            <th scope="col">{submissionColumns.submitted}</th>
            <th scope="col">{submissionColumns.decided}</th>
            <th scope="col">{submissionColumns.reason}</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission.id}>
              <td data-label={submissionColumns.title}>
                {submission.status === 'live' && submission.dealId ? (
                  <Link to={paths.deal(submission.dealId)}>{submission.title}</Link>
                ) : (
                  submission.title
                )}
              </td>
              <td data-label={submissionColumns.status}>{SUBMISSION_STATUS_TEXTS[submission.status]}</td>
              <td data-label={submissionColumns.submitted}>
                <WrittenTime iso={submission.createdAt} />
              </td>
              <td data-label={submissionColumns.decided}>
                {submission.reviewedAt ? <WrittenTime iso={submission.reviewedAt} /> : '–'}
              </td>
              <td data-label={submissionColumns.reason}>{submission.rejectReason ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </RecordsSection>
  );
}

const reportColumns = ADMIN_USERS_TEXTS.reportColumns;

export function AccountReports({ reports, total }: { reports: AccountReport[]; total: number }) {
  return (
    <RecordsSection
      heading={ADMIN_USERS_TEXTS.reportsHeading}
      empty={ADMIN_USERS_TEXTS.noReports}
      shown={reports.length}
      total={total}
    >
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{reportColumns.deal}</th>
            <th scope="col">{reportColumns.reason}</th>
            <th scope="col">{reportColumns.note}</th>
            <th scope="col">{reportColumns.filed}</th>
            <th scope="col">{reportColumns.state}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <td data-label={reportColumns.deal}>
                <Link to={paths.deal(report.dealId)}>{report.dealTitle}</Link>
              </td>
              <td data-label={reportColumns.reason}>{reasonLabel(report.reason)}</td>
              <td data-label={reportColumns.note}>{report.note || '–'}</td>
              <td data-label={reportColumns.filed}>
                <WrittenTime iso={report.createdAt} />
              </td>
              <td data-label={reportColumns.state}>
                {report.resolvedAt ? ADMIN_USERS_TEXTS.reportResolved : ADMIN_USERS_TEXTS.reportOpen}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </RecordsSection>
  );
}
