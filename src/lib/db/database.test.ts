import { makeDeal, TEST_NOW } from '@tests/factories/deal-factory';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  openDatabase,
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_V7,
  SCHEMA_V8,
  SCHEMA_V9,
  SCHEMA_V10,
} from './database';

let counter = 0;
const freshName = () => `rarefinds-upgrade-test-${++counter}`;

/** A queued contact message, a review and a setting: stored the same way by every version so far. */
async function addOwnData(
  db: Dexie,
  own: { message: string; attempts: number; dealId: string; rating: number; review: string },
) {
  await db.table('outbox').add({
    kind: 'contact',
    payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: own.message },
    createdAt: TEST_NOW.getTime(),
    attempts: own.attempts,
    lastError: 'Network Error',
  });
  await db.table('userReviews').add({
    dealId: own.dealId,
    rating: own.rating,
    text: own.review,
    author: 'Ada',
    createdAt: TEST_NOW.getTime(),
  });
  await db.table('settings').put({ key: 'viewMode', value: 'list' });
}

/** Creates a database exactly as version 1 of the app left it, with the user's data in it. */
async function createVersion1(name: string) {
  const v1 = new Dexie(name);
  v1.version(1).stores(SCHEMA_V1);
  const saved = makeDeal({ id: 'saved-deal', title: 'Saved headphones' });
  const { todayOnly: _todayOnly, ...dealFields } = makeDeal({
    id: 'cached-deal',
    expiryDate: '2025-07-01T00:00:00.000Z',
  });
  await v1.table('deals').bulkPut([
    { ...dealFields, todayOnly: 0, searchWords: ['deal'] },
    { ...makeDeal({ id: 'endless' }), todayOnly: 0, searchWords: ['endless'], source: undefined },
  ]);
  await v1.table('wishlist').put({ dealId: saved.id, addedAt: TEST_NOW.getTime(), deal: saved });
  await addOwnData(v1, {
    message: 'Queued offline',
    attempts: 1,
    dealId: 'cached-deal',
    rating: 4,
    review: 'Good value',
  });
  v1.close();
}

/** The user's own data as version 3 of the app stored it, besides the cached deals. */
async function createVersion3(name: string) {
  const v3 = new Dexie(name);
  v3.version(3).stores(SCHEMA_V3);
  const stored = (deal: ReturnType<typeof makeDeal>) => ({
    ...deal,
    todayOnly: deal.todayOnly ? 1 : 0,
    expiresAt: deal.expiryDate ? Date.parse(deal.expiryDate) : Number.POSITIVE_INFINITY,
  });
  await v3.table('deals').bulkPut([
    stored(
      makeDeal({ id: 'older', title: 'Older lamp', createdAt: '2025-05-01T00:00:00.000Z', dealScore: 70 }),
    ),
    stored(
      makeDeal({ id: 'newer', title: 'Newer lamp', createdAt: '2025-05-20T00:00:00.000Z', dealScore: 90 }),
    ),
    stored(
      makeDeal({
        id: 'partner',
        createdAt: '2025-04-01T00:00:00.000Z',
        source: 'affiliate',
        todayOnly: true,
        category: 'books',
      }),
    ),
    stored(
      makeDeal({
        id: 'ended',
        createdAt: '2025-05-25T00:00:00.000Z',
        expiryDate: '2025-05-30T00:00:00.000Z',
        dealScore: 99,
      }),
    ),
  ]);
  await v3.table('searchIndex').put({ prefix: 'la', words: [['lamp', ['older', 'newer']]] });
  await v3.table('meta').put({ key: 'lastSyncAt', value: '2025-05-31T00:00:00.000Z' });
  await v3.table('wishlist').put({
    dealId: 'older',
    addedAt: TEST_NOW.getTime(),
    deal: makeDeal({ id: 'older', title: 'Older lamp' }),
  });
  await addOwnData(v3, {
    message: 'Still queued',
    attempts: 2,
    dealId: 'newer',
    rating: 5,
    review: 'Bright',
  });
  v3.close();
}

