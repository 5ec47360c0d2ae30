// The words of the category tables (categories.ts) that are not a category's name.

/** The first tab of "Today's Best Deals" (the others are category names): it shows everything. */
export const ALL_DEALS_TAB = 'All Deals';
