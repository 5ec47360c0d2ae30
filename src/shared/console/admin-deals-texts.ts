// The Deals section's words: the deal form's labels, the import's report lines (the `npm run deals` command
// prints them too), the server's answers and the screen's texts. The form's field errors stay with the form's
// schema in admin-deals.ts, which reports them.
import { SUBMIT_LABELS } from '../community/submission-texts';
import type { AdminDealField, DealFileFormat, DealImportReport, DealStateFilter } from './admin-deals';

export const ADMIN_DEAL_LABELS: Record<AdminDealField, string> = {
  ...SUBMIT_LABELS,
  id: 'Id (optional: one is made when empty)',
  description: 'Description (optional)',
};

/** One rejected row, as the command prints it and the console lists it. */
export const rejectedRowLine = (rejected: DealImportReport['rejected'][number]): string =>
  `Rejected ${rejected.row}: ${rejected.reason}`;

/** The import's outcome in one line; `source` names the file when there is one. */
export const importSummaryLine = (report: DealImportReport, source?: string): string =>
  `Imported ${report.imported} of ${report.total} deals${source ? ` from ${source}` : ''}: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged; ${report.rejected.length} rejected.`;

/** The server's answers that are not about one field. */
export const ADMIN_DEALS_MESSAGES = {
  invalid: 'Please check these fields: ',
  notFound: (id: string) => `No deal has the id ${id}.`,
  alreadyExpired: 'This deal has already ended.',
  refused: (reason: string) => `The database refused the deal: ${reason}`,
  unreadable: 'The file could not be read: ',
  notJson: 'Send the deal as its form fields.',
} as const;

export const ADMIN_DEALS_TEXTS = {
  loading: 'Loading the deals…',
  offline: 'The deals need a connection.',
  signIn: 'Please sign in to manage the deals.',
  forbidden: 'Only operators manage the deals.',
  searchLandmark: 'Find deals to manage',
  searchLabel: 'Search by title, store or id',
  search: 'Search',
  stateLabel: 'Show',
  states: { all: 'All deals', live: 'Live deals', expired: 'Expired deals' } satisfies Record<
    DealStateFilter,
    string
  >,
  found: (total: number) => `${total} ${total === 1 ? 'deal' : 'deals'}`,
  none: 'No deal matches.',
  tableCaption: 'Deals, newest first',
  columns: {
    title: 'Title',
    store: 'Store',
    price: 'Price',
    state: 'State',
    ends: 'Ends',
    actions: 'Actions',
  },
  live: 'Live',
  expired: 'Expired',
  noEnd: 'No end date',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  newDeal: 'New deal',
  createHeading: 'New deal',
  editHeading: (title: string) => `Edit “${title}”`,
  idLabel: 'Id',
  create: 'Create deal',
  save: 'Save changes',
  cancel: 'Cancel',
  fixFields: 'Please check the fields marked below.',
  created: (title: string) => `Created “${title}”.`,
  saved: (title: string) => `Saved “${title}”.`,
  edit: 'Edit',
  expire: 'Expire',
  expiredNotice: (title: string) => `“${title}” has ended; shoppers drop it on their next sync.`,
  delete: 'Delete',
  confirmDelete: (title: string) => `Delete “${title}” for good? Shoppers drop it on their next sync.`,
  confirmDeleteButton: 'Yes, delete it',
  keep: 'Keep it',
  deleted: (title: string) => `Deleted “${title}”.`,
  importHeading: 'Import deals',
  importHint:
    'A JSON list of deals (or { "deals": [...] }), or a CSV file with a header row: the same files `npm run deals -- import` reads. Each row is checked; good rows are imported and each rejected row is listed with its reason.',
  fileLabel: 'Choose a JSON or CSV file',
  textLabel: 'Or paste the deals',
  formatLabel: 'Format',
  formats: { json: 'JSON', csv: 'CSV' } satisfies Record<DealFileFormat, string>,
  importButton: 'Import',
  importing: 'Importing…',
  reportHeading: 'Import report',
  rejectedHeading: 'Rejected rows',
  sending: 'Sending…',
} as const;
