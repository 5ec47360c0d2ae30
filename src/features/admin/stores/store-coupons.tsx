// A store's codes in every status, newest first, with the row's actions (edit; end a live or waiting code)
// and the form that adds a code (live at once) or edits one. A refused form names its fields beside them.
import { FormField } from '@components/form-field';
import { ApiCallError } from '@lib/api-client';
import type { AdminCouponRow, AdminStoreRow } from '@shared/console/admin-stores';
import { ADMIN_STORES_TEXTS as T } from '@shared/console/admin-stores-texts';
import { COUPON_LIMITS } from '@shared/store/store';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { ActionNotice, type ActionOutcome } from '../action-notice';
import { useWriteKeys } from '../deals/use-write-key';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';
import {
  addCoupon,
  type CouponDraft,
  draftOfCoupon,
  EMPTY_COUPON,
  expireCoupon,
  fetchCoupons,
  saveCoupon,
} from './stores-api';

const C = T.couponColumns;
type Editor = { kind: 'add' } | { kind: 'edit'; coupon: AdminCouponRow } | null;

export function StoreCoupons({ store }: { store: AdminStoreRow }) {
  const headingId = useId();
  const load = useCallback(() => fetchCoupons(store.slug), [store.slug]);
  const { state, reload } = useStaffData(load);
  const keys = useWriteKeys();
  const [editor, setEditor] = useState<Editor>(null);
  const [notice, setNotice] = useState<ActionOutcome>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function expire(coupon: AdminCouponRow) {
    setBusyId(coupon.id);
    setNotice(null);
    try {
      await expireCoupon(store.slug, coupon.id, keys.keyFor(`expire:${coupon.id}`));
      keys.answered();
      setNotice({ text: T.couponExpired(coupon.title), error: false });
      reload();
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      setNotice({ text: (error as Error).message, error: true });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{T.couponsHeading(store.name)}</h3>
      <ActionNotice notice={notice} />
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => {
          setNotice(null);
          setEditor({ kind: 'add' });
        }}
      >
        {T.addCoupon}
      </button>
      {editor ? (
        <CouponForm
          key={editor.kind === 'edit' ? editor.coupon.id : 'add'}
          slug={store.slug}
          editing={editor.kind === 'edit' ? editor.coupon : undefined}
          onSaved={(text) => {
            setEditor(null);
            setNotice({ text, error: false });
            reload();
          }}
          onCancel={() => setEditor(null)}
        />
      ) : null}
      {state.kind !== 'ready' ? (
        <StaffDataNotice state={state} texts={{ loading: T.couponsLoading }} />
      ) : state.data.length === 0 ? (
        <p>{T.noCoupons}</p>
      ) : (
        <table className="admin-table">
          <caption className="sr-only">{T.couponsHeading(store.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{C.code}</th>
              <th scope="col">{C.title}</th>
              <th scope="col">{C.status}</th>
              <th scope="col">{C.source}</th>
              <th scope="col">{C.ends}</th>
              <th scope="col">{C.actions}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((coupon) => {
              const name = coupon.code || coupon.title;
              return (
                <tr key={coupon.id}>
                  <td data-label={C.code}>{coupon.code ? <code>{coupon.code}</code> : T.noCode}</td>
                  <td data-label={C.title}>{coupon.title}</td>
                  <td data-label={C.status}>{T.statuses[coupon.status]}</td>
                  <td data-label={C.source}>{T.sources[coupon.source]}</td>
                  <td data-label={C.ends}>{coupon.endsAt ? coupon.endsAt.slice(0, 10) : T.noEnd}</td>
                  <td data-label={C.actions}>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={`${T.editCoupon}: ${name}`}
                      onClick={() => {
                        setNotice(null);
                        setEditor({ kind: 'edit', coupon });
                      }}
                    >
                      {T.editCoupon}
                    </button>
                    {coupon.status === 'live' || coupon.status === 'pending' ? (
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={`${T.expireCoupon}: ${name}`}
                        disabled={busyId === coupon.id}
                        onClick={() => void expire(coupon)}
                      >
                        {T.expireCoupon}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

type Errors = Partial<Record<keyof CouponDraft, string>>;

interface CouponFormProps {
  slug: string;
  editing?: AdminCouponRow;
  onSaved: (notice: string) => void;
  onCancel: () => void;
}

function CouponForm({ slug, editing, onSaved, onCancel }: CouponFormProps) {
  const headingId = useId();
  const keys = useWriteKeys();
  const [draft, setDraft] = useState<CouponDraft>(() => (editing ? draftOfCoupon(editing) : EMPTY_COUPON));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    const key = keys.keyFor(JSON.stringify([editing?.id ?? null, draft]));
    try {
      const coupon = editing
        ? await saveCoupon(slug, editing.id, draft, key)
        : await addCoupon(slug, draft, key);
      keys.answered();
      setErrors({});
      onSaved((editing ? T.couponSaved : T.couponAdded)(coupon.title));
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      const fields = error instanceof ApiCallError ? (error.fields as Errors) : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? T.fixFields : (error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof CouponDraft, maxLength?: number) => (
    <FormField key={name} label={T.couponLabels[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={draft[name]}
          maxLength={maxLength}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <section className="card" aria-labelledby={headingId}>
      <h4 id={headingId}>{T.couponFormHeading(Boolean(editing))}</h4>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        {field('code', COUPON_LIMITS.codeLength)}
        {field('title', COUPON_LIMITS.titleLength)}
        {field('terms', COUPON_LIMITS.termsLength)}
        {field('url', COUPON_LIMITS.urlLength)}
        {field('startsAt')}
        {field('endsAt')}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {T.saveCoupon}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </form>
    </section>
  );
}
