// The one IndexedDB database of the app ('rarefinds'), through Dexie. Every screen reads deals from here, so
// the site works offline. Published versions are never edited: a change is a new version whose upgrade
// keeps the user's data (wishlist, queued messages, reviews).
import type { AccountOverview } from '@shared/account/account-api';
import type { DiscussionAnswer } from '@shared/community/community';
import type { DataSource } from '@shared/deal/data-source';
import type { Deal, DealSource } from '@shared/deal/deal';
import { createdAtMs, dealSearchWords, expiresAtMs, topDealKey } from '@shared/deal/deal-rules';
import type { PriceHistoryAnswer } from '@shared/price-history/price-history';
import type { StoreDirectory } from '@shared/store/store';
import type { WatchView } from '@shared/watch/watch';
import type { OutboxKind, OutboxRequest } from '@shared/worker-protocol/outbox-messages';
import { Dexie, type EntityTable, type Transaction } from 'dexie';
import { type SearchShardRow, searchShards } from './search-shards';

export const DATABASE_NAME = 'rarefinds';

/**
 * A deal as stored. IndexedDB cannot index booleans, so a today-only deal has todayOnly 1; expiresAt (epoch
 * ms, Infinity without an end date) lets one index range select the deals that are still running. Versions 1
 * and 2 also stored searchWords for their multi-entry index; version 3 keeps the words in searchIndex instead.
 * Version 4 adds the keys the home page reads by (createdMs, topKey), and leaves todayOnly and affiliate out
 * of rows they do not apply to, so those two indexes hold only the few deals they find: every index entry is
 * written for each of thousands of deals at every full sync.
 */
export interface DealRow extends Omit<Deal, 'todayOnly'> {
  /** 1 for a today-only deal; absent otherwise (rows written before version 4 may hold 0). */
  todayOnly?: 0 | 1;
  /** 1 for an affiliate deal, absent otherwise: the affiliate deals are replaced as a whole. */
  affiliate?: 1;
  expiresAt: number;
  /** createdAt as epoch ms: the newest deals of a category come first in [category+createdMs]. */
  createdMs: number;
  /** topDealKey: the top deals come first in this index, read backwards. */
  topKey: [number, number, number];
}

export interface MetaValues {
  /** ISO time of the last successful sync. */
  lastSyncAt: string;
  /** Which data source filled the cache, so a switch of source forces a full refresh. */
  source: DataSource;
  etag: string | null;
  syncToken: string | null;
  lastError: string | null;
}

export type MetaKey = keyof MetaValues;

export interface MetaRow<K extends MetaKey = MetaKey> {
  key: K;
  value: MetaValues[K];
}

export interface WishlistRow {
  dealId: string;
  /** Epoch ms. */
  addedAt: number;
  /** The deal as it was when saved (refreshed by every sync), so it survives leaving the feed. */
  deal: Deal;
  /**
   * The member whose account holds this entry (version 6): set once the account has it. Absent, the entry
   * is this device's own (saved signed out, or not synced yet).
   */
  memberId?: string;
}

/** A saved deal the signed-in member removed on this device, until the account has been told. */
export interface WishlistRemovalRow {
  dealId: string;
  memberId: string;
}

/** The signed-in member's account as last fetched, so the account page reads offline (one row). */
export interface AccountRow {
  key: 'current';
  overview: AccountOverview;
  /** Epoch ms. */
  fetchedAt: number;
}

/**
 * A write kept on this device until it is sent (src/lib/outbox). Version 5 stores the whole request, an
 * idempotency key and a claim: a sender marks the row 'sending' with a lease in one transaction before it
 * sends, so no other tab or the service worker sends it meanwhile, and a row whose sender died is tried
 * again once the lease ends.
 */
export interface OutboxRow {
  id?: number;
  kind: OutboxKind;
  /** Made when the person acted; our server stores it with the effect, so a replay has no second effect. */
  key: string;
  /** What the person wrote, to show it while it waits. */
  payload: Record<string, string>;
  /** The request that sends it. Rows stored before version 5 have none until their feature fills it in. */
  request?: OutboxRequest;
  state: 'queued' | 'sending' | 'rejected';
  /** While 'sending': epoch ms after which the sender is presumed gone. */
  leaseUntil: number;
  /** Which claim holds the row, so a sender whose lease ran out never overwrites a newer claim. */
  leaseId: string | null;
  /** Epoch ms. */
  createdAt: number;
  attempts: number;
  /** The last answer's HTTP status; 0 when no answer came; null before any attempt. */
  lastStatus: number | null;
  lastError: string | null;
  /** The last refusal's problem per field, when the server named them (a form shows each beside its field). */
  lastFields?: Record<string, string> | null;
}

