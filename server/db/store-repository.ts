// Stores (table stores): filled from the deals as they are written, read as the directory every page and
// device uses, and edited by the operator (rename, logo, description, merge). A merged store keeps its row
// with `merged_into` set, so its old address leads to the store it became.
import { and, asc, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { isNetworkHost } from '../../src/shared/store/network-hosts.ts';
import { STORE_LIMITS, type StoreEntry } from '../../src/shared/store/store.ts';
import {
  type DealStoreFacts,
  nameKey,
  shopHost,
  storeSlugOf,
} from '../../src/shared/store/store-matching.ts';
import { alertRules, coupons, stores } from './schema.ts';
import { containsPattern } from './sql.ts';
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
 * Makes sure every deal's store exists, so every deal's store page does:
 * - a deal whose link host a store claims is that store's: a name it gives the store another way
 *   ("bestbuy.com" for Best Buy) becomes one of the store's names, so its address leads there too;
 * - a deal whose name is a store's adds its host to that store when no store claims the host yet;
 * - any other deal adds a store of its name, claiming its host.
 * Network hosts (isNetworkHost) are never claimed. Several processes writing at once may add the same
 * store: the second insert is dropped.
 */
export async function ensureStores(db: Queryable, deals: readonly DealStoreFacts[]): Promise<number> {
  if (deals.length === 0) return 0;
  const all = await db.select({ ...entryColumns, mergedInto: stores.mergedInto }).from(stores);
  const entries = new Map(
    all.filter((store) => store.mergedInto === null).map((store) => [store.slug, store]),
  );
  const taken = new Set(all.map((store) => store.slug));
  const hostOwner = new Map<string, string>();
  const nameOwner = new Map<string, string>();
  for (const store of all) {
    const owner = store.mergedInto ?? store.slug;
    for (const host of store.hosts) if (!hostOwner.has(host)) hostOwner.set(host, owner);
    for (const name of [store.name, ...store.aliases]) {
      const key = nameKey(name);
      if (key && !nameOwner.has(key)) nameOwner.set(key, owner);
    }
  }
  const added = new Set<string>();
  const changed = new Set<string>();
  for (const deal of deals) {
    const name = deal.store.trim().slice(0, STORE_LIMITS.nameLength);
    const key = nameKey(name);
    if (!key) continue;
    const found = shopHost(deal.affiliateUrl);
    const host = found && !isNetworkHost(found) ? found : undefined;
    const byHost = host === undefined ? undefined : hostOwnerOf(hostOwner, host);
    const byName = nameOwner.get(key);
    const owner = byHost ?? byName;
    const store = owner === undefined ? undefined : entries.get(owner);
    if (store) {
      if (byName === undefined) {
        store.aliases = [...store.aliases, name];
        nameOwner.set(key, store.slug);
        changed.add(store.slug);
      }
      if (host && byHost === undefined && store.hosts.length < STORE_LIMITS.hostsPerStore) {
        store.hosts = [...store.hosts, host];
        hostOwner.set(host, store.slug);
        changed.add(store.slug);
      }
      continue;
    }
    const slug = freeSlug(name, taken);
    taken.add(slug);
    entries.set(slug, {
      slug,
      name,
      hosts: host ? [host] : [],
      aliases: [],
      logo: null,
      description: '',
      affiliateNote: '',
      mergedInto: null,
    });
    if (host) hostOwner.set(host, slug);
    nameOwner.set(key, slug);
    added.add(slug);
  }
  let inserted = 0;
  if (added.size > 0) {
    const rows = await db
      .insert(stores)
      .values([...added].map((slug) => entryOf(entries.get(slug)!)))
      .onConflictDoNothing()
      .returning({ slug: stores.slug });
    inserted = rows.length;
  }
  for (const slug of changed) {
    if (added.has(slug)) continue;
    const store = entries.get(slug)!;
    await db
      .update(stores)
      .set({ hosts: store.hosts, aliases: store.aliases, updatedAt: new Date() })
      .where(eq(stores.slug, slug));
  }
  return inserted;
}

const entryOf = ({ mergedInto: _merged, ...store }: StoreEntry & { mergedInto: string | null }): StoreEntry =>
  store;

/** The store claiming a host or its nearest parent (shop.bestbuy.com is bestbuy.com's). */
function hostOwnerOf(hostOwner: Map<string, string>, host: string): string | undefined {
  for (let at = host; at.includes('.'); at = at.slice(at.indexOf('.') + 1)) {
    const owner = hostOwner.get(at);
    if (owner) return owner;
  }
  return undefined;
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
  // Members who followed the old store follow the one it became.
  await db
    .update(alertRules)
    .set({
      stores: sql`(select coalesce(jsonb_agg(distinct case when slug = ${from} then ${into} else slug end), '[]'::jsonb) from jsonb_array_elements_text(${alertRules.stores}) as slug)`,
    })
    .where(sql`${alertRules.stores} ? ${from}`);
  await db.update(stores).set({ mergedInto: into, updatedAt: new Date() }).where(eq(stores.mergedInto, from));
  await db
    .update(stores)
    .set({ mergedInto: into, hosts: [], aliases: [], updatedAt: new Date() })
    .where(eq(stores.slug, from));
  return true;
}

/**
 * The console's search: unmerged stores whose name or merged name holds `q` (without case), by name, at
 * most `limit`, each with how many codes it has in any status; `total` counts every match.
 */
export async function searchStores(db: Queryable, q: string, limit: number) {
  const words = q.trim();
  const matches = words
    ? or(
        ilike(stores.name, containsPattern(words)),
        sql`exists (select 1 from jsonb_array_elements_text(${stores.aliases}) as alias where alias ilike ${containsPattern(words)})`,
      )
    : undefined;
  const where = and(isNull(stores.mergedInto), matches);
  const counted = db
    .select({ storeSlug: coupons.storeSlug, count: count().as('count') })
    .from(coupons)
    .groupBy(coupons.storeSlug)
    .as('counted');
  const rows = await db
    .select({ ...entryColumns, coupons: sql<number>`coalesce(${counted.count}, 0)`.mapWith(Number) })
    .from(stores)
    .leftJoin(counted, eq(counted.storeSlug, stores.slug))
    .where(where)
    .orderBy(asc(stores.name), asc(stores.slug))
    .limit(limit);
  const [total] = await db.select({ total: count() }).from(stores).where(where);
  return { stores: rows, total: total?.total ?? 0 };
}

/** The unmerged store, other than `except`, that claims each of `hosts` already (host → store). */
export async function hostOwners(db: Queryable, hosts: readonly string[], except: string) {
  const owners = new Map<string, StoreEntry>();
  if (hosts.length === 0) return owners;
  const others = await db
    .select(entryColumns)
    .from(stores)
    .where(and(isNull(stores.mergedInto), ne(stores.slug, except)));
  for (const store of others)
    for (const host of store.hosts) if (hosts.includes(host)) owners.set(host, store);
  return owners;
}
