// The operator's answer to a message, sent by e-mail to its sender. The subject starts as "Re: …"; the form
// checks the fields with the server's own schema and shows the server's word per field too. One key per
// answer as typed: sending it again after a lost answer (same words) is still one mail.
import { FormField } from '@components/form-field';
import { ApiCallError } from '@lib/api-client';
import {
  type MessageDetail,
  REPLY_LIMITS,
  type ReplyField,
  type ReplyRequest,
  replyFieldErrors,
  replyRequestSchema,
  replySubject,
} from '@shared/console/admin-messages';
import { ADMIN_MESSAGE_TEXTS as T } from '@shared/console/admin-messages-texts';
import { type FormEvent, useRef, useState } from 'react';
import { replyToMessage } from './messages-api';

interface ReplyFormProps {
  message: MessageDetail;
  onSent: () => void;
  onCancel: () => void;
}

export function ReplyForm({ message, onSent, onCancel }: ReplyFormProps) {
  const [reply, setReply] = useState<ReplyRequest>(() => ({
    subject: replySubject(message.subject),
    body: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<ReplyField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const sentKey = useRef<{ key: string; words: string } | null>(null);

  const keyFor = (words: string) => {
    if (sentKey.current?.words !== words) sentKey.current = { key: crypto.randomUUID(), words };
    return sentKey.current.key;
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = replyRequestSchema.safeParse(reply);
    if (!checked.success) {
      setErrors(replyFieldErrors(checked.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await replyToMessage(message.id, checked.data, keyFor(JSON.stringify(checked.data)));
      onSent();
    } catch (error) {
      if (error instanceof ApiCallError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className="admin-reply" aria-labelledby="reply-heading" onSubmit={send} noValidate>
      <h3 id="reply-heading">{T.replyHeading}</h3>
      <p>{T.replyTo(message.name, message.email)}</p>
      <p className="muted">{T.replyHint}</p>
      {hasErrors || failure ? (
        <p className="admin-item__error" role="alert">
          {hasErrors ? T.fixFields : failure}
        </p>
      ) : null}
      <FormField label={T.subject} error={errors.subject}>
        {(control) => (
          <input
            {...control}
            name="subject"
            value={reply.subject}
            maxLength={REPLY_LIMITS.subject}
            onChange={(event) => setReply({ ...reply, subject: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={T.body} error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            name="body"
            rows={8}
            value={reply.body}
            maxLength={REPLY_LIMITS.body}
            onChange={(event) => setReply({ ...reply, body: event.target.value })}
          />
        )}
      </FormField>
      <div className="admin-record__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? T.sending : T.send}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
