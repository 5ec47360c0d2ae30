// The Help Center's popular topics and category cards, plus the filter behind its search box.
import { paths } from '@config/paths';
import { RETURN_DAYS, SITE_TITLE } from '@shared/site/site';

export interface HelpTopic {
  id: 'account-settings' | 'payment-methods' | 'finding-deals' | 'returns-refunds';
  title: string;
  paragraphs: string[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'account-settings',
    title: 'Account settings',
    paragraphs: [
      `You don't need an account to browse, search or save deals: your wishlist and alert choices are kept on this device.`,
      'An account lets registered users submit deals they have found. To change your e-mail address or password, or to close your account, contact support and we will do it for you.',
    ],
  },
  {
    id: 'payment-methods',
    title: 'Payment methods',
    paragraphs: [
      `${SITE_TITLE} never takes payment. When you choose Get This Deal you pay the retailer directly, with the cards, wallets and instalment options that retailer accepts.`,
      'Only enter payment details on the retailer’s own checkout page, which always uses an encrypted (https) connection.',
    ],
  },
  {
    id: 'finding-deals',
    title: 'Finding deals',
    paragraphs: [
      "Use the search box at the top of every page to look for a product, brand or store. Browse by category from the bar under the header, or open Today's Deals, Trending and Popular.",
      'Save deals to your wishlist with the heart button so you can come back to them, even offline.',
    ],
  },
  {
    id: 'returns-refunds',
    title: 'Returns and refunds',
    paragraphs: [
      `Returns are handled by the retailer you bought from. Most of our partners accept returns within ${RETURN_DAYS} days of delivery for unused items in their original packaging.`,
      'Start a return from your order confirmation e-mail or your account on the retailer’s site. Refunds go back to the payment method you used.',
    ],
  },
];

export interface HelpCategory {
  id: string;
  title: string;
  description: string;
  to: string;
}

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: `New to ${SITE_TITLE}? Learn the basics in five minutes.`,
    to: paths.helpGettingStarted,
  },
  {
    id: 'contact',
    title: 'Contact Support',
    description: 'Write to our team about anything: a deal, an order or a suggestion.',
    to: paths.contact,
  },
  {
    id: 'tutorials',
    title: 'Tutorials',
    description: 'Step-by-step guides to search, wishlists, alerts and the app.',
    to: paths.helpTutorials,
  },
  {
    id: 'tips',
    title: 'Tips & Tricks',
    description: 'How experienced deal hunters save even more.',
    to: paths.helpTips,
  },
  {
    id: 'community',
    title: 'Community',
    description: 'Share finds and advice with other shoppers.',
    to: paths.community,
  },
];

const normalise = (text: string) => text.toLocaleLowerCase('en-US').trim();

/** Whether every word of the query appears in the text, ignoring case. */
export function matchesHelpQuery(query: string, ...texts: string[]): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

export const filterHelpTopics = (query: string) =>
  HELP_TOPICS.filter((topic) => matchesHelpQuery(query, topic.title, ...topic.paragraphs));

export const filterHelpCategories = (query: string) =>
  HELP_CATEGORIES.filter((category) => matchesHelpQuery(query, category.title, category.description));
