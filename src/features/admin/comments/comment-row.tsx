// One comment in the console's list (a card under 768 px: every cell names its column): its text as
// text, its author, its deal, when it was posted, whether shoppers see it, and Hide or Show again, each
// asked once more in the row before it is done.
import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import type { StaffComment } from '@shared/console/admin-comments';
import { ADMIN_COMMENT_TEXTS as T } from '@shared/console/admin-comments-texts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const C = T.columns;

interface CommentRowProps {
  comment: StaffComment;
  /** Another row's change is on its way: this row's buttons wait too. */
  busy: boolean;
  onChange: (comment: StaffComment, hidden: boolean) => void;
}

export function CommentRow({ comment, busy, onChange }: CommentRowProps) {
  const [confirming, setConfirming] = useState(false);
  const hidden = comment.hiddenAt !== null;
  return (
    <tr>
      <td data-label={C.comment}>
        {/* React writes the comment as text: markup in it stays visible characters. */}
        <p className="admin-comments__text">{comment.body}</p>
      </td>
      <td data-label={C.author}>{comment.author}</td>
      <td data-label={C.deal}>
        <Link to={paths.deal(comment.dealId)}>{comment.dealTitle}</Link>
      </td>
      <td data-label={C.posted}>
        <WrittenTime iso={comment.createdAt} withTime />
      </td>
      <td data-label={C.state}>
        {hidden ? <span className="admin-status--waiting">{T.hidden}</span> : T.shown}
      </td>
      <td data-label={C.action}>
        {confirming ? (
          <div className="admin-item__actions">
            <p>{hidden ? T.confirmUnhide : T.confirmHide}</p>
            <button
              type="button"
              className={hidden ? 'btn btn--primary btn--small' : 'btn btn--danger btn--small'}
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onChange(comment, !hidden);
              }}
            >
              {hidden ? T.yesUnhide : T.yesHide}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(false)}>
              {T.cancel}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {hidden ? T.unhide : T.hide}
          </button>
        )}
      </td>
    </tr>
  );
}
