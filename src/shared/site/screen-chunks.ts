// A drawn page names the code chunks its takeover runs (the screen's and the app's), for the entry to ask
// for once the page has painted (src/lib/screen-chunks.ts). As <link rel="modulepreload"> in the head
// they would be requested while the page loads, ahead of its pictures, on a phone's few connections.

/** The id of the JSON script (a list of chunk paths) that carries them. */
export const SCREEN_CHUNKS_SCRIPT_ID = 'screen-chunks';

/**
 * The id of the JSON script naming what every page fetches ahead into the HTTP cache once it has painted
 * and loaded (the search screen's code), so a search from the header does not wait for it. As
 * <link rel="prefetch"> in the head these took connections while the page's stylesheets and pictures loaded.
 */
export const PREFETCHED_CHUNKS_SCRIPT_ID = 'prefetched-chunks';
