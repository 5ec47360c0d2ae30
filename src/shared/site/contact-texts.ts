// The contact page's fixed texts (spec §2 Contact, §4 Contact submit, §8 e-mail client errors).

export const CONTACT_HERO = {
  heading: 'Contact Us',
  lead: 'Questions about a deal, feedback on the site or a press enquiry? Write to us and we will get back to you.',
} as const;

export const CONTACT_INFO = {
  heading: 'Contact Information',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  social: 'Follow us',
} as const;

export const CONTACT_FIELDS = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
} as const;

export const CONTACT_FORM_HEADING = 'Send us a message';
export const SEND_BUTTON = 'Send Message';
export const SENDING_BUTTON = 'Sending...';

export const SEND_SUCCESS = 'Message sent successfully!';
export const SEND_FAILURE = 'Failed to send message. Please try again.';
/** Under the form after a failed send; the typed text is still in the form. */
export const sendFailureDetail = (reason: string): string =>
  `${SEND_FAILURE} Reason: ${reason}. Your message is still in the form.`;

/** The e-mail client's statuses and the texts they stand for (spec §8). */
export const EMAIL_STATUS_TEXTS: Readonly<Record<number, string>> = {
  451: 'Unavailable For Headless Browser',
  403: 'Forbidden',
  429: 'Too Many Requests',
  0: 'Network Error',
};
export const NETWORK_ERROR_STATUS = 0;
export const emailStatusText = (status: number, fallback = ''): string =>
  EMAIL_STATUS_TEXTS[status] ?? (fallback.trim() || `Error ${status}`);

// Offline outbox
export const MESSAGE_QUEUED = 'Your message is saved and will be sent when you are back online';
export const QUEUED_MESSAGE_SENT = 'Your saved message was sent.';
export const QUEUED_MESSAGE_FAILED = 'A saved message could not be sent yet. It stays saved on this device.';
export const QUEUE_FAILED = 'Your message could not be saved on this device. It is still in the form.';
export const queuedCount = (count: number): string =>
  `${count} ${count === 1 ? 'message is' : 'messages are'} waiting to be sent`;
export const OUTBOX_HEADING = 'Waiting to send';
export const OUTBOX_SEND_NOW = 'Send now';
export const OUTBOX_DISCARD = 'Discard';
export const outboxItemLabel = (action: string, subject: string): string => `${action} "${subject}"`;
export const outboxLastError = (reason: string): string => `Last attempt: ${reason}`;
export const OUTBOX_WAITING_ONLINE = 'Will be sent as soon as you are online.';

export const queuedMessageFailed = (reason: string): string => `${QUEUED_MESSAGE_FAILED} Reason: ${reason}.`;
/** The send failed for want of a connection: the message was kept for later. */
export const networkFailureQueued = (reason: string): string => `${reason}. ${MESSAGE_QUEUED}`;
