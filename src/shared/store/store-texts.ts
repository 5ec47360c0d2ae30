// The store pages' and codes' fixed texts (src/shared/README.md: a concern's texts beside its contract).
import { formatPercent } from './store-number-format';

export const TOP_STORES_HEADING = 'Most live deals';
export const ALL_STORES_HEADING = 'All stores A–Z';
export const STORE_SEARCH_LABEL = 'Find a store';
export const STORE_SEARCH_BUTTON = 'Find';
export const NO_STORES_FOUND = 'No store has that name.';
export const STORES_NOT_LOADED = 'The stores load once you are online.';
export const STORE_NOT_FOUND = 'Store not found';
export const STORE_DEALS_HEADING = 'Live deals';
export const STORE_CODES_HEADING = 'Voucher codes';
export const NO_STORE_CODES = 'No codes for this store right now.';
export const NO_STORE_DEALS = 'No live deals from this store right now.';
export const EXPIRED_CODES_SUMMARY = (count: number) => `Not working lately (${count})`;
export const ENDED_CODES_SUMMARY = (count: number) => `Expired codes (${count})`;
export const endedOn = (date: string) => `Ended ${date}`;
export const NO_CODE_NEEDED = 'No code needed';
export const COPY_CODE = 'Copy code';
export const OPEN_SALE = 'Open sale';
export const CODE_COPIED = (code: string) => `Copied ${code}: the shop opens in a new tab.`;
export const DID_IT_WORK = 'Did it work?';
export const IT_WORKED = 'Yes, it worked';
export const IT_DID_NOT_WORK = 'No';
export const ANSWER_THANKS = 'Thanks: your answer helps the next shopper.';
export const ANSWER_KEPT = 'Thanks: your answer is kept and sent when you are online.';
export const REPORTED_NOT_WORKING = 'Reported not working';
export const FOLLOW_STORE = 'Follow this store';
export const FOLLOWING_STORE = 'Following: new deals reach you by your alert settings';
export const FOLLOW_SIGN_IN = 'Sign in to follow this store';
export const STORE_FEED_LINK = 'RSS feed of this store’s deals';
export const CODE_TERMS = 'Terms';
export const storeDealCount = (count: number) => (count === 1 ? '1 live deal' : `${count} live deals`);
export const storeCodeCount = (count: number) => (count === 1 ? '1 code' : `${count} codes`);
export const lowestSummary = (lowest: number, total: number) =>
  `${lowest} of ${total} live deals are at their lowest price in 90 days.`;
export const workedShare = (share: number, answers: number) =>
  `Worked for ${formatPercent(share)} of ${answers === 1 ? '1 shopper' : `${answers} shoppers`} in the last 30 days`;
export const NO_ANSWERS_YET = 'Not checked by shoppers yet';
export const lastWorked = (ago: string) => `Last worked ${ago}`;
export const endsOn = (date: string) => `Ends ${date}`;

export const SHARE_CODE_TEXTS = {
  heading: 'Share a code',
  signIn: 'Sign in to share a code for this store',
  code: 'Code',
  codeHint: 'Leave it empty for a sale that needs no code.',
  title: 'What it gives',
  titleHint: 'For example “20% off orders over $50”.',
  terms: 'Terms',
  ends: 'Ends on',
  submit: 'Send the code',
  sent: 'Thanks: your code waits for a moderator, who decides within 24 hours.',
  kept: 'Kept on this device: it is sent when you are online.',
} as const;

export const SEARCH_STORES_HEADING = 'Stores';
export const allStoreCodes = (count: number, store: string) =>
  count === 0 ? `${store}: deals and codes` : `All ${storeCodeCount(count)} for ${store}`;
export const showAllCodes = (count: number) => `Show all ${count} codes`;
