import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { makeDeal, TEST_NOW } from '../../../tests/factories/deal-factory';
import { openDatabase, SCHEMA_V1 } from './database';

let counter = 0;
const freshName = () => `rarefinds-upgrade-test-${++counter}`;

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
  await v1.table('outbox').add({
    kind: 'contact',
    payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Queued offline' },
    createdAt: TEST_NOW.getTime(),
    attempts: 1,
    lastError: 'Network Error',
  });
  await v1.table('userReviews').add({
    dealId: 'cached-deal',
    rating: 4,
    text: 'Good value',
    author: 'Ada',
    createdAt: TEST_NOW.getTime(),
  });
  await v1.table('settings').put({ key: 'viewMode', value: 'list' });
  v1.close();
}

describe('database versions', () => {
  it('upgrades version 1 to the current version and keeps the wishlist, the outbox and the user reviews', async () => {
    const name = freshName();
    await createVersion1(name);

    const db = openDatabase(name);
    await db.open();
    expect(db.verno).toBe(3);

    const wishlist = await db.wishlist.toArray();
    expect(wishlist).toHaveLength(1);
    expect(wishlist[0]!.deal.title).toBe('Saved headphones');

    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'contact', attempts: 1, lastError: 'Network Error' });
    expect(outbox[0]!.payload.message).toBe('Queued offline');

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
    expect(await db.deals.where('source').equals('own').count()).toBe(2);
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

  it('creates a new database at version 3 with every table', async () => {
    const db = openDatabase(freshName());
    await db.open();
    expect(db.verno).toBe(3);
    // Version 3 moved the search words to their own table and dropped the indexes no query used.
    expect(db.deals.schema.indexes.map((index) => index.name)).not.toContain('createdAt');
    expect(db.deals.schema.indexes.map((index) => index.name)).not.toContain('expiryDate');
    expect(db.deals.schema.indexes.map((index) => index.name)).not.toContain('searchWords');
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      ['deals', 'meta', 'outbox', 'searchIndex', 'settings', 'userReviews', 'wishlist'].sort(),
    );
    db.close();
  });
});
