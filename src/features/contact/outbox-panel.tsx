import { requeueRejected } from '@lib/db/outbox-store';
import { useOnlineStatus } from '@lib/online-status';
import { sendKeptWrites } from '@lib/outbox/outbox';
import {
  OUTBOX_DISCARD,
  OUTBOX_HEADING,
  OUTBOX_SEND_NOW,
  OUTBOX_WAITING_ONLINE,
  outboxItemLabel,
  outboxLastError,
  queuedCount,
} from '@shared/site/contact-texts';
import { formatUsDateTime } from '@shared/site/intl-formats';
import { useId, useState } from 'react';
import { dropQueued, lastFailureOf, useQueuedMessages } from './outbox';

/** The messages kept on this device until they can be sent, with their count. */
export function OutboxPanel() {
  const headingId = useId();
  const queued = useQueuedMessages();
  const online = useOnlineStatus();
  const [sendingNow, setSendingNow] = useState(false);

  if (!queued || queued.length === 0) return null;

  const sendNow = async () => {
    setSendingNow(true);
    try {
      // The visitor asks again: messages the service refused are tried once more too.
      await requeueRejected('contact');
      await sendKeptWrites();
    } catch (error) {
      console.error('Sending queued messages failed:', error);
    } finally {
      setSendingNow(false);
    }
  };

  return (
    <section className="contact-outbox card" aria-labelledby={headingId}>
      <h2 id={headingId}>{OUTBOX_HEADING}</h2>
      <p className="contact-outbox__count" role="status">
        {queuedCount(queued.length)}
      </p>
      {online ? null : <p>{OUTBOX_WAITING_ONLINE}</p>}
      <ul className="contact-outbox__list">
        {queued.map((row) => (
          <li key={row.id} className="contact-outbox__item">
            <div>
              <p className="contact-outbox__subject">{row.payload.subject}</p>
              <p className="contact-outbox__meta">
                <time dateTime={new Date(row.createdAt).toISOString()}>
                  {formatUsDateTime(new Date(row.createdAt))}
                </time>
                {lastFailureOf(row) ? ` · ${outboxLastError(lastFailureOf(row)!)}` : ''}
              </p>
            </div>
            <button
              type="button"
              className="btn btn--small btn--secondary"
              aria-label={outboxItemLabel(OUTBOX_DISCARD, row.payload.subject ?? '')}
              onClick={() => void dropQueued(row.id)}
            >
              {OUTBOX_DISCARD}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => void sendNow()}
        disabled={!online || sendingNow}
      >
        {OUTBOX_SEND_NOW}
      </button>
    </section>
  );
}
