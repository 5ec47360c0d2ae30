// The form that creates a deal or edits one. The server checks it with the submit form's rules and answers
// each wrong field by name; the problem is shown beside its field (and the first one gets the focus).

import { DealFields } from '@components/deal-fields';
import { FormField } from '@components/form-field';
import { ApiCallError } from '@lib/api-client';
import type { AdminDealDraft, AdminDealField, AdminDealRow } from '@shared/console/admin-deals';
import { ADMIN_DEAL_LABELS, ADMIN_DEALS_TEXTS } from '@shared/console/admin-deals-texts';
import { TEXT_LIMITS } from '@shared/site/text-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createDeal, saveDeal } from './deals-api';
import { useWriteKeys } from './use-write-key';

type Errors = Partial<Record<AdminDealField, string>>;

interface DealFormProps {
  /** The deal being edited; absent for a new one. */
  editing?: AdminDealRow;
  initial: AdminDealDraft;
  onSaved: (deal: AdminDealRow, notice: string) => void;
  onCancel: () => void;
}

export function DealForm({ editing, initial, onSaved, onCancel }: DealFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keys = useWriteKeys();
  const [draft, setDraft] = useState<AdminDealDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  // The form opens where the operator's attention goes next.
  useEffect(() => heading.current?.focus(), []);
  // Once the server has named wrong fields, the first of them has the focus, ready to be put right.
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    const key = keys.keyFor(JSON.stringify([editing?.id ?? null, draft]));
    try {
      const deal = editing ? await saveDeal(editing.id, draft, key) : await createDeal(draft, key);
      keys.answered();
      onSaved(deal, (editing ? ADMIN_DEALS_TEXTS.saved : ADMIN_DEALS_TEXTS.created)(deal.title));
    } catch (error) {
      const fields = error instanceof ApiCallError ? (error.fields as Errors) : {};
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <section className="admin-deal-form card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {editing ? ADMIN_DEALS_TEXTS.editHeading(editing.title) : ADMIN_DEALS_TEXTS.createHeading}
      </h2>
      {editing ? (
        <p className="admin-deal-form__id">
          {ADMIN_DEALS_TEXTS.idLabel}: <code>{editing.id}</code>
        </p>
      ) : null}
      {hasFieldErrors ? (
        <p className="notice notice--error" role="alert">
          {ADMIN_DEALS_TEXTS.fixFields}
        </p>
      ) : null}
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {editing ? null : (
          <FormField label={ADMIN_DEAL_LABELS.id} error={errors.id}>
            {(control) => (
              <input
                {...control}
                name="id"
                value={draft.id}
                onChange={(event) => setDraft({ ...draft, id: event.target.value })}
                maxLength={TEXT_LIMITS.id}
              />
            )}
          </FormField>
        )}
        <DealFields
          values={draft}
          errors={errors}
          onChange={(name, value) => setDraft({ ...draft, [name]: value })}
          labels={ADMIN_DEAL_LABELS}
          rowClassName="form-row"
          imageMayBePath
        />
        <div className="admin-deal-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? ADMIN_DEALS_TEXTS.sending : editing ? ADMIN_DEALS_TEXTS.save : ADMIN_DEALS_TEXTS.create}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {ADMIN_DEALS_TEXTS.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
