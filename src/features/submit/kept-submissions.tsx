// Submissions kept on this device: waiting to be sent (offline), or refused by the server with its reason.
// A refused one stays until the member edits it (back into the form) or discards it: nothing vanishes.
import { discardOutboxEntry, type OutboxEntry } from '@lib/db/outbox-store';
import { useOutboxEntries } from '@lib/db/use-outbox-entries';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';

interface KeptSubmissionsProps {
  onEdit: (entry: OutboxEntry) => void;
}

export const EDIT_KEPT = 'Edit and send again';
export const DISCARD_KEPT = 'Discard';

export function KeptSubmissions({ onEdit }: KeptSubmissionsProps) {
  const entries = useOutboxEntries('submission');
  if (!entries?.length) return null;
  return (
    <ul className="submit-kept" aria-label="Submissions on this device">
      {entries.map((entry) => (
        <li key={entry.id} className="submit-kept__item card">
          <p className="submit-kept__title">{entry.payload.title}</p>
          {entry.state === 'rejected' ? (
            <>
              <p className="submit-notice submit-notice--error" role="alert">
                {SUBMIT_TEXTS.refused} {entry.lastError}
              </p>
              <div className="submit-kept__actions">
                <button type="button" className="btn btn--secondary" onClick={() => onEdit(entry)}>
                  {EDIT_KEPT}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => discardOutboxEntry(entry.id).catch(() => {})}
                >
                  {DISCARD_KEPT}
                </button>
              </div>
            </>
          ) : (
            <p className="submit-kept__state" role="status">
              {SUBMIT_TEXTS.pending}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
