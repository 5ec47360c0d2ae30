// /admin/deals, for operators: find deals (live or ended) by title, store or id, create and edit them,
// end or delete them, and import a file of deals. The server decides who may (the page answers others
// with 403 and every call checks the role again); this screen says what it answered. Each change reaches
// the shoppers' devices on their next sync.
import { ApiCallError } from '@lib/api-client';
import {
  type AdminDealPage,
  type AdminDealQuery,
  type AdminDealRow,
  DEAL_STATES,
  type DealStateFilter,
  draftOfRow,
  EMPTY_ADMIN_DEAL,
} from '@shared/console/admin-deals';
import { ADMIN_DEALS_TEXTS } from '@shared/console/admin-deals-texts';
import { TEXT_LIMITS } from '@shared/site/text-rules';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { ActionNotice, type ActionOutcome } from '../action-notice';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';
import { DealForm } from './deal-form';
import { deleteDeal, expireDeal, fetchDealPage } from './deals-api';
import { DealsTable } from './deals-table';
import { ImportPanel } from './import-panel';
import { useWriteKeys } from './use-write-key';
import './admin-deals.css';

const T = ADMIN_DEALS_TEXTS;

type Editor = { kind: 'create' } | { kind: 'edit'; deal: AdminDealRow } | null;
export function AdminDealsScreen() {
  const searchId = useId();
  const [query, setQuery] = useState<AdminDealQuery>({ q: '', state: 'all', page: 1 });
  const [words, setWords] = useState('');
  const [stateFilter, setStateFilter] = useState<DealStateFilter>('all');
  const [editor, setEditor] = useState<Editor>(null);
  const [notice, setNotice] = useState<ActionOutcome>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const keys = useWriteKeys();
  const load = useCallback(() => fetchDealPage(query), [query]);
  const { state, reload } = useStaffData<AdminDealPage>(load);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: words.trim(), state: stateFilter, page: 1 });
  };

  /** Expire or delete one deal, then read the page again. */
  async function act(deal: AdminDealRow, action: 'expire' | 'delete') {
    setBusyId(deal.id);
    setNotice(null);
    try {
      const key = keys.keyFor(`${action}:${deal.id}`);
      await (action === 'expire' ? expireDeal(deal.id, key) : deleteDeal(deal.id, key));
      keys.answered();
      setNotice({ text: (action === 'expire' ? T.expiredNotice : T.deleted)(deal.title), error: false });
      if (editor?.kind === 'edit' && editor.deal.id === deal.id) setEditor(null);
      reload();
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetworkFailure) keys.answered();
      setNotice({ text: (error as Error).message, error: true });
    } finally {
      setBusyId(null);
    }
  }

  const saved = (_deal: AdminDealRow, text: string) => {
    setEditor(null);
    setNotice({ text, error: false });
    reload();
  };

  if (state.kind !== 'ready') {
    return (
      <StaffDataNotice
        state={state}
        texts={{ offline: T.offline, loading: T.loading, signIn: T.signIn, forbidden: T.forbidden }}
      />
    );
  }
  const page = state.data;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));

  return (
    <div className="admin-deals">
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
            maxLength={TEXT_LIMITS.title}
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${searchId}-state`}>{T.stateLabel}</label>
          <select
            id={`${searchId}-state`}
            name="state"
            value={stateFilter}
            onChange={(event) => setStateFilter(event.target.value as DealStateFilter)}
          >
            {DEAL_STATES.map((value) => (
              <option key={value} value={value}>
                {T.states[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          {T.search}
        </button>
      </form>

      <div className="admin-deals__bar">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setNotice(null);
            setEditor({ kind: 'create' });
          }}
        >
          {T.newDeal}
        </button>
      </div>

      <div className="admin-deals__notices">
        <ActionNotice notice={notice} />
      </div>

      {editor ? (
        <DealForm
          key={editor.kind === 'edit' ? `edit:${editor.deal.id}` : 'create'}
          editing={editor.kind === 'edit' ? editor.deal : undefined}
          initial={editor.kind === 'edit' ? draftOfRow(editor.deal) : EMPTY_ADMIN_DEAL}
          onSaved={saved}
          onCancel={() => setEditor(null)}
        />
      ) : null}

      <section aria-label={T.tableCaption}>
        <p className="admin-deals__count">{T.found(page.total)}</p>
        {page.deals.length === 0 ? (
          <p>{T.none}</p>
        ) : (
          <DealsTable
            deals={page.deals}
            busyId={busyId}
            onEdit={(deal) => {
              setNotice(null);
              setEditor({ kind: 'edit', deal });
            }}
            onExpire={(deal) => void act(deal, 'expire')}
            onDelete={(deal) => void act(deal, 'delete')}
          />
        )}
        {pages > 1 ? (
          <nav className="admin-deals__pager" aria-label={T.pageOf(page.page, pages)}>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={page.page <= 1}
              onClick={() => setQuery({ ...query, page: page.page - 1 })}
            >
              {T.previous}
            </button>
            <span>{T.pageOf(page.page, pages)}</span>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              disabled={page.page >= pages}
              onClick={() => setQuery({ ...query, page: page.page + 1 })}
            >
              {T.next}
            </button>
          </nav>
        ) : null}
      </section>

      <ImportPanel onImported={reload} />
    </div>
  );
}
