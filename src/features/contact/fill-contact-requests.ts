// Messages kept by earlier versions were always for EmailJS and carry no request: with EmailJS set up,
// each is given the request that sends it (a malformed one is marked invalid, with the reason). Loaded
// only then, so a site without EmailJS starts without the message checks and the EmailJS library.
import { fillOutboxRequests } from '@lib/db/outbox-store';
import { contactMessageSchema } from '@shared/site/contact-message';
import { contactOutboxRequest } from './api/email-client';
import type { EmailJsConfig } from './emailjs-config';

export function fillContactRequests(config: EmailJsConfig): Promise<void> {
  return fillOutboxRequests('contact', (payload) => {
    const message = contactMessageSchema.safeParse(payload);
    return message.success
      ? contactOutboxRequest(config, message.data)
      : { invalid: message.error.issues[0]?.message ?? 'Invalid message' };
  });
}
