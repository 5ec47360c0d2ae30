// The "For you" row's texts.
export const FOR_YOU_TEXTS = {
  heading: 'For you',
  lead: 'Picked from what you follow, save, vote on and open: worked out on this device, never sent.',
  seeAll: 'See all your picks',
  loading: 'Working out your picks…',
  empty: 'Nothing to pick from yet.',
  emptyHint:
    'Follow a store or a category from a deal’s page, save deals, vote on them or set a deal alert, and the deals they point to appear here.',
  browseStores: 'Browse the stores',
  setAlert: 'Set a deal alert',
} as const;

/** The picks the For you page shows at most; the home page's row shows FOR_YOU_SIZE. */
export const FOR_YOU_PAGE_SIZE = 48;
