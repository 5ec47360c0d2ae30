// Where the contact form's messages go: EmailJS when its settings are built in (spec §9), else the site's own
// message endpoint, where the operator reads them. Either way a message that cannot go now is kept in the
// outbox as the request that will send it.
import type { ContactMessage } from '@shared/site/contact-message';
import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';
import { contactOutboxRequest, sendContactForm } from './api/email-client';
import { sendSiteMessage, siteMessageRequest } from './api/site-messages';
import { type EmailJsConfig, readEmailJsConfig } from './emailjs-config';

export interface ContactTransport {
  /**
   * Sends the message as typed, under the idempotency key the outbox will use if it has to send it again.
   * Rejects with { status, text } for a refusal, or a TypeError when no answer came.
   */
  send(form: HTMLFormElement, message: ContactMessage, key: string): Promise<void>;
  /** The request that sends the message later from the outbox. */
  outboxRequest(message: ContactMessage): OutboxRequest;
}

const emailJsTransport = (config: EmailJsConfig): ContactTransport => ({
  // EmailJS takes no idempotency key; the form is sent as the spec says, with sendForm.
  send: (form) => sendContactForm(config, form),
  outboxRequest: (message) => contactOutboxRequest(config, message),
});

const siteTransport: ContactTransport = {
  send: (_form, message, key) => sendSiteMessage(message, key),
  outboxRequest: siteMessageRequest,
};

export const contactTransport = (config: EmailJsConfig | null = readEmailJsConfig()): ContactTransport =>
  config ? emailJsTransport(config) : siteTransport;
