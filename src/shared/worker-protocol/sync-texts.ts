// Texts of the deal sync: what is logged and what the shopper is told.

/** Logged (console.error) with the error when the affiliate provider cannot be reached. */
export const AFFILIATE_FETCH_ERROR_LOG = 'Error fetching affiliate deals:';

/** Logged (console.warn) with the index and reason for each deal that fails validation. */
export const INVALID_DEAL_LOG = 'Skipped an invalid deal:';

/** Shown once when the browser refuses to store more deals; the app keeps them in memory instead. */
export const STORAGE_FULL_MESSAGE =
  'Your device is out of storage for offline deals. Deals still work while this page is open.';

/** The deals state's error when a sync fails without a message of its own. */
export const SYNC_FAILED_MESSAGE = 'Could not load the latest deals.';

/** Shown once when IndexedDB is missing or broken (e.g. some private windows). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Offline storage is not available in this browser window. Deals still work while this page is open.';
