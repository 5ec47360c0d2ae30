// Which store a deal is: pure, so the server (pages, counts, alerts) and the app (offline pages) agree. A
// deal's link host decides first (bestbuy.com deals are Best Buy's whatever they are called), then its
// store name against each store's name and merged names, compared without case, spaces or punctuation
// ("Barnes & Noble" and "barnes and noble" are one). A deal that matches no store is the store its name
// makes (storeSlugOf), so every deal has a store page.
import type { StoreEntry } from './store';

/** The host of an address without "www.", lower case; undefined for what is not an http(s) address. */
export function shopHost(address: string): string | undefined {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** A store name as compared: lower case letters and digits only, "&" read as "and". */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '');

/** The address name a store's name makes: "Barnes & Noble" → "barnes-and-noble". Never empty. */
export function storeSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'store';
}

export interface DealStoreFacts {
  store: string;
  affiliateUrl: string;
}

export interface StoreMatcher {
  /** The slug of the deal's store. */
  slugOf(deal: DealStoreFacts): string;
  /** A store by slug, or undefined when no store has it. */
  bySlug(slug: string): StoreEntry | undefined;
}

/**
 * A matcher over the stores. Where two stores claim the same host or name (until the operator merges
 * them), the first in the list keeps it.
 */
export function createStoreMatcher(stores: readonly StoreEntry[]): StoreMatcher {
  const byHost = new Map<string, string>();
  const byName = new Map<string, string>();
  const bySlug = new Map<string, StoreEntry>();
  for (const store of stores) {
    bySlug.set(store.slug, store);
    for (const host of store.hosts) if (!byHost.has(host)) byHost.set(host, store.slug);
    for (const name of [store.name, ...store.aliases]) {
      const key = nameKey(name);
      if (key && !byName.has(key)) byName.set(key, store.slug);
    }
  }
  return {
    slugOf(deal) {
      const host = shopHost(deal.affiliateUrl);
      return (host && hostMatch(byHost, host)) ?? byName.get(nameKey(deal.store)) ?? storeSlugOf(deal.store);
    },
    bySlug: (slug) => bySlug.get(slug),
  };
}

/** A host or the nearest parent host a store claims (shop.bestbuy.com is bestbuy.com's). */
function hostMatch(byHost: Map<string, string>, host: string): string | undefined {
  for (let at = host; at.includes('.'); at = at.slice(at.indexOf('.') + 1)) {
    const slug = byHost.get(at);
    if (slug) return slug;
  }
  return undefined;
}
