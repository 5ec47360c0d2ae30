// The Users section's words: the screen's texts, the roles' names and the server's refusals.
import { ROLES, type Role } from '../account/roles';
import type { AccountState } from './admin-users';

export const unknownRoleMessage = (role: string): string =>
  `Unknown role ${role}: use one of ${ROLES.join(', ')}.`;

/** The server's refusals. */
export const ADMIN_USERS_MESSAGES = {
  notFound: 'There is no such account.',
  ownAccount:
    'You cannot change the role of your own account or disable it here: another operator can. So the site always keeps an operator.',
  listedOperator:
    'This address is in OPERATOR_EMAILS, so the account would be an operator again at its next sign-in: take it off that list on the server first.',
} as const;

export const ROLE_NAMES: Record<Role, string> = {
  member: 'Member',
  moderator: 'Moderator',
  operator: 'Operator',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const ADMIN_USERS_TEXTS = {
  heading: 'Accounts',
  loading: 'Loading the accounts…',
  offline: 'Managing accounts needs a connection.',
  signIn: 'Please sign in to manage accounts.',
  forbidden: 'Only operators manage accounts.',
  searchAccounts: 'Search the accounts',
  searchLabel: 'Name or e-mail',
  roleFilterLabel: 'Role',
  anyRole: 'Any role',
  search: 'Search',
  found: (total: number) => plural(total, 'account'),
  none: 'No account matches.',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  columns: { name: 'Name', email: 'E-mail', role: 'Role', state: 'State', joined: 'Joined' },
  states: { active: 'Active', disabled: 'Disabled', unconfirmed: 'E-mail not confirmed' } satisfies Record<
    AccountState,
    string
  >,
  allAccounts: 'All accounts',
  accountLoading: 'Loading the account…',
  roleLabel: 'Role',
  saveRole: 'Save',
  roleSaved: (name: string, role: Role) => `${name} is now ${role === 'operator' ? 'an' : 'a'} ${role}.`,
  disable: 'Disable account',
  enable: 'Enable account',
  confirmDisable:
    'Disable this account? It is signed out on every device at once and cannot sign in until it is enabled.',
  confirmEnable: 'Enable this account? It can sign in again.',
  yesDisable: 'Yes, disable',
  yesEnable: 'Yes, enable',
  cancel: 'Cancel',
  disabledNotice: (name: string) => `${name} is disabled and signed out everywhere.`,
  enabledNotice: (name: string) => `${name} can sign in again.`,
  ownAccount: 'This is your own account: another operator can change its role or disable it.',
  activity: 'Activity',
  counts: {
    comments: (count: number) => plural(count, 'comment'),
    votes: (count: number) => plural(count, 'vote'),
    reviews: (count: number) => plural(count, 'review'),
  },
  submissionsHeading: 'Submitted deals',
  noSubmissions: 'No submitted deals.',
  submissionColumns: {
    title: 'Title',
    status: 'Status',
    submitted: 'Submitted',
    decided: 'Decided',
    reason: 'Reason',
  },
  reportsHeading: 'Reports filed',
  noReports: 'No reports.',
  reportColumns: { deal: 'Deal', reason: 'Reason', note: 'Note', filed: 'Filed', state: 'State' },
  reportOpen: 'Open',
  reportResolved: 'Resolved',
  newestOf: (shown: number, total: number) => `The newest ${shown} of ${total}.`,
} as const;
