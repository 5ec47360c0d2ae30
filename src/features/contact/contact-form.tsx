import { showToast } from '@lib/toast';
import {
  CONTACT_LIMITS,
  type ContactMessage,
  contactMessageSchema,
  EMPTY_CONTACT_MESSAGE,
} from '@shared/site/contact-message';
import {
  CONTACT_FIELDS,
  CONTACT_FORM_HEADING,
  MESSAGE_QUEUED,
  networkFailureQueued,
  QUEUE_FAILED,
  SEND_BUTTON,
  SEND_FAILURE,
  SEND_SUCCESS,
  SENDING_BUTTON,
  sendFailureDetail,
} from '@shared/site/contact-texts';
import { type FormEvent, useId, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './contact-draft';
import { ContactField } from './contact-field';
import type { ContactTransport } from './contact-transport';
import { queueMessage } from './outbox';
import { describeSendError } from './send-error';

type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/**
 * The contact form: idle → sending (button disabled) → success (toast, form cleared) or failure (toast,
 * button enabled again, text kept). Without a connection the message goes to the outbox instead, and the
 * form clears only once it is safely stored.
 */
export function ContactForm({ transport }: { transport: ContactTransport }) {
  const headingId = useId();
  const [values, setValues] = useState<ContactMessage>(readDraft);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const setField = (field: keyof ContactMessage) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      writeDraft(next);
      return next;
    });
  };

  const clearForm = () => {
    setValues(EMPTY_CONTACT_MESSAGE);
    clearDraft();
  };

  /** Keeps the message for later; the text leaves the form only once it is stored. */
  const queue = async (message: ContactMessage, key: string, announcement: string) => {
    try {
      await queueMessage(transport, message, key);
    } catch {
      setNotice({ tone: 'error', text: QUEUE_FAILED });
      showToast('error', SEND_FAILURE);
      return;
    }
    clearForm();
    setNotice({ tone: 'info', text: announcement });
    showToast('info', announcement);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const message = contactMessageSchema.safeParse(values);
    if (!message.success) return;
    setSending(true);
    setNotice(null);
    // One key for this message, whether it goes now or later from the outbox.
    const key = crypto.randomUUID();
    try {
      if (!navigator.onLine) {
        await queue(message.data, key, MESSAGE_QUEUED);
        return;
      }
      try {
        await transport.send(form, message.data, key);
      } catch (error) {
        const failure = describeSendError(error);
        if (failure.network) {
          await queue(message.data, key, networkFailureQueued(failure.reason));
          return;
        }
        setNotice({ tone: 'error', text: sendFailureDetail(failure.reason) });
        showToast('error', SEND_FAILURE);
        return;
      }
      clearForm();
      setNotice({ tone: 'success', text: SEND_SUCCESS });
      showToast('success', SEND_SUCCESS);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="contact-form card" aria-labelledby={headingId}>
      <h2 id={headingId}>{CONTACT_FORM_HEADING}</h2>
      <form onSubmit={onSubmit} aria-busy={sending}>
        <div className="contact-form__row">
          <ContactField
            label={CONTACT_FIELDS.name}
            name="name"
            value={values.name}
            onChange={setField('name')}
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
          />
          <ContactField
            label={CONTACT_FIELDS.email}
            name="email"
            type="email"
            value={values.email}
            onChange={setField('email')}
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
          />
        </div>
        <ContactField
          label={CONTACT_FIELDS.subject}
          name="subject"
          value={values.subject}
          onChange={setField('subject')}
          maxLength={CONTACT_LIMITS.subject}
        />
        <ContactField
          label={CONTACT_FIELDS.message}
          name="message"
          value={values.message}
          onChange={setField('message')}
          maxLength={CONTACT_LIMITS.message}
          multiline
        />
        <button type="submit" className="btn btn--primary contact-form__submit" disabled={sending}>
          {sending ? SENDING_BUTTON : SEND_BUTTON}
        </button>
        {/* Both regions are always present so a result is announced when it appears. */}
        <p className={`contact-notice contact-notice--${notice?.tone ?? 'info'}`} role="status">
          {notice && notice.tone !== 'error' ? notice.text : ''}
        </p>
        <p className="contact-notice contact-notice--error" role="alert">
          {notice?.tone === 'error' ? notice.text : ''}
        </p>
      </form>
    </section>
  );
}
