import { startOutbox } from '@lib/outbox/outbox';
import { useEffect } from 'react';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { contactTransport } from './contact-transport';
import { startContactOutboxNotices } from './outbox-notices';
import { OutboxPanel } from './outbox-panel';
import './contact.css';

const transport = contactTransport();

/** The contact information box beside the message form and the messages waiting to be sent. */
export function ContactPage() {
  useEffect(() => {
    // Opening the page is a chance to send what is kept. The app also starts both at start-up; starting
    // them again only sends. The notices listen first, so no outcome goes untold.
    startContactOutboxNotices()
      .then(startOutbox)
      .catch((error: unknown) => console.error('Sending queued messages failed:', error));
  }, []);

  return (
    <div className="contact-layout">
      <div className="contact-layout__main">
        <ContactForm transport={transport} />
        <OutboxPanel />
      </div>
      <ContactInfo />
    </div>
  );
}
