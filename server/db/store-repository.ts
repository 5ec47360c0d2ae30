// Stores (table stores): filled from the deals as they are written, read as the directory every page and
// device uses, and edited by the operator (rename, logo, description, merge). A merged store keeps its row
// with `merged_into` set, so its old address leads to the store it became.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isNetworkHost } from '../../src/shared/store/network-hosts.ts';
import type { StoreEntry } from '../../src/shared/store/store.ts';
import {
  createStoreMatcher,
  type DealStoreFacts,
  nameKey,
  shopHost,
  storeSlugOf,
} from '../../src/shared/store/store-matching.ts';
import { coupons, stores } from './schema.ts';
import type { Queryable } from './transaction.ts';

const entryColumns = {
  slug: stores.slug,
  name: stores.name,
  hosts: stores.hosts,
  aliases: stores.aliases,
  logo: stores.logo,
  description: stores.description,
  affiliateNote: stores.affiliateNote,
};

/** The stores that are not merged into another, by name. */
export const listStores = (db: Queryable): Promise<StoreEntry[]> =>
  db.select(entryColumns).from(stores).where(isNull(stores.mergedInto)).orderBy(asc(stores.name));

/** A store by its slug, with where it was merged into when it was. */
export async function findStore(
  db: Queryable,
  slug: string,
): Promise<(StoreEntry & { mergedInto: string | null }) | undefined> {
  const [row] = await db
    .select({ ...entryColumns, mergedInto: stores.mergedInto })
    .from(stores)
    .where(eq(stores.slug, slug));
  return row;
}

/** A slug not yet taken: the name's, or the name's with -2, -3 … */
function freeSlug(name: string, taken: Set<string>): string {
  const base = storeSlugOf(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * Makes sure every deal's store exists: a deal whose link host and name no store claims adds a store of
 * its name, claiming its host; a deal that matches a store by name adds its host to that store when no
 * store claims it yet. Network hosts (isNetworkHost) are never claimed. Several processes writing at once
 * may add the same store: the second insert is dropped.
 */
export async function ensureStores(db: Queryable, deals: readonly DealStoreFacts[]): Promise<number> {
  if (deals.length === 0) return 0;
  const all = await db
    .select({ ...entryColumns, mergedInto: stores.mergedInto })
    .from(stores);
  const live = all.filter((store) => store.mergedInto === null);
  const claimedHosts = new Set(all.flatMap((store) => store.hosts));
  const taken = new Set(all.map((store) => store.slug));
  const byName = new Map<string, StoreEntry>();
  for (const store of all) {
    const target = store.mergedInto ? live.find((s) => s.slug === store.mergedInto) : store;
    if (!target) continue;
    for (const name of [store.name, ...store.aliases]) if (!byName.has(nameKey(name))) byName.set(nameKey(name), target);
  }
  const matcher = createStoreMatcher(live);
  const added: StoreEntry[] = [];
  const hostsToAdd = new Map<string, Set<string>>();
  for (const deal of deals) {
    const name = deal.store.trim();
    if (!nameKey(name)) continue;
    const host = shopHost(deal.affiliateUrl);
    const usableHost = host && !isNetworkHost(host) && !claimedHosts.has(host) ? host : undefined;
    const named = byName.get(nameKey(name));
    if (named) {
      if (usableHost) {
        claimedHosts.add(usableHost);
        const hosts = hostsToAdd.get(named.slug) ?? new Set();
        hosts.add(usableHost);
        hostsToAdd.set(named.slug, hosts);
      }
      continue;
    }
    // Claimed by host: the deal is that store's already.
    if (host && !isNetworkHost(host) && matcher.bySlug(matcher.slugOf(deal)) && claimedHosts.has(host)) continue;
    const store: StoreEntry = {
      slug: freeSlug(name, taken),
      name: name.slice(0, 80),
      hosts: usableHost ? [usableHost] : [],
      aliases: [],
      logo: null,
      description: '',
      affiliateNote: '',
    };
    taken.add(store.slug);
    if (usableHost) claimedHosts.add(usableHost);
    byName.set(nameKey(name), store);
    added.push(store);
  }
  let inserted = 0;
  if (added.length > 0) {
    const rows = await db.insert(stores).values(added).onConflictDoNothing().returning({ slug: stores.slug });
    inserted = rows.length;
  }
  for (const [slug, hosts] of hostsToAdd) {
    const store = live.find((s) => s.slug === slug);
    if (!store) continue;
    await db
      .update(stores)
      .set({ hosts: [...new Set([...store.hosts, ...hosts])].slice(0, 10), updatedAt: new Date() })
      .where(eq(stores.slug, slug));
  }
  return inserted;
}

export interface StoreChanges {
  name?: string;
  logo?: string | null;
  description?: string;
  affiliateNote?: string;
  hosts?: string[];
}

/** Changes a store's own fields; false when there is no such (unmerged) store. */
export async function updateStore(db: Queryable, slug: string, changes: StoreChanges): Promise<boolean> {
  const rows = await db
    .update(stores)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(stores.slug, slug), isNull(stores.mergedInto)))
    .returning({ slug: stores.slug });
  return rows.length > 0;
}

/**
 * Merges `from` into `into`: its name and merged names become `into`'s aliases, its hosts `into`'s, its
 * codes move over, and its address (and those of stores merged into it before) leads to `into`. In the
 * caller's transaction. False when either is missing, merged already, or they are the same store.
 */
export async function mergeStores(db: Queryable, from: string, into: string): Promise<boolean> {
  if (from === into) return false;
  const source = await findStore(db, from);
  const target = await findStore(db, into);
  if (!source || !target || source.mergedInto || target.mergedInto) return false;
  const aliases = [...new Set([...target.aliases, source.name, ...source.aliases])].filter(
    (name) => nameKey(name) !== nameKey(target.name),
  );
  await db
    .update(stores)
    .set({ aliases, hosts: [...new Set([...target.hosts, ...source.hosts])], updatedAt: new Date() })
    .where(eq(stores.slug, into));
  await db.update(coupons).set({ storeSlug: into }).where(eq(coupons.storeSlug, from));
  await db.update(stores).set({ mergedInto: into, updatedAt: new Date() }).where(eq(stores.mergedInto, from));
  await db
    .update(stores)
    .set({ mergedInto: into, hosts: [], aliases: [], updatedAt: new Date() })
    .where(eq(stores.slug, from));
  return true;
}
