// The one gateway to the e-mail service. Headless blocking stays off and no throttle is set (spec §9).
import emailjs from '@emailjs/browser';
import type { ContactMessage } from '@shared/site/contact-message';
import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';
import type { EmailJsConfig } from '../emailjs-config';

let initializedFor = '';

/** The client keeps its API origin globally; set it once per configuration. */
function ensureInitialized(config: EmailJsConfig) {
  const key = JSON.stringify(config);
  if (initializedFor === key) return;
  emailjs.init({ publicKey: config.publicKey, blockHeadless: false, origin: config.origin });
  initializedFor = key;
}

/** Sends the form as the user filled it in; the client adds lib_version, service_id, template_id, user_id. */
export async function sendContactForm(config: EmailJsConfig, form: HTMLFormElement): Promise<void> {
  ensureInitialized(config);
  await emailjs.sendForm(config.serviceId, config.templateId, form, {
    publicKey: config.publicKey,
    blockHeadless: false,
  });
}

/** The EmailJS API's default origin, as the client library uses it. */
const EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** The client library version the request says it comes from, as emailjs.send would. */
const EMAILJS_LIB_VERSION = '4.4.1';

/**
 * The request emailjs.send would make for a message, stored whole in the outbox when the message is kept:
 * whoever sends it later (any tab, or the service worker) needs neither the form nor the client library.
 * The template gets the same four variables as from the form.
 */
export function contactOutboxRequest(config: EmailJsConfig, message: ContactMessage): OutboxRequest {
  return {
    url: `${config.origin ?? EMAILJS_ORIGIN}/api/v1.0/email/send`,
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: JSON.stringify({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: config.publicKey,
      service_id: config.serviceId,
      template_id: config.templateId,
      template_params: { ...message },
    }),
  };
}
