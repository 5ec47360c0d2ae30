// /admin/stores, for operators: find a store by name, then change its name, logo, description, note and
// hosts, merge it into another store, and manage its codes. The server decides who may (the page answers
// others with 403 and every call checks the role again); this screen says what it answered.
import type { AdminStoreRow } from '@shared/console/admin-stores';
import { ADMIN_STORES_TEXTS as T } from '@shared/console/admin-stores-texts';
import { STORE_LIMITS } from '@shared/store/store';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { ActionNotice, type ActionOutcome } from '../action-notice';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';
import { StorePanel } from './store-panel';
import { fetchStores } from './stores-api';

export function AdminStoresScreen() {
  const searchId = useId();
  const [words, setWords] = useState('');
  const [query, setQuery] = useState('');
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionOutcome>(null);
  const load = useCallback(() => fetchStores(query), [query]);
  const { state, reload } = useStaffData(load);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(words.trim());
  };

  if (state.kind !== 'ready') {
    return (
      <StaffDataNotice
        state={state}
        texts={{ offline: T.offline, loading: T.loading, signIn: T.signIn, forbidden: T.forbidden }}
      />
    );
  }
  const { stores, total } = state.data;
  const open = stores.find((store) => store.slug === openSlug);

  /** A store changed (saved, or merged into `into`): say so and read the list again. */
  const changed = (text: string, into?: AdminStoreRow) => {
    setNotice({ text, error: false });
    if (into) setOpenSlug(into.slug);
    reload();
  };

  return (
    <div className="admin-stores">
      {/* The search role on a form, rather than <search>, keeps the landmark in browsers without <search>. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
      <form role="search" className="admin-deals__search" aria-label={T.searchLandmark} onSubmit={search}>
        <div className="form-field">
          <label htmlFor={`${searchId}-q`}>{T.searchLabel}</label>
          <input
            id={`${searchId}-q`}
            type="search"
            name="q"
            value={words}
            maxLength={STORE_LIMITS.nameLength}
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          {T.search}
        </button>
      </form>

      <ActionNotice notice={notice} />

      <section aria-label={T.listCaption}>
        <p>{T.found(total)}</p>
        {stores.length === 0 ? (
          <p>{T.none}</p>
        ) : (
          <table className="admin-table">
            <caption className="sr-only">{T.listCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.name}</th>
                <th scope="col">{T.columns.hosts}</th>
                <th scope="col">{T.columns.coupons}</th>
                <th scope="col">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {stores.map((store) => (
                <tr key={store.slug}>
                  <td data-label={T.columns.name}>
                    {store.name}
                    <br />
                    <code>{store.slug}</code>
                  </td>
                  <td data-label={T.columns.hosts}>{store.hosts.join(', ')}</td>
                  <td data-label={T.columns.coupons}>{store.coupons}</td>
                  <td data-label={T.columns.actions}>
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      aria-label={`${T.open}: ${store.name}`}
                      onClick={() => {
                        setNotice(null);
                        setOpenSlug(store.slug);
                      }}
                    >
                      {T.open}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {open ? (
        <StorePanel key={open.slug} store={open} onChanged={changed} onClose={() => setOpenSlug(null)} />
      ) : null}
    </div>
  );
}
