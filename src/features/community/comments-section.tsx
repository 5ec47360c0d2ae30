import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import { useDiscussion } from '@lib/db/community-store';
import { discardOutboxEntry, type OutboxEntry } from '@lib/db/outbox-store';
import { useFirstDrawTime } from '@lib/db/page-answers';
import { memberAtom } from '@lib/member/member-state';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import { storeDiscussion } from '@lib/store-discussion';
import { COMMENT_EDIT_MINUTES, type DealComment } from '@shared/community/community';
import {
  COMMENT_DELETED_TEXT,
  COMMENT_HIDDEN_TEXT,
  COMMENT_LABEL,
  COMMENTS_HEADING,
  DELETE,
  EDIT,
  EDITED,
  HIDE,
  NO_COMMENTS,
  POST_COMMENT,
  POST_REPLY,
  POSTED_BY,
  REPLY,
  REPLY_LABEL,
  rawVotesText,
  SAVE_EDIT,
  SIGN_IN_TO_COMMENT,
} from '@shared/community/community-texts';
import { DISCARD, PENDING_TEXT } from '@shared/community/temperature-texts';
import type { Deal } from '@shared/deal/deal';
import { TEXT_LIMITS } from '@shared/site/text-rules';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { queueComment, queueCommentDelete, queueCommentEdit, queueCommentHide } from './community-requests';
import { useKeptWrites } from './use-kept-writes';
import './community.css';

/** A text box and a button: a comment, a reply or an edit. What was typed stays until it is kept. */
function CommentForm({
  label,
  submitText,
  initial = '',
  onSubmit,
}: {
  label: string;
  submitText: string;
  initial?: string;
  onSubmit: (body: string) => void;
}) {
  const [body, setBody] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    onSubmit(body.trim());
    setBody('');
  };
  return (
    <form className="comment-form" onSubmit={submit}>
      <label>
        {label}
        <textarea
          value={body}
          required
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => setBody(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn--secondary">
        {submitText}
      </button>
    </form>
  );
}

/** A kept write's line: waiting to be sent, or refused with the server's reason and a way to discard it. */
function KeptNote({ entry }: { entry: OutboxEntry }) {
  if (entry.state !== 'rejected') {
    return (
      <p className="community-pending" role="status">
        {PENDING_TEXT}
      </p>
    );
  }
  return (
    <p className="notice notice--error" role="alert">
      {entry.lastError}{' '}
      <button type="button" className="btn btn--link" onClick={() => void discardOutboxEntry(entry.id)}>
        {DISCARD}
      </button>
    </p>
  );
}

/**
 * Whether the comment may still be edited; turns false, drawing again, the moment its edit window closes.
 * First as at the page's own moment, so the app takes over what the server drew; a window that has closed
 * since closes at once.
 */
function useStillEditable(comment: DealComment): boolean {
  const firstDrawn = useFirstDrawTime();
  const closesAt = Date.parse(comment.createdAt) + COMMENT_EDIT_MINUTES * 60_000;
  const [open, setOpen] = useState(() => firstDrawn.getTime() < closesAt);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), closesAt - Date.now());
    return () => clearTimeout(timer);
  }, [open, closesAt]);
  return open && comment.state === 'shown';
}

interface CommentViewProps {
  comment: DealComment;
  replies: DealComment[];
  kept: OutboxEntry[];
  memberId: string | undefined;
  moderator: boolean;
}

