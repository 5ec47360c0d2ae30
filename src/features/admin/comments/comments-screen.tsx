// /admin/comments, for moderators and operators: members' comments newest first, shown, hidden or all,
// searched by text, author or deal, each hidden from shoppers or shown again. The filter, the search and
// the page are in the address; the server checks the role of every call and says why it refuses.
import {
  COMMENT_FILTERS,
  COMMENT_SEARCH_MAX,
  type CommentFilter,
  type StaffComment,
} from '@shared/console/admin-comments';
import { ADMIN_COMMENT_TEXTS as T } from '@shared/console/admin-comments-texts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActionNotice, type ActionOutcome } from '../action-notice';
import { pageParam } from '../list-params';
import { PagedTable } from '../paged-table';
import { StatusSearchFilters } from '../status-search-filters';
import { useStaffData } from '../use-staff-data';
import { CommentRow } from './comment-row';
import { fetchComments, setCommentHidden } from './comments-api';

const filterOf = (value: string | null): CommentFilter =>
  COMMENT_FILTERS.includes(value as CommentFilter) ? (value as CommentFilter) : 'all';

export function CommentsScreen() {
  const [params] = useSearchParams();
  const status = filterOf(params.get('status'));
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const [notice, setNotice] = useState<ActionOutcome>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => fetchComments({ status, q, page }), [status, q, page]);
  const { state, reload } = useStaffData(load);

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
      <StatusSearchFilters
        idPrefix="comments"
        filters={COMMENT_FILTERS}
        defaultFilter="all"
        status={status}
        q={q}
        searchMax={COMMENT_SEARCH_MAX}
        texts={T}
      />
      <ActionNotice notice={notice} />
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
