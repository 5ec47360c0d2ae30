// The words of deal alerts: the rule form (Subscribe dialog and /account/alerts), the device's
// notifications, the visitor's e-mail digest, the mailed links' pages and the notification itself.
// Kept apart from the alert schemas (alerts.ts) so the service worker and screens read them without zod.

import { categoryName } from '../deal/categories';
import type { AlertDelivery } from './alerts';

export const ALERT_FIELD_LABELS = {
  name: 'Name (optional)',
  categories: 'Categories',
  keywords: 'Keywords',
  stores: 'Stores',
  maxPrice: 'Maximum price ($)',
  minDiscount: 'Minimum discount (%)',
  minTemperature: 'Minimum temperature (°)',
  channels: 'How should we tell you?',
  email: 'By e-mail',
  push: 'As notifications on this device',
  delivery: 'When',
  quietHours: 'Quiet hours',
  quietHoursOn: 'Hold alerts back during quiet hours',
  quietStart: 'Quiet from',
  quietEnd: 'Quiet until',
  timeZone: 'Time zone',
  dailyCap: 'At most this many alerts a day',
} as const;

export const ALERT_FIELD_HINTS = {
  keywords: 'Separate words or phrases with commas, for example: air fryer, espresso.',
  conditions: 'A deal must match every condition you fill in.',
  dailyCap: 'More matches than this wait for the next digest.',
  stores: 'Only deals from these stores. Untick a store to stop following it.',
} as const;

export const ALERT_DELIVERY_LABELS: Record<AlertDelivery, string> = {
  immediate: 'At once',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
};

/** Errors the form finds itself before the server is asked (the server says the same). */
export const ALERT_FORM_ERRORS = {
  number: 'Enter a number, for example 25.',
  wholeNumber: 'Enter a whole number, for example 10.',
  quietHours: 'Give both the start and the end of your quiet hours.',
  fixFields: 'Please check the fields marked below.',
} as const;

export const ALERTS_PAGE_TEXTS = {
  intro:
    'Alerts tell you about new deals that match what you are looking for: by e-mail, as notifications on your devices, or both.',
  none: 'You have no alerts yet.',
  rulesHeading: 'Your alerts',
  add: 'Add an alert',
  newHeading: 'New alert',
  editHeading: 'Edit alert',
  save: 'Save alert',
  cancel: 'Cancel',
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  paused: 'Paused',
  active: 'On',
  pending: 'Waiting to be sent: it goes as soon as you are online.',
  refused: 'Not saved:',
  discard: 'Discard',
  editAgain: 'Edit and send again',
  signInFirst: 'Please sign in to manage your deal alerts.',
  signIn: 'Sign In',
  loading: 'Loading your alerts…',
  offlineCopy:
    'You are offline: these are your alerts as last seen on this device. Changes are kept and sent once you are back online.',
  backToAccount: 'Back to your account',
  saved: 'Alert saved.',
  deleted: 'Alert deleted.',
  limitReached: 'You have as many alerts as an account may have. Delete one to add another.',
  accountLink: 'Deal alerts',
  accountIntro: 'Choose which deals you hear about, how and when.',
  accountHeading: 'Deal alerts',
} as const;

export const PUSH_TEXTS = {
  deviceHeading: 'Notifications on this device',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  denied:
    'Notifications are blocked for RareFinds in this browser’s settings. You can get your alerts by e-mail instead.',
  unsupported: 'This browser cannot show notifications. You can get your alerts by e-mail instead.',
  useEmail: 'Use e-mail instead',
  needsConnection: 'Turning notifications on or off needs an internet connection.',
  failed: 'Notifications could not be turned on. Please try again.',
  iosHeading: 'On iPhone and iPad, add RareFinds to your Home Screen first',
  iosIntro: 'Safari shows notifications only for web apps opened from the Home Screen:',
  iosSteps: [
    'Tap the Share button at the bottom (or top) of Safari.',
    'Choose Add to Home Screen, then Add.',
    'Open RareFinds from your Home Screen and turn on notifications there.',
  ],
} as const;

/** How the browser answered, at Save, the question whether this site may show notifications. */
export type PushRefusal = 'blocked' | 'dismissed';

/**
 * What a saved form says when this device's notifications could not be turned on, and how to get them: a
 * member turns them on in their alerts (their rule keeps notifications), a visitor saves the choice again.
 */
export const PUSH_REFUSED_TEXTS: Record<'member' | 'visitor', Record<PushRefusal, string>> = {
  member: {
    blocked:
      'Notifications are blocked for this site in your browser. To get them, allow notifications for this site in the browser’s site settings (the icon left of the address), then come back and turn them on in your alerts.',
    dismissed:
      'Notifications are not on: the browser’s question about them was closed without an answer. To get them, turn them on in your alerts and choose Allow when the browser asks.',
  },
  visitor: {
    blocked:
      'Notifications are blocked for this site in your browser. To get them, allow notifications for this site in the browser’s site settings (the icon left of the address), then come back and save your choice here again.',
    dismissed:
      'Notifications are not on: the browser’s question about them was closed without an answer. To get them, save your choice again and choose Allow when the browser asks.',
  },
};

/** A member's rule saved with notifications that this device does not get yet: what was saved. */
export const savedWithoutThisDevice = (email: boolean): string =>
  `Alert saved. It comes ${email ? 'by e-mail, and ' : ''}as notifications on your devices where they are on (not on this one yet).`;

