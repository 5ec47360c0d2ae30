// The words of follows and mutes: the account page's section, the deal page's buttons, the listings' line
// about deals hidden by mutes, and the server's answers. Kept apart from the schemas (follows.ts) so screens
// read them without zod; the limits come in as arguments for the same reason.

export const FOLLOWS_SECTION_TEXTS = {
  heading: 'Follows and mutes',
  intro:
    'Stores, categories and members you follow, and what you muted: muted deals are hidden from your listings and searches, and send you no alerts.',
  follows: 'You follow',
  mutes: 'You muted',
  noFollows: 'You follow nothing yet. Follow a store or a category from a deal’s page.',
  noMutes: 'You have muted nothing.',
  undo: 'Undo',
  keywordLabel: 'Mute a keyword',
  keywordHint: 'Deals whose title, description or store contain it are hidden, for example: refurbished.',
  addKeyword: 'Mute',
  offline: 'You are offline: changes are sent once you are back online.',
  loading: 'Loading your follows and mutes…',
} as const;

export const FOLLOW_KIND_LABELS: Record<string, string> = {
  store: 'Store',
  category: 'Category',
  member: 'Member',
  keyword: 'Keyword',
};

/** "Undo: Store Best Buy", the name the Undo button carries for a screen reader. */
export const undoLabel = (kind: string, label: string) =>
  `Undo: ${FOLLOW_KIND_LABELS[kind] ?? kind} ${label}`;

export const followLabel = (name: string) => `Follow ${name}`;
export const followingLabel = (name: string) => `Following ${name}`;
export const muteLabel = (name: string) => `Mute ${name}`;
export const mutedLabel = (name: string) => `Muted ${name}`;

/** The line above a listing whose deals the member's mutes hide in part. */
export const hiddenByMutes = (count: number) => `${count} hidden by your mutes`;
export const SHOW_MUTED = 'show';
export const HIDE_MUTED = 'hide';

export const FOLLOW_MESSAGES = {
  tooManyFollows: (max: number) => `You follow ${max} things already: undo a follow before you add another.`,
  tooManyMutes: (max: number) => `You muted ${max} things already: undo a mute before you add another.`,
  unknownStore: 'There is no store at that address.',
  unknownMember: 'There is no member with that id.',
  notYourself: 'You cannot follow yourself.',
  refused: 'That could not be saved.',
} as const;
