import { useDiscussion } from '@lib/db/community-store';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { memberAtom } from '@lib/member/member-state';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import { storeDiscussion } from '@lib/store-discussion';
import type { ReportReason } from '@shared/community/community';
import {
  REASON_LABEL,
  REPORT_DEAL,
  REPORT_NOTE_LABEL,
  REPORT_REASONS,
  REPORT_SENT,
  reasonLabel,
  SEND_REPORT,
} from '@shared/community/community-texts';
import { DISCARD, PENDING_TEXT } from '@shared/community/temperature-texts';
import type { Deal } from '@shared/deal/deal';
import { TEXT_LIMITS } from '@shared/site/text-rules';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { queueReport } from './community-requests';
import { useKeptWrites } from './use-kept-writes';

/**
 * Report this deal: a reason and an optional note, once per reason. The report waits in the outbox while
 * offline; a refused one stays with its reason.
 */
export function ReportControl({ deal }: { deal: Deal }) {
  const member = useAtomValue(memberAtom);
  const discussion = useDiscussion(deal.id);
  const kept = useKeptWrites('report', deal.id);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [sentNow, setSentNow] = useState(false);
  // A report the server took is among the reader's reports once the discussion is fetched again.
  useEffect(
    () =>
      onOutboxEvent(({ kind, outcome }) => {
        if (kind === 'report' && outcome.type === 'sent') void storeDiscussion(deal.id);
      }),
    [deal.id],
  );
  if (!member || deal.source !== 'own') return null;

  const done = new Set<string>([
    ...(discussion?.reports ?? []),
    ...kept.map((entry) => entry.payload.reason!),
  ]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    void queueReport(deal.id, reason, note.trim());
    setReason('');
    setNote('');
    setSentNow(true);
  };

  // Opened by the browser before the app takes the page over: its open is the browser's (decision 0037).
  return (
    <details className="report-control" suppressHydrationWarning>
      <summary>{REPORT_DEAL}</summary>
      <form onSubmit={submit}>
        <fieldset>
          <legend>{REASON_LABEL}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.key} className="report-control__reason">
              <input
                type="radio"
                name="report-reason"
                value={option.key}
                checked={reason === option.key}
                disabled={done.has(option.key)}
                onChange={() => setReason(option.key)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <label className="report-control__note">
          {REPORT_NOTE_LABEL}
          <textarea
            value={note}
            maxLength={TEXT_LIMITS.reportNote}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--secondary" disabled={!reason}>
          {SEND_REPORT}
        </button>
      </form>
      {kept.map((entry) =>
        entry.state === 'rejected' ? (
          <p key={entry.id} className="notice notice--error" role="alert">
            {reasonLabel(entry.payload.reason!)}: {entry.lastError}{' '}
            <button type="button" className="btn btn--link" onClick={() => void discardOutboxEntry(entry.id)}>
              {DISCARD}
            </button>
          </p>
        ) : (
          <p key={entry.id} className="community-pending" role="status">
            {reasonLabel(entry.payload.reason!)}: {PENDING_TEXT}
          </p>
        ),
      )}
      {sentNow && kept.length === 0 ? <p role="status">{REPORT_SENT}</p> : null}
    </details>
  );
}
