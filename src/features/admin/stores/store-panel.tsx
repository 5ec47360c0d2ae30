// One store, opened from the list: its own fields (the server names each wrong one, shown beside it), the
// merge into another store after a confirmation, and its codes.
import { FormField } from '@components/form-field';
import { ApiCallError } from '@lib/api-client';
import type { AdminStoreRow } from '@shared/console/admin-stores';
import { ADMIN_STORES_TEXTS as T } from '@shared/console/admin-stores-texts';
import { STORE_LIMITS } from '@shared/store/store';
import { type FormEvent, useId, useState } from 'react';
import { useWriteKeys } from '../deals/use-write-key';
import { StoreCoupons } from './store-coupons';
import { mergeStore, saveStore } from './stores-api';

interface StoreDraft {
  name: string;
  logo: string;
  description: string;
  affiliateNote: string;
  hosts: string;
}

type Errors = Partial<Record<keyof StoreDraft | 'into', string>>;

const draftOf = (store: AdminStoreRow): StoreDraft => ({
  name: store.name,
  logo: store.logo ?? '',
  description: store.description,
  affiliateNote: store.affiliateNote,
  hosts: store.hosts.join('\n'),
});

interface StorePanelProps {
  store: AdminStoreRow;
  onChanged: (notice: string, into?: AdminStoreRow) => void;
  onClose: () => void;
}

export function StorePanel({ store, onChanged, onClose }: StorePanelProps) {
  const headingId = useId();
  const keys = useWriteKeys();
  const [draft, setDraft] = useState<StoreDraft>(() => draftOf(store));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [into, setInto] = useState('');
  const [confirming, setConfirming] = useState(false);

  /** Sends one write; a refusal's problems go beside their fields, any other failure above the form. */
  async function send<T>(signature: string, work: (key: string) => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setFailure('');
    setErrors({});
    try {
      const answer = await work(keys.keyFor(signature));
      keys.answered();
      return answer;
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      const fields = error instanceof ApiCallError ? (error.fields as Errors) : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? T.fixFields : (error as Error).message);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const changes = {
      ...draft,
      hosts: draft.hosts
        .split(/[\s,]+/)
        .map((host) => host.trim())
        .filter(Boolean),
    };
    const saved = await send(JSON.stringify(['save', store.slug, changes]), (key) =>
      saveStore(store.slug, changes, key),
    );
    if (saved) onChanged(T.saved(saved.name));
  }

  async function merge() {
    setConfirming(false);
    const target = into.trim();
    const merged = await send(JSON.stringify(['merge', store.slug, target]), (key) =>
      mergeStore(store.slug, target, key),
    );
    if (merged) onChanged(T.mergedNotice(store.name, merged.name), merged);
  }

  const set = (name: keyof StoreDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  return (
    <section className="admin-store card" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.storeHeading(store.name)}</h2>
      <p>
        <code>{store.slug}</code>
        {store.aliases.length > 0 ? ` · ${T.aliases}: ${store.aliases.join(', ')}` : null}
      </p>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={save}>
        <FormField label={T.labels.name} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              value={draft.name}
              maxLength={STORE_LIMITS.nameLength}
              onChange={set('name')}
            />
          )}
        </FormField>
        <FormField label={T.labels.logo} error={errors.logo}>
          {(control) => <input {...control} name="logo" value={draft.logo} onChange={set('logo')} />}
        </FormField>
        <FormField label={T.labels.description} error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={3}
              value={draft.description}
              maxLength={STORE_LIMITS.descriptionLength}
              onChange={set('description')}
            />
          )}
        </FormField>
        <FormField label={T.labels.affiliateNote} error={errors.affiliateNote}>
          {(control) => (
            <input
              {...control}
              name="affiliateNote"
              value={draft.affiliateNote}
              maxLength={STORE_LIMITS.noteLength}
              onChange={set('affiliateNote')}
            />
          )}
        </FormField>
        <FormField label={T.labels.hosts} error={errors.hosts}>
          {(control) => (
            <textarea {...control} name="hosts" rows={3} value={draft.hosts} onChange={set('hosts')} />
          )}
        </FormField>
        <div className="admin-deal-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {T.save}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {T.close}
          </button>
        </div>
      </form>

      <h3>{T.mergeHeading}</h3>
      <FormField label={T.mergeLabel} error={errors.into}>
        {(control) => (
          <input {...control} name="into" value={into} onChange={(event) => setInto(event.target.value)} />
        )}
      </FormField>
      {confirming ? (
        <div className="admin-store__confirm">
          <p>{T.confirmMerge(store.name, into.trim())}</p>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void merge()}>
            {T.confirmMergeButton}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {T.keep}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy || into.trim() === ''}
          onClick={() => setConfirming(true)}
        >
          {T.merge}
        </button>
      )}

      <StoreCoupons store={store} />
    </section>
  );
}
