// The public profile's and its settings' texts.
import type { Badge } from './member-profile';

export const PROFILE_TEXTS = {
  title: (name: string) => `${name} on RareFinds`,
  description: (name: string) => `Deals and comments ${name} shared on RareFinds, with their reputation.`,
  reputation: 'Reputation',
  joined: 'Member since',
  dealsHeading: 'Deals they posted',
  commentsHeading: 'Their latest comments',
  noDeals: 'No deals posted yet.',
  noComments: 'No comments yet.',
  live: 'Live',
  expired: 'Expired',
  on: 'on',
  notFound: 'This member has no public profile.',
  settingsHeading: 'Public profile',
  handle: 'Handle',
  handleHint: 'Your profile’s address: letters, digits, - and _.',
  hide: 'Hide my profile',
  save: 'Save profile',
  saved: 'Saved.',
  view: 'View your profile',
  taken: 'That handle is taken: choose another.',
} as const;

export const BADGE_NAMES: Record<Badge, string> = {
  'first-deal': 'First deal',
  'ten-hot-deals': '10 hot deals',
  'a-year-of-deals': 'A year of deals',
};
