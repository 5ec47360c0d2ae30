// The shopper screens' fixed texts (spec §2, §8, §9). Screens and tests import them from here so each
// string exists once.
import { FREE_SHIPPING_MINIMUM_USD } from './content-constants';
import { formatCount } from './intl-formats';
import { RETURN_DAYS } from './site';

// Listings
export const dealsFound = (count: number): string => `${count} Deals Found`;
export const discountBadge = (discount: number): string => `${discount}% OFF`;
export const LOADING_DEALS = 'Loading deals...';
export const NO_DEALS_IN_CATEGORY = 'No deals found in this category';
export const SORT_LABEL = 'Sort by';
export const CATEGORY_TABS_LABEL = 'Deal categories';
export const SEE_ALL = 'See all';
export const SHOW_MORE = 'Show more';
/** Cards added per 'Show more', so a 5,000-deal category renders only what is on screen. */
export const LISTING_PAGE_SIZE = 48;
export const showingCount = (shown: number, total: number): string =>
  `Showing ${formatCount(shown)} of ${formatCount(total)} deals`;
/** On a later page of a listing (?page=3): which of the deals it shows. */
export const showingRange = (first: number, last: number, total: number): string =>
  `Showing deals ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
/** On a later page of a listing: the way back to the page before it. */
export const EARLIER_DEALS = 'Show earlier deals';
export const SYNC_FAILED_NOTICE = 'Deals could not be refreshed right now.';

export const VIEW_MODE_LABEL = 'View';
export { DEFAULT_VIEW_MODE, isViewMode, VIEW_MODES, type ViewMode } from './view-modes';

// Home
export const HOME_SECTIONS = {
  top: 'Top Deals',
  today: "Today's Deals",
  trending: 'Trending Now',
  popular: 'Popular Deals',
} as const;
export const HOME_HERO_CTA = "Browse today's best deals";
/** Cards per home row. */
export const HOME_ROW_SIZE = 4;
/**
 * The categories the home page draws a row of cards for: the spec's home groups. The other categories are
 * links with their counts (MORE_CATEGORIES), so the page stays light enough to read at once on a phone.
 */
export const HOME_CATEGORY_ROWS: readonly string[] = ['electronics', 'fashion', 'home-garden', 'beauty'];
export const MORE_CATEGORIES = 'More categories';
/** The home page's feeds: three orders of every deal, and the shopper's own picks. */
export const FEED_TABS_LABEL = 'Deal feeds';
export const FEED_TABS = { hot: 'Hot', new: 'New', discussed: 'Discussed', forYou: 'For you' } as const;
export const categoryDealCount = (count: number): string => `${count} ${count === 1 ? 'deal' : 'deals'}`;

// Search
export const searchFound = (count: number, query: string): string => `Found ${count} deals for "${query}"`;
export const searchNone = (query: string): string => `No deals found for "${query}"`;
export const START_SEARCHING = 'Start searching for deals';
export const SEARCHING = 'Searching...';
export const searchHeading = (query: string): string => `Search results for "${query}"`;
export const searchDescription = (count: number, query: string): string =>
  `${count} current ${count === 1 ? 'deal matches' : 'deals match'} "${query}" on RareFinds: compare prices and savings.`;
export const REFINE_SEARCH = 'Refine your search';
export const SEARCH_HINT =
  'Search by product, brand, description or store, for example "headphones" or "sofa".';

// Deal detail
export const DEAL_NOT_FOUND = 'Deal not found';
export const BACK_TO_DEALS = 'Back to Deals';
export const BACK = 'Back';
export const EXPIRES_IN = 'Expires in';
export const DEAL_EXPIRED = 'This deal has expired';
export const DEAL_EXPIRED_DETAIL = 'The store has ended this offer. Have a look at the similar deals below.';
export const DEAL_NO_LONGER_LISTED = 'This deal is no longer listed';
export const DEAL_NO_LONGER_LISTED_DETAIL =
  'You saved it on this device, so its details are shown as they were when you saved it. The store may have ended the offer.';
export const GET_THIS_DEAL = 'Get This Deal';
export const OFFLINE_GET_DEAL =
  'You are offline. Connect to the internet to open this deal in the store; it stays saved here meanwhile.';
export const shareText = (title: string): string => `Check out this amazing deal: ${title}`;
export const SHARE = 'Share';
export const SHARE_DIALOG_TITLE = 'Share this deal';
export const CLOSE = 'Close';
export const SHARE_TARGETS = ['Facebook', 'Twitter', 'WhatsApp', 'Email'] as const;
export const PREVIOUS_IMAGE = 'Previous image';
export const NEXT_IMAGE = 'Next image';
export const showImage = (index: number): string => `Show image ${index + 1}`;
export const imageCounter = (index: number, total: number): string => `Image ${index + 1} of ${total}`;
export const ORIGINAL_PRICE = 'Original price';
export const CURRENT_PRICE = 'Deal price';

export const DETAIL_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'specifications', label: 'Specifications' },
  { id: 'reviews', label: 'Reviews' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['id'];

export const KEY_FEATURES = 'Key Features';
export const HIGHLIGHTS = {
  shipping: `Free shipping on orders over $${FREE_SHIPPING_MINIMUM_USD}`,
  returns: `${RETURN_DAYS}-day return policy`,
  secure: 'SSL encrypted checkout',
} as const;
export const SPECIFICATIONS = 'Specifications';
export const PACKAGE_CONTENTS = 'Package contents';
export const AVAILABILITY = 'Availability';
export const WARRANTY = 'Warranty';

export const REVIEWS_HEADING = 'Customer Reviews';
export const averageRatingText = (rating: number): string => `${rating.toFixed(1)} out of 5`;
export const reviewCountText = (count: number): string =>
  `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
export const basedOnReviews = (count: number): string => `Based on ${reviewCountText(count)}`;
export const WRITE_REVIEW = 'Write a review';
export const YOUR_RATING = 'Your rating';
export const starsLabel = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'}`;
export const YOUR_REVIEW = 'Your review';
export const SUBMIT_REVIEW = 'Submit Review';
export const REVIEW_SAVED = 'Thanks! Your review is saved on this device.';
/** A signed-in member's review goes to the server, for everyone to read. */
export const MEMBER_REVIEW_SENT = 'Thanks! Your review will be shown to everyone.';
export const DEFAULT_REVIEW_RATING = 5;
export const YOU_AS_AUTHOR = 'You';
export const HELPFUL = 'Helpful';
export const helpfulLabel = (count: number): string => `${HELPFUL} (${count})`;
export const NO_REVIEWS_YET = 'No written reviews yet. Be the first to share your experience.';
export const SIMILAR_DEALS = 'Similar Deals';

// Wishlist
export const SAVE_TO_WISHLIST = 'Save to wishlist';
export const SAVED = 'Saved';
export const SAVE = 'Save';
export const WISHLIST_EMPTY = 'Your wishlist is empty';
export const WISHLIST_EMPTY_HINT = 'Tap Save on any deal to keep it here. Saved deals are available offline.';
export const REMOVE = 'Remove';
export const removeFromWishlist = (title: string): string => `Remove ${title} from wishlist`;
export const savedCount = (count: number): string => `${count} saved ${count === 1 ? 'deal' : 'deals'}`;