export const VISITOR_ALERT_TEXTS = {
  emailDigest: 'A daily e-mail digest',
  emailAddress: 'E-mail address',
  chooseChannel: 'Choose notifications on this device, an e-mail digest, or both.',
  checkInbox: (email: string) =>
    `Almost done: check your inbox at ${email} and open our link to confirm the digest.`,
  keptOffline: 'You are offline: your choice is kept on this device and sent once you are back online.',
  manage: 'Manage your alerts',
  signInForMore: 'Sign in for alerts by keyword, price and discount.',
  memberIntro: 'Choose the deals you want to hear about. You can change or pause this alert at any time.',
  /** The member's alerts already set, listed above the form for a new one. */
  memberRules: 'Your alerts',
  editRule: (title: string) => `Edit ${title}`,
  /** Ends the dialog once its rule is saved and what could not be done is said. */
  done: 'Done',
} as const;

/** The query parameter with which /account/alerts opens one rule's form (the Subscribe dialog's Edit links). */
export const EDIT_RULE_PARAM = 'edit';

export const UNSUBSCRIBE_TEXTS = {
  intro: 'Stop the e-mails this link came with? Your other alerts stay as they are.',
  button: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: 'You are unsubscribed: these e-mails will stop.',
  noToken:
    'This page needs the unsubscribe link from one of our e-mails. You can also manage your alerts from your account.',
  badToken:
    'This unsubscribe link does not work: it is incomplete or no longer valid. Use the link in a newer e-mail, or manage your alerts from your account.',
  keptOffline: 'You are offline: your unsubscribe is kept on this device and sent once you are back online.',
  home: 'Back to the deals',
} as const;

export const CONFIRM_DIGEST_TEXTS = {
  confirming: 'Confirming your e-mail digest…',
  confirmed: 'Your e-mail digest is confirmed. It arrives once there are new deals in your categories.',
  noToken: 'This page needs the confirmation link from our e-mail.',
  failed:
    'This confirmation link does not work: it is incomplete or no longer valid. Ask for the digest again from Subscribe.',
  offline: 'Confirming needs an internet connection. Please open the link again once you are online.',
  home: 'Back to the deals',
} as const;

/** The notification's action buttons (ALERT_ACTIONS), as the service worker shows them. */
export const ALERT_ACTION_TITLES = {
  view: 'View deal',
  save: 'Save',
  viewWatches: 'See your watches',
} as const;

/** The notification that replaces an alert whose Save could not keep the deal on this device. */
export const ALERT_SAVE_FAILED = {
  title: 'The deal could not be saved',
  body: 'Open the deal once you are online, and save it there.',
} as const;

/** What the deal's page shows when the deal is not on this device but an alert told about it. */
export const ALERTED_DEAL_TEXTS = {
  heading: 'From your deal alert',
  note: 'The deal’s page opens in full once you are online.',
} as const;

/** The words of small English names that stay lower case inside a store's name made from its slug. */
const SMALL_WORDS = new Set(['and', 'of', 'the', 'at', 'for', 'in', 'on', 'to']);

/** A store's name as its slug tells it ("best-buy" → "Best Buy"), where its own name is not at hand. */
export function storeNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A store's name by its slug; undefined when it is not known here. */
export type StoreNameOf = (slug: string) => string | undefined;

/** A store's name, or else the one its slug tells. */
export const storeName = (slug: string, nameOf?: StoreNameOf): string =>
  nameOf?.(slug) ?? storeNameFromSlug(slug);

/** The stores a rule follows: "Store: Best Buy", "Stores: Best Buy, Target", or '' for none. */
export function describeStores(stores: readonly string[], nameOf?: StoreNameOf): string {
  if (stores.length === 0) return '';
  const names = stores.map((slug) => storeName(slug, nameOf));
  return `${stores.length === 1 ? 'Store' : 'Stores'}: ${names.join(', ')}`;
}

/** What a rule is about, in a few words, when the member gave it no name; its stores by `nameOf`'s names. */
export function describeRule(
  rule: {
    name?: string;
    categories: readonly string[];
    keywords: readonly string[];
    stores?: readonly string[];
    maxPrice: number | null;
    minDiscount: number | null;
    minTemperature: number | null;
  },
  nameOf?: StoreNameOf,
): string {
  if (rule.name?.trim()) return rule.name.trim();
  const parts = [
    describeStores(rule.stores ?? [], nameOf),
    rule.categories.map(categoryName).join(', '),
    rule.keywords.map((keyword) => `“${keyword}”`).join(', '),
    rule.maxPrice === null ? '' : `up to $${rule.maxPrice}`,
    rule.minDiscount === null ? '' : `${rule.minDiscount}% off or more`,
    rule.minTemperature === null ? '' : `${rule.minTemperature}° or hotter`,
  ].filter(Boolean);
  return parts.join(' · ') || 'Every deal';
}

/** How and when a rule's alerts come, in a few words. */
export function describeDelivery(rule: {
  email: boolean;
  push: boolean;
  delivery: AlertDelivery;
  quietHours: { start: string; end: string } | null;
  timeZone: string;
  dailyCap: number;
}): string {
  const channels = [rule.email ? 'e-mail' : '', rule.push ? 'notifications' : '']
    .filter(Boolean)
    .join(' and ');
  const quiet = rule.quietHours
    ? `, quiet ${rule.quietHours.start}–${rule.quietHours.end} (${rule.timeZone})`
    : '';
  return `${ALERT_DELIVERY_LABELS[rule.delivery]} by ${channels}, at most ${rule.dailyCap} a day${quiet}`;
}
