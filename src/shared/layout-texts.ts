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
