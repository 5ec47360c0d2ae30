// Where this device keeps the shopper's choices that change how pages are drawn. The entry reads them too:
// a page drawn by the server in the defaults needs the app to show another choice (src/lib/device-choices.ts).

/** The listing's view mode (grid, list, …), as JSON. */
export const VIEW_MODE_STORAGE_KEY = 'rarefinds:view-mode';

/** Where deals come from (the API or the built-in sample), as JSON. */
export const DATA_SOURCE_STORAGE_KEY = 'rarefinds.dataSource';
