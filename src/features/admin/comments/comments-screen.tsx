// /admin/comments, for moderators and operators: members' comments newest first, shown, hidden or all,
// searched by text, author or deal, each hidden from shoppers or shown again. The filter, the search and
// the page are in the address; the server checks the role of every call and says why it refuses.
import {
  COMMENT_FILTERS,
  COMMENT_SEARCH_MAX,
  type CommentFilter,
  type StaffComment,
  ADMIN_COMMENT_TEXTS as T,
} from '@shared/admin-comments';
import { type FormEvent, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageParam, withParams } from '../list-params';
import { PagedTable } from '../paged-table';
import { useStaffData } from '../use-staff-data';
import { CommentRow } from './comment-row';
import { fetchComments, setCommentHidden } from './comments-api';

const filterOf = (value: string | null): CommentFilter =>
  COMMENT_FILTERS.includes(value as CommentFilter) ? (value as CommentFilter) : 'all';

type Notice = { text: string; error: boolean } | null;

export function CommentsScreen() {
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => fetchComments({ status, q, page }), [status, q, page]);
  const { state, reload } = useStaffData(load);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(
      withParams(params, {
        // The default filter stays out of the address.
        status: form.get('status') === 'all' ? undefined : String(form.get('status')),
        q: String(form.get('q')).trim(),
        page: undefined,
      }),
    );
  };

  const change = async (comment: StaffComment, hidden: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      await setCommentHidden(comment.id, hidden);
      setNotice({ text: (hidden ? T.hiddenNotice : T.shownNotice)(comment.author), error: false });
      reload();
    } catch (failure) {
      setNotice({ text: (failure as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-comments" aria-label={T.heading}>
      <p>{T.intro}</p>
      <form className="admin-filters" onSubmit={search}>
        <div className="form-field">
          <label htmlFor="comments-status">{T.filterLabel}</label>
          <select
            id="comments-status"
            name="status"
            defaultValue={status}
            key={status}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {COMMENT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {T.filters[filter]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="comments-q">{T.searchLabel}</label>
          <input
            id="comments-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={COMMENT_SEARCH_MAX}
          />
        </div>
        <button type="submit" className="btn btn--secondary">
          {T.search}
        </button>
      </form>
      <p role="status">{notice && !notice.error ? notice.text : ''}</p>
      {notice?.error ? (
        <p className="notice notice--error" role="alert">
          {notice.text}
        </p>
      ) : null}
      <PagedTable
        state={state}
        texts={{ loading: T.loading, forbidden: T.forbidden, offline: T.offline, empty: T.empty }}
        columns={Object.values(T.columns)}
        rows={(items) =>
          items.map((comment) => (
            <CommentRow key={comment.id} comment={comment} busy={busy} onChange={change} />
          ))
        }
      />
    </section>
  );
}
