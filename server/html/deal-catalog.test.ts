import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { imported } from '../test-support/price-sightings.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { createDealCatalog, runningDealsReader } from './deal-catalog.ts';

describe('the deal catalog pages are drawn from', () => {
  let database: DatabaseHandle;
  let now = new Date();
  let affiliateDeals: Deal[] = [];
  const affiliate = { list: async () => [...affiliateDeals] };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await saveDeals(database.db, [makeDeal({ id: 'own-1', title: 'Own deal' })], imported());
  });
  afterAll(() => database.close());

  const catalog = (reuseMs: number) =>
    createDealCatalog({ db: database.db, affiliate, clock: () => now, reuseMs, hideNewMs: 0 });
  const ids = (deals: readonly Deal[]) => deals.map((deal) => deal.id);

  it('holds own deals first, then affiliate ones, and reads them again only when they change', async () => {
    affiliateDeals = [
      makeDeal({ id: 'aff-1', source: 'affiliate' }),
      makeDeal({ id: 'own-1', source: 'affiliate' }),
    ];
    const deals = catalog(0);
    const first = await deals.reader();
    expect(ids(first.active(now.getTime())).sort()).toEqual(['aff-1', 'own-1']);
    // An own deal keeps its id against an affiliate one.
    expect(first.byId('own-1')?.title).toBe('Own deal');
    expect(await deals.reader()).toBe(first);

    await saveDeals(database.db, [makeDeal({ id: 'own-2' })], imported());
    const second = await deals.reader();
    expect(second).not.toBe(first);
    expect(second.byId('own-2')).not.toBeNull();
  });

  it('trusts what it holds for API_CACHE_MS before looking for changes', async () => {
    const deals = catalog(60_000);
    const held = await deals.reader();
    await saveDeals(database.db, [makeDeal({ id: 'own-3' })], imported());
    expect(await deals.reader()).toBe(held);
    now = new Date(now.getTime() + 60_000);
    expect((await deals.reader()).byId('own-3')).not.toBeNull();
  });

  it('gives pages no ended deal, even one it still holds', async () => {
    const ends = new Date(now.getTime() + 1_000).toISOString();
    await saveDeals(database.db, [makeDeal({ id: 'short-1', expiryDate: ends })], imported());
    const reader = await catalog(0).reader();
    expect(runningDealsReader(reader, now).byId('short-1')?.id).toBe('short-1');
    const later = new Date(now.getTime() + 2_000);
    expect(runningDealsReader(reader, later).byId('short-1')).toBeNull();
    expect(reader.active(later.getTime()).some((deal) => deal.id === 'short-1')).toBe(false);
  });
});