export interface UserReviewRow {
  id?: number;
  dealId: string;
  rating: number;
  text: string;
  author: string;
  /** Epoch ms. */
  createdAt: number;
}

/** A form being filled in (version 7): kept so a reload or going offline never loses it. */
export interface DraftRow {
  /** Which form, e.g. 'submission'. */
  key: string;
  fields: Record<string, string>;
  /** Epoch ms. */
  updatedAt: number;
}

/**
 * A deal's discussion as last fetched (version 7): its comments and members' reviews, and the reader's own
 * vote and reports, so the deal page shows them offline.
 */
export interface DiscussionRow extends DiscussionAnswer {
  /** Epoch ms. */
  fetchedAt: number;
}

/**
 * A deal's price history and last link check as last fetched (version 8), so the deal page shows them
 * offline.
 */
export interface PriceHistoryRow extends PriceHistoryAnswer {
  /** Epoch ms. */
  fetchedAt: number;
}

/**
 * The store directory as last fetched (version 9): every store and its live codes, so the store pages and
 * their codes read offline. One row.
 */
export interface StoreDirectoryRow extends StoreDirectory {
  key: 'current';
  /** Epoch ms. */
  fetchedAt: number;
  /** The answer's entity tag: the next fetch asks whether it changed. */
  etag: string | null;
}

/**
 * One of the signed-in member's watched products as last fetched (version 10), so /account/watches reads
 * offline, as last seen. Tagged with the member: another member signing in here never sees them, and
 * signing out forgets them (clearAccountData).
 */
export interface WatchRow {
  /** The watch's id. */
  id: string;
  memberId: string;
  /** Its place in the list as the server gave it; a watch added on this device goes first. */
  position: number;
  watch: WatchView;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

export type RareFindsDatabase = Dexie & {
  deals: EntityTable<DealRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  wishlist: EntityTable<WishlistRow, 'dealId'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  userReviews: EntityTable<UserReviewRow, 'id'>;
  settings: EntityTable<SettingRow, 'key'>;
  searchIndex: EntityTable<SearchShardRow, 'prefix'>;
  account: EntityTable<AccountRow, 'key'>;
  wishlistRemovals: EntityTable<WishlistRemovalRow, 'dealId'>;
  drafts: EntityTable<DraftRow, 'key'>;
  discussions: EntityTable<DiscussionRow, 'dealId'>;
  priceHistories: EntityTable<PriceHistoryRow, 'dealId'>;
  storeDirectory: EntityTable<StoreDirectoryRow, 'key'>;
  watches: EntityTable<WatchRow, 'id'>;
};

/** Version 1, as first published. Kept verbatim: Dexie needs it to upgrade databases created by it. */
export const SCHEMA_V1 = {
  deals: 'id, category, createdAt, expiryDate, trendingRank, popularRank, todayOnly, *searchWords',
  meta: 'key',
  wishlist: 'dealId, addedAt',
  outbox: '++id, createdAt',
  userReviews: '++id, dealId, createdAt',
  settings: 'key',
} as const;

/**
 * Version 2 indexes what the listings ask for: the deals still running (expiresAt), the running deals
 * of one category without reading the others ([category+expiresAt]), and the rows of one source, so
 * the affiliate deals can be replaced as a whole.
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  deals:
    'id, category, createdAt, expiryDate, trendingRank, popularRank, todayOnly, *searchWords, source, expiresAt, [category+expiresAt]',
} as const;

/**
 * Version 3 stores the search words in their own small table (searchIndex, see search-index.ts) instead of a
 * multi-entry index on the deals, and drops the indexes no query needs (createdAt, expiryDate, and category,
 * which [category+expiresAt] answers as well): every index entry is written for each of thousands of deals
 * at every full sync.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  deals: 'id, trendingRank, popularRank, todayOnly, source, expiresAt, [category+expiresAt]',
  searchIndex: 'prefix',
} as const;

/**
 * Version 4 lets the home page read only what it shows: the top deals through topKey and the newest deals of
 * each category through [category+createdMs], instead of every cached deal after each sync. The affiliate
 * deals are found through `affiliate`, set on them alone, instead of an index on every deal's source.
 */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  deals:
    'id, trendingRank, popularRank, todayOnly, affiliate, expiresAt, [category+expiresAt], [category+createdMs], topKey',
} as const;

