// The Watches section's words: the navigation's label and the screen's texts. The server's answers about a
// host's block come from its routes; the screen shows them as they came.
export const ADMIN_WATCHES_LABEL = 'Watches';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const ADMIN_WATCHES_TEXTS = {
  loading: 'Loading the watches…',
  offline: 'The watches need a connection.',
  signIn: 'Please sign in to see the watches.',
  forbidden: 'Only operators see the watches.',
  summary: (totals: {
    watches: number;
    products: number;
    members: number;
    unreadable: number;
    readsToday: number;
  }) =>
    `${plural(totals.watches, 'watch', 'watches')} by ${plural(totals.members, 'member', 'members')} on ` +
    `${plural(totals.products, 'product', 'products')}; ` +
    `${plural(totals.unreadable, 'page', 'pages')} we cannot read any more; ` +
    `${plural(totals.readsToday, 'page read', 'pages read')} today (UTC).`,
  hostsHeading: 'Shops read, by reads over 7 days',
  noHosts: 'No shop has been read yet: nobody watches a product.',
  hostColumns: {
    host: 'Host',
    products: 'Products',
    watches: 'Watches',
    reads7d: 'Reads (7 days)',
    failures7d: 'Failed reads (7 days)',
    blocked: 'Blocked',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  failingHeading: 'Pages that fail to read, most failures first',
  noFailing: 'Every watched page reads without failing.',
  failingColumns: {
    name: 'Product',
    host: 'Host',
    failures: 'Failures',
    lastError: 'Last error',
    checkedAt: 'Last checked',
    watchers: 'Watchers',
  },
  noError: 'No error recorded',
  neverChecked: 'Not yet',
  blockedHeading: 'Blocked hosts',
  noBlocked: 'No host is blocked.',
  noReason: 'No reason given',
  blockedOn: (day: string) => `blocked on ${day}`,
  block: 'Block',
  unblock: 'Unblock',
  blockHeading: (host: string) => `Block ${host}`,
  blockExplain: 'The watch reader stops reading this shop’s pages, and nobody can watch a new one there.',
  reasonLabel: 'Reason (optional)',
  confirmBlock: 'Yes, block',
  cancel: 'Cancel',
  blocked: (host: string) => `Blocked ${host}.`,
  unblocked: (host: string) => `Unblocked ${host}.`,
} as const;
