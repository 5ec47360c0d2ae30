// A drawn page names the code chunks its takeover runs (the screen's and the app's), for the entry to ask
// for once the page has painted (src/lib/screen-chunks.ts). As <link rel="modulepreload"> in the head
// they would be requested while the page loads, ahead of its pictures, on a phone's few connections.

/** The id of the JSON script (a list of chunk paths) that carries them. */
export const SCREEN_CHUNKS_SCRIPT_ID = 'screen-chunks';
