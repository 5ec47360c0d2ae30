// The Comments section's calls. Read straight from the server (a decision acts on the comments as they are
// now); every answer is parsed with the shared schema before the screen sees it.
import { callApi } from '@lib/api-client';
import { ADMIN_COMMENTS_API, type CommentFilter, commentListSchema } from '@shared/console/admin-comments';

export interface CommentListView {
  status: CommentFilter;
  q: string;
  page: number;
}

export async function fetchComments({ status, q, page }: CommentListView) {
  const query = new URLSearchParams({ status, page: String(page) });
  if (q) query.set('q', q);
  return commentListSchema.parse(await callApi(`${ADMIN_COMMENTS_API.list}?${query}`));
}

/** Hides the comment from shoppers (`hidden`), or shows it again. */
export const setCommentHidden = (id: string, hidden: boolean) =>
  callApi(hidden ? ADMIN_COMMENTS_API.hide(id) : ADMIN_COMMENTS_API.unhide(id), {
    body: {},
    idempotencyKey: crypto.randomUUID(),
  });
