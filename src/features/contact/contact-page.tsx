import { useEffect } from 'react';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { ContactUnavailable } from './contact-unavailable';
import { readEmailJsConfig } from './emailjs-config';
import { startContactOutboxSync } from './outbox-flusher';
import { OutboxPanel } from './outbox-panel';
import './contact.css';

const config = readEmailJsConfig();

/** The contact information box beside the message form and the messages waiting to be sent. */
export function ContactPage() {
  useEffect(() => {
    // Sends what is queued; not stopped on leaving the page, so queued messages still go when the
    // connection returns while the visitor reads another page.
    if (config) startContactOutboxSync();
  }, []);

  return (
    <div className="contact-layout">
      <div className="contact-layout__main">
        {config ? (
          <>
            <ContactForm config={config} />
            <OutboxPanel />
          </>
        ) : (
          <ContactUnavailable />
        )}
      </div>
      <ContactInfo />
    </div>
  );
}
