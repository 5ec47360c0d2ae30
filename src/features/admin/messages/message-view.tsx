// One message as the sender wrote it (any HTML in it is shown as the text it is), with what the operator
// does with it: mark it handled or waiting, answer it by e-mail, and the answers already sent.
import { WrittenTime } from '@components/written-time';
import { ADMIN_MESSAGE_TEXTS as T } from '@shared/console/admin-messages-texts';
import { ADMIN_SECTIONS } from '@shared/console/admin-sections';
import { formatUsDateTime } from '@shared/site/intl-formats';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { RecordFrame } from '../record-frame';
import { useStaffData } from '../use-staff-data';
import { fetchMessage, markMessage } from './messages-api';
import { ReplyForm } from './reply-form';

interface MessageViewProps {
  id: string;
  /** The list's address, as it was when the message was opened. */
  backTo: string;
  /** The message changed: the list behind it reads again. */
  onChanged: () => void;
}

const when = (iso: string) => formatUsDateTime(new Date(iso));

export function MessageView({ id, backTo, onChanged }: MessageViewProps) {
  const load = useCallback(() => fetchMessage(id), [id]);
  const { state, reload } = useStaffData(load);
  const [replying, setReplying] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const changed = (text: string) => {
    setNotice(text);
    reload();
    onChanged();
  };

  const mark = async (handled: boolean) => {
    setBusy(true);
    setError('');
    try {
      await markMessage(id, handled);
      changed(handled ? T.markedHandled : T.markedWaiting);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <RecordFrame
      state={state}
      backTo={backTo}
      closeText={T.close}
      texts={{ forbidden: T.forbidden, offline: T.offline }}
    >
      {(message) => (
        <article className="admin-record card" aria-labelledby="message-subject">
          <h2 id="message-subject">{message.subject}</h2>
          <dl className="admin-item__facts">
            <dt>{T.from}</dt>
            <dd>
              {message.name} &lt;{message.email}&gt;
            </dd>
            <dt>{T.received}</dt>
            <dd>
              <WrittenTime iso={message.createdAt} withTime />
            </dd>
            <dt>{T.status}</dt>
            <dd>{message.handledAt ? T.handledOn(when(message.handledAt)) : T.waiting}</dd>
          </dl>
          <p className="admin-record__text">{message.message}</p>
          <p role="status">{notice}</p>
          {error ? (
            <p className="admin-item__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="admin-record__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setReplying(true)}
              disabled={replying}
            >
              {T.reply}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy}
              onClick={() => mark(!message.handledAt)}
            >
              {message.handledAt ? T.markWaiting : T.markHandled}
            </button>
          </div>
          {replying ? (
            <ReplyForm
              message={message}
              onCancel={() => setReplying(false)}
              onSent={() => {
                setReplying(false);
                changed(T.sent);
              }}
            />
          ) : null}
          <section aria-labelledby="message-replies">
            <h3 id="message-replies">{T.repliesHeading}</h3>
            {message.replies.length === 0 ? (
              <p>{T.noReplies}</p>
            ) : (
              <ul>
                {message.replies.map((reply) => (
                  <li key={reply.mailId}>
                    <Link to={`${ADMIN_SECTIONS.mail.path}?mail=${reply.mailId}`}>{reply.subject}</Link>{' '}
                    {T.replyBy(reply.by, when(reply.createdAt))} ·{' '}
                    {reply.sentAt
                      ? T.mailSent
                      : reply.lastError
                        ? T.mailFailed(reply.lastError)
                        : T.mailStored}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </article>
      )}
    </RecordFrame>
  );
}
