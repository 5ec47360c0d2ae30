// The site's identity (name, tagline, contact, disclosure) and the spec's fixed figures, each once: the app,
// the service worker, the server and the tests all import them from this module. Where every other text
// lives: src/shared/README.md.

export const SITE_TITLE = 'RareFinds';
export const TAGLINE = 'rare finds, real savings';
export const SITE_DESCRIPTION =
  'RareFinds collects verified discounts from trusted retailers in one fast, installable app that works offline.';
export const SITE_KEYWORDS = ['deals', 'discounts', 'coupons', 'sales', 'savings', 'bargains'];

export const CONTACT = {
  supportEmail: 'support@rarefinds.example',
  privacyEmail: 'privacy@rarefinds.example',
  pressEmail: 'press@rarefinds.example',
  phone: '+1 (555) 013-2024',
  phoneHref: 'tel:+15550132024',
  city: 'Austin, TX',
} as const;

export const DISCLOSURE_TEXT =
  'Disclosure: We may earn a commission when you purchase through links on our site. This helps support our work at no additional cost to you.';

export const FOUNDED_YEAR = 2024;
export const AVERAGE_SAVING_PERCENT = 35;
export const SUBMISSION_REVIEW_HOURS = 24;
export const RETURN_DAYS = 30;
export const SUPPORT_AVAILABILITY = '24/7';
export const PRIVACY_LAST_UPDATED = 'March 2024';
export const CURRENCY = 'USD';

/** Title of a page as the browser tab and link previews show it. */
export const pageTitle = (title: string): string => `${title} | ${SITE_TITLE}`;
