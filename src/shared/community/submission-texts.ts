// The fixed texts of the submit page, the member's submissions on /account and the moderation queue, and
// the messages the server's submission and moderation routes answer with.
import { SUBMISSION_REVIEW_HOURS } from '../site/site';

export const SUBMIT_LABELS = {
  link: 'Link to the deal',
  title: 'Title',
  currentPrice: 'Current price ($)',
  originalPrice: 'Original price ($, optional)',
  store: 'Store',
  category: 'Category',
  chooseCategory: 'Choose a category',
  description: 'Description',
  expiry: 'Ends on (optional)',
  imageUrl: 'Image link (optional)',
  submit: 'Submit deal',
  sending: 'Sending…',
  another: 'Submit another deal',
} as const;

export const SUBMIT_TEXTS = {
  /** The header menu's and the footer's entry. */
  menuEntry: 'Submit a deal',
  intro: 'Found a great deal? Share it with the community.',
  codesElsewhere: 'Have a voucher code instead? Share it on its store’s page:',
  codesLink: 'find the store',
  loading: 'Loading…',
  signInFirst: 'Please sign in to submit a deal.',
  signIn: 'Sign in',
  verifyFirst: 'Please confirm your e-mail address before you submit a deal: use the link we sent you.',
  resend: 'Send the link again',
  resent: 'We sent a new link. Please check your inbox.',
  /** The FAQ's promise, after sending. */
  received: `Thanks! Our team reviews every submission within ${SUBMISSION_REVIEW_HOURS} hours.`,
  publishedAtOnce: 'Thanks! Your deal is live now; our team will still look at it.',
  queuedOffline:
    'You are offline: your deal is kept on this device and will be sent as soon as you are back online.',
  pending: 'Waiting to be sent…',
  draftKept: 'Your draft is kept on this device.',
  alreadyListed: 'This deal is already listed.',
  alreadyPending: 'This deal has already been submitted and is waiting for review.',
  seeListed: 'See the listed deal',
  possibleDuplicates: 'Possible duplicates',
  possibleDuplicatesHint: 'These deals look similar. Please check that yours is not one of them.',
  refused: 'Your deal was not accepted:',
  fixFields: 'Please check the fields marked below.',
} as const;

/** Server answers that are not about one field. */
export const SUBMISSION_MESSAGES = {
  alreadyListed: SUBMIT_TEXTS.alreadyListed,
  alreadyPending: SUBMIT_TEXTS.alreadyPending,
  notFound: 'There is no such submission.',
  alreadyDecided: 'This submission has already been decided.',
  invalid: 'Please check these fields: ',
} as const;

export const SUBMISSION_STATUS_TEXTS = {
  pending: 'Waiting for review',
  live: 'Live',
  rejected: 'Rejected',
} as const;

export const ACCOUNT_SUBMISSIONS_TEXTS = {
  heading: 'Your submitted deals',
  none: 'You have not submitted any deals yet.',
  viewDeal: 'View deal',
  reason: 'Reason:',
} as const;

export const ADMIN_TEXTS = {
  heading: 'Moderation queue',
  empty: 'Nothing is waiting for review.',
  loading: 'Loading the queue…',
  offline: 'The moderation queue needs a connection.',
  forbidden: 'Your account is not allowed to moderate deals.',
  signIn: 'Please sign in to moderate deals.',
  approve: 'Approve',
  approveEdited: 'Approve with these changes',
  edit: 'Edit before approving',
  reject: 'Reject',
  rejectReason: 'Reason for the member',
  confirmReject: 'Reject with this reason',
  publishedEarly: 'Published, review after the fact',
  keep: 'Keep published',
  approved: 'Approved: the deal is live.',
  rejected: 'Rejected: the member will see your reason.',
  possibleDuplicates: 'Possible duplicates',
  submittedBy: 'Submitted by',
  /** How long a submission has waited, against the promise. */
  age: (hours: number) => `Waiting ${hours < 1 ? 'less than an hour' : `${Math.floor(hours)} h`}`,
  overdue: (hours: number) => `Overdue: waiting ${Math.floor(hours)} h (promise: 24 h)`,
} as const;
