// The one gateway to the e-mail service. Headless blocking stays off and no throttle is set (spec §9).
import emailjs from '@emailjs/browser';
import type { ContactMessage } from '@shared/contact-message';
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

/**
 * Sends a message kept in the outbox. The template gets the same four variables as from the form;
 * a plain object needs no form element, so queued messages can go from any page.
 */
export async function sendContactMessage(config: EmailJsConfig, message: ContactMessage): Promise<void> {
  ensureInitialized(config);
  await emailjs.send(
    config.serviceId,
    config.templateId,
    { ...message },
    {
      publicKey: config.publicKey,
      blockHeadless: false,
    },
  );
}
