// The retailers of the sample deals and the address of their product search, so every sample affiliate
// link opens a real page about the product on that retailer's site.

const STORE_SEARCH_URLS = {
  Amazon: 'https://www.amazon.com/s?k=',
  'Best Buy': 'https://www.bestbuy.com/site/searchpage.jsp?st=',
  Walmart: 'https://www.walmart.com/search?q=',
  Target: 'https://www.target.com/s?searchTerm=',
  REI: 'https://www.rei.com/search?q=',
  "Levi's": 'https://www.levi.com/US/en_US/search?q=',
  'Sunglass Hut': 'https://www.sunglasshut.com/us/search?q=',
  'Coach Outlet': 'https://www.coachoutlet.com/search?q=',
  'Foot Locker': 'https://www.footlocker.com/search?query=',
  Nordstrom: 'https://www.nordstrom.com/sr?keyword=',
  Dyson: 'https://www.dyson.com/search-results?searchText=',
  "Kohl's": 'https://www.kohls.com/search.jsp?search=',
  'Williams Sonoma': 'https://www.williams-sonoma.com/search/results.html?words=',
  'The Home Depot': 'https://www.homedepot.com/s/',
  Sephora: 'https://www.sephora.com/search?keyword=',
  Walgreens: 'https://www.walgreens.com/search/results.jsp?Ntt=',
  Ulta: 'https://www.ulta.com/search?search=',
  LEGO: 'https://www.lego.com/en-us/search?q=',
  'Barnes & Noble': 'https://www.barnesandnoble.com/s/',
  "Dick's Sporting Goods": 'https://www.dickssportinggoods.com/search/SearchDisplay?searchTerm=',
  Zappos: 'https://www.zappos.com/search?term=',
  'Bookshop.org': 'https://bookshop.org/search?keywords=',
  "Macy's": 'https://www.macys.com/shop/featured/',
  Away: 'https://www.awaytravel.com/search?q=',
  'Peak Design': 'https://www.peakdesign.com/search?q=',
  'Microsoft Store': 'https://www.microsoft.com/en-us/search/shop?q=',
  GameStop: 'https://www.gamestop.com/search/?q=',
  Logitech: 'https://www.logitechg.com/en-us/search.html?q=',
  Costco: 'https://www.costco.com/CatalogSearch?keyword=',
} as const;

export type StoreName = keyof typeof STORE_SEARCH_URLS;

/** The retailer's search page for the product, as the deal's affiliate link. */
export const storeProductUrl = (store: StoreName, product: string): string =>
  `${STORE_SEARCH_URLS[store]}${encodeURIComponent(product)}`;
