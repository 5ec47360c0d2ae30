// The deal page's words for a deal's price history and its last link check. The history's shapes and the
// honest discount's rule are in price-history.ts.

export const PRICE_HISTORY_HEADING = 'Price history';
export const SHOP_LIST_PRICE = "Shop's list price";
export const LOWEST_IN_90_DAYS = 'Lowest in 90 days';
export const lowestBeforeText = (price: string): string =>
  `Lowest price in the 30 days before this deal: ${price}`;
/** `ago` as the app words it elsewhere, e.g. "2 hours ago". */
export const linkCheckedText = (ago: string): string => `Link checked ${ago}`;
export const linkFailedText = (ago: string, reason: string): string => `Link check failed ${ago}: ${reason}`;
/** A failed check stored without its reason. */
export const LINK_FAILED_NO_REASON = 'the shop’s page was not the deal';
export const NO_PRICE_HISTORY = 'No price history yet: this deal’s price has not been recorded.';
export const PRICE_HISTORY_LOADING = 'Loading price history…';
export const PRICE_HISTORY_UNAVAILABLE =
  'The price history could not be loaded. It shows here once this page has been opened online.';
export const PRICE_NOW = 'Now';
export const PRICE_LOWEST = 'Lowest';
export const PRICE_HIGHEST = 'Highest';
export const priceSinceText = (date: string): string => `since ${date}`;
export const priceOnText = (date: string): string => `on ${date}`;
export const SHOW_AS_TABLE = 'Show as a table';
export const PRICE_TABLE_CAPTION = 'Prices seen in the last 90 days, newest first';
export const PRICE_TABLE_COLUMNS = { date: 'Date', price: 'Price', listPrice: 'List price' } as const;
export const CHART_LEGEND_PRICE = 'Price';
export const priceChartLabel = (lowest: string, highest: string, now: string): string =>
  `Chart of the price over the last 90 days: between ${lowest} and ${highest}, now ${now}.`;
export const chartNowLabel = (price: string): string => `Now ${price}`;
