// Blocking a host asks once more, with an optional reason the blocked list keeps. The reason field takes
// the focus when the form opens, so a keyboard user lands where they type.
import { blockHostSchema } from '@shared/console/admin-watches';
import { ADMIN_WATCHES_TEXTS as T } from '@shared/console/admin-watches-texts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** The longest reason the server keeps (blockHostSchema). */
const REASON_LENGTH = blockHostSchema.shape.reason.unwrap().maxLength ?? 500;

interface BlockHostFormProps {
  host: string;
  busy: boolean;
  onBlock: (reason: string) => void;
  onCancel: () => void;
}

export function BlockHostForm({ host, busy, onBlock, onCancel }: BlockHostFormProps) {
  const headingId = useId();
  const reasonId = useId();
  const explainId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');

  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBlock(reason.trim());
  };

  return (
    <section className="card admin-watches__block" aria-labelledby={headingId}>
      <h3 id={headingId}>{T.blockHeading(host)}</h3>
      <p id={explainId}>{T.blockExplain}</p>
      <form className="form" noValidate onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={reasonId}>{T.reasonLabel}</label>
          <input
            ref={field}
            id={reasonId}
            name="reason"
            value={reason}
            maxLength={REASON_LENGTH}
            aria-describedby={explainId}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="admin-watches__actions">
          <button type="submit" className="btn btn--danger" disabled={busy}>
            {T.confirmBlock}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
