// The chunks of a drawn page's screen, as the server lists them in the page (the screen's own chunk first,
// then what it imports) for the app to fetch once the page is on screen.

/** The id of the page's JSON script holding the list. */
export const SCREEN_CHUNKS_SCRIPT_ID = 'screen-chunks';
