// The outgoing mail's words: the screen's texts, the server's refusal, and what a hidden one-time link shows.

/** What the console shows instead of a one-time link's token. */
export const HIDDEN_LINK_VALUE = '(hidden)';

export const MAIL_SERVER_TEXTS = { notFound: 'There is no such mail.' } as const;

export const ADMIN_MAIL_TEXTS = {
  heading: 'Outgoing mail',
  intro: 'Every mail the site sent or stored, newest first. One-time links are hidden.',
  empty: 'No mail has been sent yet.',
  loading: 'Loading the mail…',
  columns: { to: 'To', subject: 'Subject', created: 'Created', state: 'Sent' },
  sent: (date: string) => `Sent ${date}`,
  notSent: 'Not sent',
  failed: (error: string) => `Not sent: ${error}`,
  close: 'Back to the list',
  textHeading: 'Text of the mail',
  to: 'To',
  created: 'Created',
  state: 'Sent',
  forbidden: 'Only operators read the outgoing mail.',
  offline: 'The outgoing mail needs a connection.',
} as const;
