// The spec's fixed values for deals: what a deal shows when its source leaves a field out, and the
// size of the sample images. The detail screen, the schemas and the sample data read them from here.

/** How many similar deals the detail page shows below its tabs. */
export const SIMILAR_DEALS_LIMIT = 4;

export const DEFAULT_RATING = 4.5;
export const DEFAULT_REVIEW_COUNT = 128;
export const DEFAULT_WARRANTY = '1 Year Warranty';
export const DEFAULT_PACKAGE_CONTENTS = 'Product and manual';
export const DEFAULT_AVAILABILITY = 'In Stock';

/** Shown as the author of a review whose source names nobody. */
export const DEFAULT_REVIEW_AUTHOR = 'Verified buyer';

/** Every sample image (public/images/deals/*.svg) is drawn at this intrinsic size. */
export const DEAL_IMAGE_WIDTH = 800;
export const DEAL_IMAGE_HEIGHT = 600;

/** Used when a deal arrives without a usable image. */
export const PLACEHOLDER_DEAL_IMAGE = '/images/placeholder-deal.svg';

/** The category of a deal whose source names none. */
export const UNCATEGORISED = 'other';
