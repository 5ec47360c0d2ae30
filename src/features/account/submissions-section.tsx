// The member's submitted deals on /account, each with its state: waiting for review, live (with a link to
// the deal), or rejected with the moderator's reason. Read from the account as kept on this device.
import { paths } from '@config/paths';
import type { AccountOverview } from '@shared/account/account-api';
import {
  ACCOUNT_SUBMISSIONS_TEXTS,
  SUBMISSION_STATUS_TEXTS,
  SUBMIT_TEXTS,
} from '@shared/community/submission-texts';
import { Link } from 'react-router-dom';

export function SubmissionsSection({ overview }: { overview: AccountOverview }) {
  return (
    <section className="account-section card" aria-labelledby="account-submissions">
      <h2 id="account-submissions">{ACCOUNT_SUBMISSIONS_TEXTS.heading}</h2>
      {overview.submissions.length === 0 ? (
        <p>{ACCOUNT_SUBMISSIONS_TEXTS.none}</p>
      ) : (
        <ul className="account-submissions">
          {overview.submissions.map((submission) => (
            <li key={submission.id} className="account-submissions__item">
              <span className="account-submissions__title">{submission.title}</span>{' '}
              <span
                className={`account-submissions__status account-submissions__status--${submission.status}`}
              >
                {SUBMISSION_STATUS_TEXTS[submission.status]}
              </span>
              {submission.status === 'live' && submission.dealId ? (
                <>
                  {' '}
                  <Link to={paths.deal(submission.dealId)}>{ACCOUNT_SUBMISSIONS_TEXTS.viewDeal}</Link>
                </>
              ) : null}
              {submission.status === 'rejected' && submission.rejectReason ? (
                <p className="account-submissions__reason">
                  {ACCOUNT_SUBMISSIONS_TEXTS.reason} {submission.rejectReason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link className="btn btn--secondary" to={paths.submit}>
        {SUBMIT_TEXTS.menuEntry}
      </Link>
    </section>
  );
}
