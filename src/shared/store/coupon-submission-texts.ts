// The words of a member's code: the server's answers to its submission and to the moderators' decisions,
// and the moderation queue's texts for a waiting code.

export const COUPON_SUBMISSION_MESSAGES = {
  unknownStore: 'There is no such store. Pick the store from its page and send the code there.',
  duplicate: 'This store has that code already.',
  notFound: 'There is no such code.',
  alreadyDecided: 'This code has already been decided.',
} as const;

export const COUPON_QUEUE_TEXTS = {
  heading: 'Codes waiting for review',
  kind: 'Code',
  saleWithoutCode: 'A sale with no code',
  store: 'Store',
  gives: 'What it gives',
  terms: 'Terms',
  link: 'Link',
  ends: 'Ends',
  noEnd: 'No end date',
  submittedBy: 'Sent by',
  goneMember: 'A removed account',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Approved: the code is live on its store’s page.',
  rejected: 'Rejected: the code will not be shown.',
} as const;
