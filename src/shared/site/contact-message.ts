// The contact message (spec §3 Forms, §5 Contact): four required fields and an e-mail address.
// The same shape is sent through the e-mail service and kept in the offline outbox.
import { z } from 'zod';
import { emailAddress } from '../account/email-address';
import { TEXT_LIMITS } from './text-rules';
import { boundedText } from './text-schemas';

const requiredText = (max: number) => boundedText(max).min(1);

/** The longest value of each field; the form's inputs carry the same limits. */
export const CONTACT_LIMITS = {
  name: TEXT_LIMITS.contactName,
  email: TEXT_LIMITS.contactEmail,
  subject: TEXT_LIMITS.contactSubject,
  message: TEXT_LIMITS.contactMessage,
} as const;

export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: emailAddress.max(CONTACT_LIMITS.email),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };
