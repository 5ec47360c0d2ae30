// What screens read and write in IndexedDB, gathered into one module that loads after the app's first
// render (see load-cache.ts): Dexie and the stores built on it are not needed to draw a page.
export { liveQuery } from 'dexie';
export {
  applyWishlistSync,
  clearAccountData,
  pendingWishlistChanges,
  readAccountOverview,
  saveAccountOverview,
} from './account-store';
export {
  applyAlertRuleAnswer,
  readAlertedDealFacts,
  readAlertRules,
  saveAlertRules,
  takeUnseenAlerts,
  validAlertRules,
} from './alert-store';
export { db } from './database';
export { databaseReader, readTogether } from './deal-readers';
export { applyFollowChange, clearFollows, readFollows, saveFollows } from './follows-store';
export { readForYouPicks } from './for-you-store';
export { addUserReview, listUserReviews } from './review-store';
export { readStoreDirectory } from './store-directory-store';
export { applyWatchAnswer, readWatches, saveWatches } from './watch-store';
export { isInWishlist, listWishlist, toggleWishlist } from './wishlist-store';
