// One submission in the moderation queue: the deal as submitted, how long it has waited against the
// 24-hour promise, its possible duplicates, and the decisions: approve (as is or edited) or reject with
// a reason the member reads.
import { paths } from '@config/paths';
import { type QueueEntry, SUBMISSION_FIELDS, type SubmissionDraft } from '@shared/community/submission';
import { ADMIN_TEXTS, SUBMIT_LABELS } from '@shared/community/submission-texts';
import { categoryName } from '@shared/deal/categories';
import { SUBMISSION_REVIEW_HOURS } from '@shared/site/site';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { approveSubmission, entryAsDraft, rejectSubmission } from './moderation-api';

const HOUR_MS = 3_600_000;

interface QueueItemProps {
  entry: QueueEntry;
  onDecided: (notice: string) => void;
}

export function QueueItem({ entry, onDecided }: QueueItemProps) {
  const headingId = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  const [edits, setEdits] = useState<SubmissionDraft>(() => entryAsDraft(entry));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const waitedHours = (Date.now() - Date.parse(entry.createdAt)) / HOUR_MS;
  const overdue = waitedHours > SUBMISSION_REVIEW_HOURS;

  const act = async (work: () => Promise<unknown>, notice: string) => {
    setBusy(true);
    setError('');
    try {
      await work();
      onDecided(notice);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    act(() => rejectSubmission(entry.id, reason), ADMIN_TEXTS.rejected);
  };

  return (
    <li className="admin-item card" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-item__title">
        {entry.title}
      </h3>
      <p className={`admin-item__age${overdue ? ' admin-item__age--overdue' : ''}`}>
        {overdue ? ADMIN_TEXTS.overdue(waitedHours) : ADMIN_TEXTS.age(waitedHours)}
        {entry.publishedEarly ? (
          <>
            {' · '}
            <strong>{ADMIN_TEXTS.publishedEarly}</strong>
            {entry.dealId ? (
              <>
                {' · '}
                <Link to={paths.deal(entry.dealId)}>{paths.deal(entry.dealId)}</Link>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <dl className="admin-item__facts">
        <dt>{ADMIN_TEXTS.submittedBy}</dt>
        <dd>{entry.memberName}</dd>
        <dt>{SUBMIT_LABELS.store}</dt>
        <dd>{entry.store}</dd>
        <dt>{SUBMIT_LABELS.category}</dt>
        <dd>{categoryName(entry.category)}</dd>
        <dt>Price</dt>
        <dd>
          ${entry.currentPrice.toFixed(2)}
          {entry.originalPrice === null ? '' : ` (was $${entry.originalPrice.toFixed(2)})`}
        </dd>
        <dt>{SUBMIT_LABELS.link}</dt>
        <dd>
          <a href={entry.link} rel="noopener noreferrer nofollow" target="_blank">
            {entry.link}
          </a>
        </dd>
        {entry.expiry ? (
          <>
            <dt>{SUBMIT_LABELS.expiry}</dt>
            <dd>{entry.expiry}</dd>
          </>
        ) : null}
      </dl>
      <p className="admin-item__description">{entry.description}</p>
      {entry.possibleDuplicates.length > 0 ? (
        <div className="admin-item__duplicates">
          <h4>{ADMIN_TEXTS.possibleDuplicates}</h4>
          <ul>
            {entry.possibleDuplicates.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                {item.dealId ? <Link to={paths.deal(item.dealId)}>{item.title}</Link> : item.title} (
                {item.store})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p className="admin-item__error" role="alert">
          {error}
        </p>
      ) : null}
      {mode === 'edit' ? (
        <form
          className="admin-item__edit"
          onSubmit={(event) => {
            event.preventDefault();
            act(() => approveSubmission(entry.id, edits), ADMIN_TEXTS.approved);
          }}
        >
          {SUBMISSION_FIELDS.map((field) => (
            <label key={field} className="form-field">
              {SUBMIT_LABELS[field]}
              <input
                name={field}
                value={edits[field]}
                onChange={(event) => setEdits({ ...edits, [field]: event.target.value })}
              />
            </label>
          ))}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {ADMIN_TEXTS.approveEdited}
          </button>
        </form>
      ) : null}
      {mode === 'reject' ? (
        <form className="admin-item__reject" onSubmit={reject}>
          <label className="form-field">
            {ADMIN_TEXTS.rejectReason}
            <textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={500}
            />
          </label>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {ADMIN_TEXTS.confirmReject}
          </button>
        </form>
      ) : null}
      <div className="admin-item__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => act(() => approveSubmission(entry.id), ADMIN_TEXTS.approved)}
        >
          {entry.publishedEarly ? ADMIN_TEXTS.keep : ADMIN_TEXTS.approve}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setMode('edit')}>
          {ADMIN_TEXTS.edit}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setMode('reject')}>
          {ADMIN_TEXTS.reject}
        </button>
      </div>
    </li>
  );
}