function CommentView({ comment, replies, kept, memberId, moderator }: CommentViewProps) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const own = memberId !== undefined && comment.authorId === memberId;
  const editable = useStillEditable(comment);
  const mine = kept.filter((entry) => entry.payload.commentId === comment.id);
  const pendingReplies = kept.filter(
    (entry) => entry.payload.action === 'post' && entry.payload.parentId === comment.id,
  );
  return (
    <li className="comment">
      <p className="comment__meta">
        <strong>
          {comment.authorHandle ? (
            <Link to={paths.member(comment.authorHandle)}>{comment.author}</Link>
          ) : (
            comment.author
          )}
        </strong>{' '}
        <WrittenTime iso={comment.createdAt} withTime />
        {comment.editedAt ? ` (${EDITED})` : null}
      </p>
      {/* Plain text: React writes it as text, so a link in it stays text. */}
      <p className="comment__body">
        {comment.state === 'deleted'
          ? COMMENT_DELETED_TEXT
          : comment.state === 'hidden'
            ? COMMENT_HIDDEN_TEXT
            : comment.body}
      </p>
      {mine.map((entry) => (
        <KeptNote key={entry.id} entry={entry} />
      ))}
      {comment.state === 'shown' && memberId ? (
        <div className="comment__actions">
          {comment.parentId === null ? (
            <button type="button" className="btn btn--link" onClick={() => setMode('reply')}>
              {REPLY}
            </button>
          ) : null}
          {own && editable ? (
            <button type="button" className="btn btn--link" onClick={() => setMode('edit')}>
              {EDIT}
            </button>
          ) : null}
          {own ? (
            <button
              type="button"
              className="btn btn--link"
              onClick={() => void queueCommentDelete(comment.dealId, comment.id)}
            >
              {DELETE}
            </button>
          ) : null}
          {moderator ? (
            <button
              type="button"
              className="btn btn--link"
              onClick={() => void queueCommentHide(comment.dealId, comment.id)}
            >
              {HIDE}
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'edit' ? (
        <CommentForm
          label={COMMENT_LABEL}
          submitText={SAVE_EDIT}
          initial={comment.body}
          onSubmit={(body) => {
            void queueCommentEdit(comment.dealId, comment.id, body);
            setMode('read');
          }}
        />
      ) : null}
      {mode === 'reply' ? (
        <CommentForm
          label={REPLY_LABEL}
          submitText={POST_REPLY}
          onSubmit={(body) => {
            void queueComment(comment.dealId, body, comment.id);
            setMode('read');
          }}
        />
      ) : null}
      {replies.length > 0 || pendingReplies.length > 0 ? (
        <ul className="comment__replies">
          {replies.map((reply) => (
            <CommentView
              key={reply.id}
              comment={reply}
              replies={[]}
              kept={kept}
              memberId={memberId}
              moderator={moderator}
            />
          ))}
          {pendingReplies.map((entry) => (
            <PendingComment key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A comment written on this device that the server has not answered yet. */
function PendingComment({ entry }: { entry: OutboxEntry }) {
  return (
    <li className="comment comment--pending">
      <p className="comment__body">{entry.payload.body}</p>
      <KeptNote entry={entry} />
    </li>
  );
}

/**
 * The deal's comments with one level of replies: as the server drew them (the page reads without the app),
 * then as last fetched to this device (readable offline), and the member's own writes still waiting to be
 * sent. Every write goes through the outbox; when one is answered the discussion is fetched again, so the
 * page follows the server.
 */
export function CommentsSection({ deal }: { deal: Deal }) {
  const member = useAtomValue(memberAtom);
  const discussion = useDiscussion(deal.id);
  const kept = useKeptWrites('comment', deal.id);
  useEffect(
    () =>
      onOutboxEvent(({ kind, outcome }) => {
        if (kind === 'comment' && outcome.type === 'sent') void storeDiscussion(deal.id);
      }),
    [deal.id],
  );
  if (deal.source !== 'own') return null;

  const comments = discussion?.comments ?? [];
  const known = new Set(comments.map((comment) => comment.id));
  const topLevel = comments.filter((comment) => comment.parentId === null);
  const newTopLevel = kept.filter(
    (entry) =>
      entry.payload.action === 'post' && !entry.payload.parentId && !known.has(entry.payload.commentId!),
  );

  return (
    <section className="discussion" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{COMMENTS_HEADING}</h2>
      {discussion?.postedBy ? (
        <p className="discussion__poster">
          {POSTED_BY}{' '}
          {discussion.postedBy.handle ? (
            <Link to={paths.member(discussion.postedBy.handle)}>{discussion.postedBy.name}</Link>
          ) : (
            discussion.postedBy.name
          )}
        </p>
      ) : null}
      {discussion?.rawVotes ? (
        <p className="discussion__raw-votes">
          {rawVotesText(discussion.rawVotes.hot, discussion.rawVotes.cold)}
        </p>
      ) : null}
      {topLevel.length === 0 && newTopLevel.length === 0 ? <p>{NO_COMMENTS}</p> : null}
      <ul className="comments">
        {topLevel.map((comment) => (
          <CommentView
            key={comment.id}
            comment={comment}
            replies={comments.filter((reply) => reply.parentId === comment.id)}
            kept={kept}
            memberId={member?.id}
            moderator={discussion?.moderator ?? false}
          />
        ))}
        {newTopLevel.map((entry) => (
          <PendingComment key={entry.id} entry={entry} />
        ))}
      </ul>
      {member ? (
        <CommentForm
          label={COMMENT_LABEL}
          submitText={POST_COMMENT}
          onSubmit={(body) => void queueComment(deal.id, body)}
        />
      ) : (
        <Link to={paths.login}>{SIGN_IN_TO_COMMENT}</Link>
      )}
    </section>
  );
}