/** Every version the app has published, with its tables as it declared them. */
const PUBLISHED_SCHEMAS = [
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_V7,
  SCHEMA_V8,
  SCHEMA_V9,
  SCHEMA_V10,
];

/** The tables and indexes IndexedDB really holds for a database, read without Dexie. */
async function installedSchema(name: string): Promise<Record<string, string[]>> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const storeNames = [...idb.objectStoreNames];
  const transaction = idb.transaction(storeNames, 'readonly');
  const schema = Object.fromEntries(
    storeNames.map((storeName) => {
      const store = transaction.objectStore(storeName);
      const indexes = [...store.indexNames].map((indexName) => {
        const index = store.index(indexName);
        return `${JSON.stringify(index.keyPath)}${index.multiEntry ? ' multi' : ''}${index.unique ? ' unique' : ''}`;
      });
      return [
        storeName,
        [`key ${JSON.stringify(store.keyPath)}${store.autoIncrement ? ' auto' : ''}`, ...indexes.sort()],
      ];
    }),
  );
  idb.close();
  return schema;
}

describe('database versions', () => {
  it('upgrades version 1 to the current version and keeps the wishlist, the outbox and the user reviews', async () => {
    const name = freshName();
    await createVersion1(name);

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);

    const wishlist = await db.wishlist.toArray();
    expect(wishlist).toHaveLength(1);
    expect(wishlist[0]!.deal.title).toBe('Saved headphones');

    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'contact', attempts: 1, lastError: 'Network Error' });
    expect(outbox[0]!.payload.message).toBe('Queued offline');
    // Version 5: a kept message gets its idempotency key and waits in the queue; its feature adds the request.
    expect(outbox[0]).toMatchObject({ state: 'queued', leaseUntil: 0, leaseId: null, lastStatus: null });
    expect(outbox[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox[0]!.request).toBeUndefined();

    expect(await db.userReviews.where('dealId').equals('cached-deal').toArray()).toHaveLength(1);
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    db.close();
  });

  it('fills the version 2 fields of the cached deals so the new indexes find them', async () => {
    const name = freshName();
    await createVersion1(name);
    const db = openDatabase(name);

    const cached = await db.deals.get('cached-deal');
    expect(cached?.expiresAt).toBe(Date.parse('2025-07-01T00:00:00.000Z'));
    expect((await db.deals.get('endless'))?.expiresAt).toBe(Number.POSITIVE_INFINITY);
    expect((await db.deals.get('endless'))?.source).toBe('own');

    const running = await db.deals
      .where('[category+expiresAt]')
      .between(['electronics', TEST_NOW.getTime()], ['electronics', Number.POSITIVE_INFINITY], false, true)
      .primaryKeys();
    expect(running.sort()).toEqual(['cached-deal', 'endless']);
    expect(await db.deals.where('affiliate').equals(1).count()).toBe(0);
    db.close();
  });

  it('fills the version 3 search index from the cached deals, so they stay findable', async () => {
    const name = freshName();
    await createVersion1(name);
    const db = openDatabase(name);

    expect((await db.searchIndex.get('en'))?.words).toEqual([['endless', ['endless']]]);
    expect((await db.searchIndex.get('ca'))?.words).toEqual([['cached', ['cached-deal']]]);
    expect((await db.searchIndex.get('de'))?.words).toEqual(
      expect.arrayContaining([['deal', expect.arrayContaining(['cached-deal', 'endless'])]]),
    );
    db.close();
  });

  it('upgrades version 3 to the current version and keeps the wishlist, the outbox, the reviews, the settings and the cache', async () => {
    const name = freshName();
    await createVersion3(name);

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);
    expect((await db.wishlist.toArray()).map((row) => row.deal.title)).toEqual(['Older lamp']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'contact', attempts: 2, lastError: 'Network Error' }),
    ]);
    expect((await db.outbox.toArray())[0]!.payload.message).toBe('Still queued');
    expect(await db.userReviews.where('dealId').equals('newer').toArray()).toEqual([
      expect.objectContaining({ rating: 5, text: 'Bright' }),
    ]);
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    expect((await db.meta.get('lastSyncAt'))?.value).toBe('2025-05-31T00:00:00.000Z');
    expect((await db.searchIndex.get('la'))?.words).toEqual([['lamp', ['older', 'newer']]]);
    expect(await db.deals.count()).toBe(4);
    db.close();
  });

  it('fills the version 4 keys of the cached deals, so the home page finds them through its indexes', async () => {
    const name = freshName();
    await createVersion3(name);
    const db = openDatabase(name);

    expect((await db.deals.get('newer'))?.createdMs).toBe(Date.parse('2025-05-20T00:00:00.000Z'));
    expect((await db.deals.get('newer'))?.topKey).toEqual([90, 20, 20]);
    const newestFirst = await db.deals
      .where('[category+createdMs]')
      .between(['electronics', 0], ['electronics', Number.POSITIVE_INFINITY])
      .reverse()
      .primaryKeys();
    expect(newestFirst).toEqual(['ended', 'newer', 'older']);
    expect(await db.deals.orderBy('topKey').reverse().primaryKeys()).toEqual([
      'ended',
      'newer',
      'older',
      'partner',
    ]);
    // Only the rows they apply to carry todayOnly and affiliate, so those indexes stay small.
    expect(await db.deals.where('todayOnly').equals(1).primaryKeys()).toEqual(['partner']);
    expect(await db.deals.where('affiliate').equals(1).primaryKeys()).toEqual(['partner']);
    expect(await db.deals.orderBy('todayOnly').count()).toBe(1);
    expect((await db.deals.get('older'))?.source).toBe('own');
    db.close();
  });

  it('upgrades version 5 to version 6, keeping the wishlist as this device’s own and adding the account tables', async () => {
    const name = freshName();
    const v5 = new Dexie(name);
    v5.version(5).stores(SCHEMA_V5);
    const saved = makeDeal({ id: 'kept', title: 'Kept kettle' });
    await v5.table('wishlist').put({ dealId: saved.id, addedAt: TEST_NOW.getTime(), deal: saved });
    await v5.table('outbox').add({
      kind: 'contact',
      key: '00000000-0000-4000-8000-000000000001',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Queued in v5' },
      state: 'queued',
      leaseUntil: 0,
      leaseId: null,
      createdAt: TEST_NOW.getTime(),
      attempts: 0,
      lastStatus: null,
      lastError: null,
    });
    await v5.table('settings').put({ key: 'viewMode', value: 'list' });
    v5.close();

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);
    const [row] = await db.wishlist.toArray();
    expect(row).toMatchObject({ dealId: 'kept', deal: { title: 'Kept kettle' } });
    // Not yet any account's: the first sign-in merges it into the member's wishlist.
    expect(row!.memberId).toBeUndefined();
    expect((await db.outbox.toArray())[0]).toMatchObject({
      state: 'queued',
      payload: { message: 'Queued in v5' },
    });
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    expect(await db.account.count()).toBe(0);
    expect(await db.wishlistRemovals.count()).toBe(0);
    // Version 7 adds the deals' discussions and keeps everything above.
    expect(await db.discussions.count()).toBe(0);
    db.close();
  });

  it('upgrades version 6 to version 7, keeping every table’s rows and adding the drafts and discussions', async () => {
    const name = freshName();
    const v6 = new Dexie(name);
    v6.version(6).stores(SCHEMA_V6);
    const saved = makeDeal({ id: 'kept', title: 'Kept kettle' });
    await v6
      .table('wishlist')
      .put({ dealId: saved.id, addedAt: TEST_NOW.getTime(), deal: saved, memberId: 'm1' });
    await v6.table('wishlistRemovals').put({ dealId: 'gone', memberId: 'm1' });
    await v6.table('settings').put({ key: 'viewMode', value: 'list' });
    v6.close();

    const db = openDatabase(name);
    await db.open();
    expect(await db.wishlist.get('kept')).toMatchObject({ memberId: 'm1', deal: { title: 'Kept kettle' } });
    expect(await db.wishlistRemovals.get('gone')).toEqual({ dealId: 'gone', memberId: 'm1' });
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    expect(await db.drafts.count()).toBe(0);
    expect(await db.discussions.count()).toBe(0);
    db.close();
  });

  it('upgrades version 7 to version 8, keeping every table’s rows and adding the price histories', async () => {
    const name = freshName();
    const v7 = new Dexie(name);
    v7.version(7).stores(SCHEMA_V7);
    const cached = makeDeal({ id: 'cached', title: 'Cached kettle' });
    await v7.table('deals').put({
      ...cached,
      todayOnly: undefined,
      expiresAt: Number.POSITIVE_INFINITY,
      createdMs: TEST_NOW.getTime(),
      topKey: [0, 20, 20],
    });
    await v7.table('meta').put({ key: 'lastSyncAt', value: '2025-05-31T00:00:00.000Z' });
    await v7
      .table('wishlist')
      .put({ dealId: 'cached', addedAt: TEST_NOW.getTime(), deal: cached, memberId: 'm1' });
    await v7.table('wishlistRemovals').put({ dealId: 'gone', memberId: 'm1' });
    await v7.table('outbox').add({
      kind: 'contact',
      key: '00000000-0000-4000-8000-000000000007',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Queued in v7' },
      state: 'queued',
      leaseUntil: 0,
      leaseId: null,
      createdAt: TEST_NOW.getTime(),
      attempts: 0,
      lastStatus: null,
      lastError: null,
    });
    await v7.table('userReviews').add({
      dealId: 'cached',
      rating: 4,
      text: 'Boils fast',
      author: 'Ada',
      createdAt: TEST_NOW.getTime(),
    });
    await v7.table('settings').put({ key: 'viewMode', value: 'list' });
    await v7.table('searchIndex').put({ prefix: 'ke', words: [['kettle', ['cached']]] });
    await v7.table('drafts').put({ key: 'submission', fields: { title: 'Half typed' }, updatedAt: 1 });
    await v7.table('discussions').put({
      dealId: 'cached',
      comments: [],
      reviews: [],
      vote: 'up',
      reports: [],
      moderator: false,
      fetchedAt: TEST_NOW.getTime(),
    });
    await v7.table('account').put({ key: 'current', overview: { name: 'Ada' }, fetchedAt: 1 });
    v7.close();

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);
    expect(await db.deals.get('cached')).toMatchObject({
      title: 'Cached kettle',
      createdMs: TEST_NOW.getTime(),
    });
    expect(await db.deals.orderBy('topKey').primaryKeys()).toEqual(['cached']);
    expect((await db.meta.get('lastSyncAt'))?.value).toBe('2025-05-31T00:00:00.000Z');
    expect(await db.wishlist.get('cached')).toMatchObject({
      memberId: 'm1',
      deal: { title: 'Cached kettle' },
    });
    expect(await db.wishlistRemovals.get('gone')).toEqual({ dealId: 'gone', memberId: 'm1' });
    expect((await db.outbox.toArray())[0]).toMatchObject({
      state: 'queued',
      payload: { message: 'Queued in v7' },
    });
    expect(await db.userReviews.where('dealId').equals('cached').toArray()).toEqual([
      expect.objectContaining({ rating: 4, text: 'Boils fast' }),
    ]);
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    expect((await db.searchIndex.get('ke'))?.words).toEqual([['kettle', ['cached']]]);
    expect(await db.drafts.get('submission')).toMatchObject({ fields: { title: 'Half typed' } });
    expect(await db.discussions.get('cached')).toMatchObject({ vote: 'up' });
    expect(await db.account.get('current')).toMatchObject({ overview: { name: 'Ada' } });
    expect(await db.priceHistories.count()).toBe(0);
    // The new table keeps a deal's history by its id.
    await db.priceHistories.put({ dealId: 'cached', points: [], linkCheck: null, fetchedAt: 1 });
    expect(await db.priceHistories.get('cached')).toMatchObject({ points: [], linkCheck: null });
    db.close();
  });

  it('upgrades version 8 to version 9, keeping every table’s rows and adding the store directory', async () => {
    const name = freshName();
    const v8 = new Dexie(name);
    v8.version(8).stores(SCHEMA_V8);
    await v8.table('wishlist').put({ dealId: 'kept', addedAt: 1, deal: makeDeal({ id: 'kept' }) });
    await v8.table('priceHistories').put({ dealId: 'kept', points: [], linkCheck: null, fetchedAt: 1 });
    await v8.table('settings').put({ key: 'viewMode', value: 'list' });
    v8.close();

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);
    expect(await db.wishlist.get('kept')).toMatchObject({ dealId: 'kept' });
    expect(await db.priceHistories.get('kept')).toMatchObject({ points: [] });
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    expect(await db.storeDirectory.count()).toBe(0);
    await db.storeDirectory.put({ key: 'current', stores: [], coupons: [], etag: null, fetchedAt: 1 });
    expect(await db.storeDirectory.get('current')).toMatchObject({ stores: [], coupons: [] });
    db.close();
  });

  it('upgrades version 9 to version 10, keeping every table’s rows and adding the watched products', async () => {
    const name = freshName();
    const v9 = new Dexie(name);
    v9.version(9).stores(SCHEMA_V9);
    await v9.table('wishlist').put({ dealId: 'kept', addedAt: 1, deal: makeDeal({ id: 'kept' }) });
    await v9
      .table('storeDirectory')
      .put({ key: 'current', stores: [], coupons: [], etag: null, fetchedAt: 1 });
    await v9.table('settings').put({ key: 'viewMode', value: 'list' });
    v9.close();

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(10);
    expect(await db.wishlist.get('kept')).toMatchObject({ dealId: 'kept' });
    expect(await db.storeDirectory.get('current')).toMatchObject({ stores: [] });
    expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
    expect(await db.watches.count()).toBe(0);
    expect(db.watches.schema.indexes.map((index) => index.name)).toEqual(['memberId']);
    db.close();
  });

  it.each(PUBLISHED_SCHEMAS.slice(0, -1).map((schema, index) => [index + 1, schema] as const))(
    'opens a database of version %i at the current version with the tables and indexes of a new one',
    async (version, schema) => {
      const name = freshName();
      const old = new Dexie(name);
      old.version(version).stores(schema);
      await old.table('settings').put({ key: 'viewMode', value: 'list' });
      old.close();
      const fresh = freshName();
      const created = openDatabase(fresh);
      await created.open();
      created.close();

      const db = openDatabase(name);
      await db.open();
      expect(db.verno).toBe(10);
      expect(await db.settings.get('viewMode')).toEqual({ key: 'viewMode', value: 'list' });
      db.close();
      expect(await installedSchema(name)).toEqual(await installedSchema(fresh));
    },
  );

  it('creates a new database at version 10 with every table', async () => {
    const db = openDatabase(freshName());
    await db.open();
    expect(db.verno).toBe(10);
    // Version 3 moved the search words to their own table and dropped the indexes no query used.
    expect(db.deals.schema.indexes.map((index) => index.name)).not.toContain('createdAt');
    expect(db.deals.schema.indexes.map((index) => index.name)).not.toContain('expiryDate');
    expect(db.deals.schema.indexes.map((index) => index.name)).not.toContain('searchWords');
    // Version 4 indexes what the home page reads.
    expect(db.deals.schema.indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['topKey', '[category+createdMs]']),
    );
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'account',
        'deals',
        'discussions',
        'drafts',
        'meta',
        'outbox',
        'priceHistories',
        'searchIndex',
        'settings',
        'storeDirectory',
        'userReviews',
        'watches',
        'wishlist',
        'wishlistRemovals',
      ].sort(),
    );
    db.close();
  });
});
