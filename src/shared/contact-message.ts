// The contact message (spec §3 Forms, §5 Contact): four required fields and an e-mail address.
// The same shape is sent through the e-mail service and kept in the offline outbox.
import { z } from 'zod';
import { emailAddress } from './email-address';

const requiredText = z.string().trim().min(1);

export const contactMessageSchema = z.object({
  name: requiredText,
  email: emailAddress,
  subject: requiredText,
  message: requiredText,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGE_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };
