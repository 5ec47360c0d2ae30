// Fixed texts of the frame around every page (header, sub-header, footer, share area).
import { SITE_TITLE } from './site';

export const SEARCH_PLACEHOLDER = 'Search for deals...';
export const SEARCH_LABEL = 'Search deals';
export const HOT_BADGE = 'Hot';
export const NEW_BADGE = 'New';
export const SKIP_LINK_TEXT = 'Skip to main content';
export const SHARE_HEADING = 'Share this page';

/** The footer's copyright line for a given year. */
export const copyrightLine = (year: number): string => `© ${year} ${SITE_TITLE}. All rights reserved.`;

/** The top bar's landmark, and its navigation (also in the phone menu). */
export const TOP_BAR_LABEL = 'Shortcuts and settings';
export const SHORTCUTS_LABEL = 'Shortcuts';

/**
 * The two ad places' landmarks: each needs a name of its own. On a listing the first place is drawn twice,
 * above the page and after the first row of deals, and only one of them is shown (`listing` on phones).
 */
export const AD_PLACE_LABELS = {
  top: 'Advertisement, top of page',
  listing: 'Advertisement, after the first deals',
  bottom: 'Advertisement, end of page',
} as const;
