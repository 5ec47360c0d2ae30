// The inbox's words: the screens' texts and the server's refusals. The answer form's field errors stay with
// its schema in admin-messages.ts, which reports them.
import type { MessageFilter } from './admin-messages';

export const MESSAGE_SERVER_TEXTS = {
  notFound: 'There is no such message.',
  invalid: 'Please check these fields: ',
} as const;

export const ADMIN_MESSAGE_TEXTS = {
  heading: 'Messages',
  intro: 'Messages sent through the contact form, newest first.',
  filterLabel: 'Show',
  filters: { waiting: 'Waiting', handled: 'Handled', all: 'All' } satisfies Record<MessageFilter, string>,
  searchLabel: 'Search name, e-mail or text',
  search: 'Search messages',
  empty: 'No messages here.',
  loading: 'Loading the messages…',
  columns: { from: 'From', subject: 'Subject', received: 'Received', status: 'Status' },
  waiting: 'Waiting',
  handled: 'Handled',
  close: 'Back to the list',
  from: 'From',
  received: 'Received',
  status: 'Status',
  handledOn: (date: string) => `Handled on ${date}`,
  markHandled: 'Mark handled',
  markWaiting: 'Mark waiting',
  markedHandled: 'Marked handled.',
  markedWaiting: 'Marked waiting.',
  reply: 'Reply',
  replyHeading: 'Answer by e-mail',
  replyTo: (name: string, email: string) => `To ${name} <${email}>`,
  replyHint:
    'The mail begins with “Hello {name},”, quotes the message below your answer, and is signed RareFinds.',
  subject: 'Subject',
  body: 'Your answer',
  send: 'Send answer',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Answer sent; the message is marked handled.',
  fixFields: 'Please check the fields marked below.',
  repliesHeading: 'Answers sent',
  noReplies: 'No answer has been sent yet.',
  replyBy: (by: string, date: string) => `by ${by} on ${date}`,
  mailSent: 'delivered to the mail server',
  mailStored: 'stored, not delivered yet',
  mailFailed: (error: string) => `not delivered: ${error}`,
  forbidden: 'Only operators read the messages.',
  offline: 'The messages need a connection.',
} as const;