/** Version 5 changes no index: the outbox rows gain their key, state and lease (upgradeToV5). */
export const SCHEMA_V5 = SCHEMA_V4;

/**
 * Version 6 adds the signed-in member's account (readable offline) and the removals from the wishlist not
 * yet told to the account. Existing tables, the wishlist among them, are kept as they are: their entries
 * are this device's own until a member signs in and merges them into the account.
 */
export const SCHEMA_V6 = {
  ...SCHEMA_V5,
  account: 'key',
  wishlistRemovals: 'dealId',
} as const;

/**
 * Version 7 adds the drafts of forms (a deal being submitted) and the deals' discussions (comments, members'
 * reviews, the reader's vote). Every other table is kept as it is.
 */
export const SCHEMA_V7 = {
  ...SCHEMA_V6,
  drafts: 'key',
  discussions: 'dealId',
} as const;

/** Version 8 adds the deals' price histories (with their last link check). Every other table is kept. */
export const SCHEMA_V8 = {
  ...SCHEMA_V7,
  priceHistories: 'dealId',
} as const;

/** Version 9 adds the store directory (stores and their codes). Every other table is kept. */
export const SCHEMA_V9 = {
  ...SCHEMA_V8,
  storeDirectory: 'key',
} as const;

/** Version 10 adds the member's watched products, by the member they belong to. Every other table is kept. */
export const SCHEMA_V10 = {
  ...SCHEMA_V9,
  watches: 'id, memberId',
} as const;

/** Fills the fields version 2 indexes on the deals version 1 stored. Other tables are left untouched. */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx
    .table('deals')
    .toCollection()
    .modify((row: Partial<DealRow> & { source?: DealSource }) => {
      row.expiresAt = expiresAtMs(row.expiryDate ?? null);
      row.source ??= 'own';
    });
}

/** Fills the search index from the cached deals' words. */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  const rows = (await tx.table('deals').toArray()) as DealRow[];
  await tx
    .table('searchIndex')
    .bulkPut(searchShards(rows.map((row) => ({ id: row.id, searchWords: dealSearchWords(row) }))));
}

/** Fills the fields version 4 indexes on the cached deals. Other tables are left untouched. */
export async function upgradeToV4(tx: Transaction): Promise<void> {
  await tx
    .table('deals')
    .toCollection()
    .modify((row: DealRow) => {
      row.createdMs = createdAtMs(row.createdAt);
      row.topKey = topDealKey(row);
      if (row.todayOnly !== 1) delete row.todayOnly;
      if (row.source === 'affiliate') row.affiliate = 1;
    });
}

/**
 * Gives each queued message of an earlier version a key and the 'queued' state, keeping what it holds. Its
 * request is built by its feature, which knows where it goes (fillOutboxRequests).
 */
export async function upgradeToV5(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((row: OutboxRow) => {
      row.key ??= crypto.randomUUID();
      row.state ??= 'queued';
      row.leaseUntil ??= 0;
      row.leaseId ??= null;
      row.lastStatus ??= null;
    });
}

export function openDatabase(name: string = DATABASE_NAME): RareFindsDatabase {
  // Dexie's query cache keeps each live query's result and hands out deep copies of it: for a category of
  // thousands of deals that copy alone held the page for ~100 ms. Live queries read IndexedDB instead, and
  // re-run when a write commits (in this page or in the sync's worker).
  const db = new Dexie(name, { cache: 'disabled' }) as RareFindsDatabase;
  db.version(1).stores(SCHEMA_V1);
  db.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  db.version(3).stores(SCHEMA_V3).upgrade(upgradeToV3);
  db.version(4).stores(SCHEMA_V4).upgrade(upgradeToV4);
  db.version(5).stores(SCHEMA_V5).upgrade(upgradeToV5);
  db.version(6).stores(SCHEMA_V6);
  db.version(7).stores(SCHEMA_V7);
  db.version(8).stores(SCHEMA_V8);
  db.version(9).stores(SCHEMA_V9);
  db.version(10).stores(SCHEMA_V10);
  return db;
}

/** The app's database. Tests get a fresh one per file from fake-indexeddb. */
export const db: RareFindsDatabase = openDatabase();
