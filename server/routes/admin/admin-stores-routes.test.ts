// The console's Stores section on PGlite and PostgreSQL: operators search the stores, rename them and set
// their logo, description, note and hosts (a host another store claims is refused), merge one into another
// (its codes and names move over and its address leads there), and add, edit and end a store's codes, each
// change in the audit log. A refused form is route logic and runs on PGlite only (itOnce); who may call
// these routes at all is proved for every console route by admin-access.test.ts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_STORES_API,
  adminCouponAnswerSchema,
  adminCouponListSchema,
  adminStoreAnswerSchema,
  adminStoreListSchema,
  STORE_FIELD_ERRORS,
} from '../../../src/shared/console/admin-stores.ts';
import { ADMIN_STORES_MESSAGES } from '../../../src/shared/console/admin-stores-texts.ts';
import { listLiveCoupons } from '../../db/coupon-repository.ts';
import { auditLog, coupons, rateLimits, stores } from '../../db/schema.ts';
import { findStore } from '../../db/store-repository.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });

describe.each(DATABASE_KINDS)('the console’s stores on %s', (kind) => {
  let server: TestServer;
  let operator: AccountClient;
  let operatorId: string;

  const auditOf = (subjectId: string, action: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));
  const search = async (q: string) => {
    const response = await operator.get(`${ADMIN_STORES_API.stores}?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminStoreListSchema.parse(json(response));
  };
  const codesOf = async (slug: string) => {
    const response = await operator.get(ADMIN_STORES_API.coupons(slug));
    expect(response.statusCode, response.body).toBe(200);
    return adminCouponListSchema.parse(json(response)).coupons;
  };
  const liveIds = async () => (await listLiveCoupons(server.db, new Date())).map((coupon) => coupon.id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await memberWithRole(server, 'operator', `stores-operator-${kind}@example.com`);
    operatorId = await idOf(server, `stores-operator-${kind}@example.com`);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(rateLimits);
    await server.db.delete(coupons);
    await server.db.delete(stores);
  });

  it('finds stores by name or merged name, with how many codes each has', async () => {
    await server.db.insert(stores).values([
      { slug: 'barnes-and-noble', name: 'Barnes & Noble', aliases: ['B&N Books'] },
      { slug: 'best-buy', name: 'Best Buy', hosts: ['bestbuy.com'] },
      { slug: 'gone', name: 'Barnes Gone', mergedInto: 'barnes-and-noble' },
    ]);
    await server.db.insert(coupons).values([
      { id: 'c1', storeSlug: 'best-buy', title: 'Ten off', source: 'operator', startsAt: new Date() },
      {
        id: 'c2',
        storeSlug: 'best-buy',
        title: 'Five off',
        source: 'member',
        status: 'pending',
        startsAt: new Date(),
      },
    ]);
    const all = await search('');
    expect(all.stores.map((store) => [store.slug, store.coupons])).toEqual([
      ['barnes-and-noble', 0],
      ['best-buy', 2],
    ]);
    expect((await search('BEST')).stores.map((store) => store.slug)).toEqual(['best-buy']);
    expect((await search('n books')).stores.map((store) => store.slug)).toEqual(['barnes-and-noble']);
    expect((await search('100%')).total).toBe(0);
  });

  it('renames a store and sets its logo, description, note and hosts; its address stays', async () => {
    await server.db.insert(stores).values([
      { slug: 'kettle-shop', name: 'Kettle Shop', hosts: ['kettle.example'] },
      { slug: 'lamp-shop', name: 'Lamp Shop', hosts: ['lamp.example'] },
    ]);
    const response = await operator.put(
      ADMIN_STORES_API.store('kettle-shop'),
      {
        name: 'Kettle & Co',
        logo: '/images/kettle.png',
        description: '<b>Kettles</b> since 1990.',
        affiliateNote: 'We earn a commission.',
        hosts: ['https://www.Kettle.example/shop', 'kettles.example'],
      },
      withKey(randomUUID()),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(adminStoreAnswerSchema.parse(json(response)).store).toMatchObject({
      slug: 'kettle-shop',
      name: 'Kettle & Co',
      hosts: ['kettle.example', 'kettles.example'],
    });
    expect(await findStore(server.db, 'kettle-shop')).toMatchObject({
      name: 'Kettle & Co',
      logo: '/images/kettle.png',
      description: '<b>Kettles</b> since 1990.',
      affiliateNote: 'We earn a commission.',
      hosts: ['kettle.example', 'kettles.example'],
      mergedInto: null,
    });
    const [entry] = await auditOf('kettle-shop', 'store.edit');
    expect(entry).toMatchObject({
      actorId: operatorId,
      subjectType: 'store',
      before: expect.objectContaining({ name: 'Kettle Shop' }),
      after: expect.objectContaining({ name: 'Kettle & Co' }),
    });

    // A host another store claims stays that store's.
    const taken = await operator.put(ADMIN_STORES_API.store('kettle-shop'), { hosts: ['lamp.example'] });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).fields.hosts).toBe(ADMIN_STORES_MESSAGES.hostTaken('lamp.example', 'Lamp Shop'));
    expect((await findStore(server.db, 'kettle-shop'))?.hosts).toEqual(['kettle.example', 'kettles.example']);
    // Clearing the logo stores none.
    await operator.put(ADMIN_STORES_API.store('kettle-shop'), { logo: '' });
    expect((await findStore(server.db, 'kettle-shop'))?.logo).toBeNull();
    expect((await operator.put(ADMIN_STORES_API.store('no-such'), { name: 'X' })).statusCode).toBe(404);
  });

  it('merges a store into another: its codes, names and hosts move over and its address leads there', async () => {
    await server.db.insert(stores).values([
      { slug: 'bn', name: 'B and N', hosts: ['bn.example'], aliases: ['BN Books'] },
      { slug: 'barnes-and-noble', name: 'Barnes & Noble', hosts: ['barnesandnoble.com'] },
    ]);
    await server.db.insert(coupons).values({
      id: 'bn-code',
      storeSlug: 'bn',
      code: 'READ10',
      codeKey: 'READ10',
      title: '10% off books',
      source: 'operator',
      startsAt: new Date(Date.now() - 60_000),
    });
    const merged = await operator.post(ADMIN_STORES_API.merge('bn'), { into: 'barnes-and-noble' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await findStore(server.db, 'bn')).toMatchObject({ mergedInto: 'barnes-and-noble', hosts: [] });
    expect(await findStore(server.db, 'barnes-and-noble')).toMatchObject({
      aliases: ['B and N', 'BN Books'],
      hosts: ['barnesandnoble.com', 'bn.example'],
      mergedInto: null,
    });
    expect((await codesOf('barnes-and-noble')).map((coupon) => coupon.id)).toEqual(['bn-code']);
    expect(await listLiveCoupons(server.db, new Date())).toContainEqual(
      expect.objectContaining({ id: 'bn-code', storeSlug: 'barnes-and-noble' }),
    );
    expect(await auditOf('bn', 'store.merge')).toHaveLength(1);
    // The merged store is gone from the list and can be neither edited nor merged again.
    expect((await search('')).stores.map((store) => store.slug)).toEqual(['barnes-and-noble']);
    const again = await operator.post(ADMIN_STORES_API.merge('bn'), { into: 'barnes-and-noble' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(ADMIN_STORES_MESSAGES.merged('bn', 'barnes-and-noble'));
    const self = await operator.post(ADMIN_STORES_API.merge('barnes-and-noble'), {
      into: 'barnes-and-noble',
    });
    expect(self.statusCode).toBe(409);
    expect(
      (await operator.post(ADMIN_STORES_API.merge('barnes-and-noble'), { into: 'nowhere' })).statusCode,
    ).toBe(404);
  });

  it('adds, edits and ends a store’s codes, lists every status, and refuses a twin', async () => {
    await server.db.insert(stores).values({ slug: 'kettle-shop', name: 'Kettle Shop' });
    await server.db.insert(coupons).values({
      id: 'waiting',
      storeSlug: 'kettle-shop',
      code: 'MEMBER5',
      codeKey: 'MEMBER5',
      title: 'Five off',
      source: 'member',
      status: 'pending',
      startsAt: new Date(),
    });
    const added = await operator.post(
      ADMIN_STORES_API.coupons('kettle-shop'),
      { code: 'KETTLE20', title: '20% off kettles', terms: 'Until sold out.' },
      withKey(randomUUID()),
    );
    expect(added.statusCode, added.body).toBe(201);
    const coupon = adminCouponAnswerSchema.parse(json(added)).coupon;
    expect(coupon).toMatchObject({ code: 'KETTLE20', source: 'operator', status: 'live', endsAt: null });
    expect(await liveIds()).toContain(coupon.id);
    expect(await auditOf(coupon.id, 'coupon.create')).toHaveLength(1);

    const twin = await operator.post(ADMIN_STORES_API.coupons('kettle-shop'), {
      code: 'member5',
      title: 'Five',
    });
    expect(twin.statusCode).toBe(409);
    expect(json(twin).message).toBe(ADMIN_STORES_MESSAGES.duplicate);

    const edited = await operator.put(ADMIN_STORES_API.coupon('kettle-shop', coupon.id), {
      code: 'KETTLE25',
      title: '25% off kettles',
      endsAt: '2099-12-31T23:59:00Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminCouponAnswerSchema.parse(json(edited)).coupon).toMatchObject({
      code: 'KETTLE25',
      title: '25% off kettles',
      endsAt: '2099-12-31T23:59:00.000Z',
    });
    expect(
      (
        await operator.put(ADMIN_STORES_API.coupon('kettle-shop', coupon.id), {
          code: 'MEMBER5',
          title: 'Five',
        })
      ).statusCode,
    ).toBe(409);
    expect(await auditOf(coupon.id, 'coupon.edit')).toHaveLength(1);

    const ended = await operator.post(ADMIN_STORES_API.expireCoupon('kettle-shop', coupon.id), {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(adminCouponAnswerSchema.parse(json(ended)).coupon.status).toBe('expired');
    expect(await liveIds()).not.toContain(coupon.id);
    expect(await auditOf(coupon.id, 'coupon.expire')).toHaveLength(1);
    expect(
      (await operator.post(ADMIN_STORES_API.expireCoupon('kettle-shop', coupon.id), {})).statusCode,
    ).toBe(409);

    expect((await codesOf('kettle-shop')).map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [coupon.id, 'expired'],
        ['waiting', 'pending'],
      ].sort(),
    );
    // A code is reached through its own store only.
    await server.db.insert(stores).values({ slug: 'lamp-shop', name: 'Lamp Shop' });
    expect((await operator.post(ADMIN_STORES_API.expireCoupon('lamp-shop', 'waiting'), {})).statusCode).toBe(
      404,
    );
  });

  itOnce(kind)(
    'refuses a logo that is neither https: nor a path here, and hosts that are not hosts',
    async () => {
      for (const logo of ['javascript:alert(1)', 'http://img.example/a.png', '//evil.example/a.png']) {
        const response = await operator.put(ADMIN_STORES_API.store('any-store'), { logo });
        expect(response.statusCode).toBe(400);
        expect(json(response).fields).toEqual({ logo: STORE_FIELD_ERRORS.logo });
      }
      const hosts = await operator.put(ADMIN_STORES_API.store('any-store'), { hosts: ['not a host'] });
      expect(json(hosts).fields).toEqual({ hosts: STORE_FIELD_ERRORS.host });
      const name = await operator.put(ADMIN_STORES_API.store('any-store'), { name: '   ' });
      expect(json(name).fields).toEqual({ name: STORE_FIELD_ERRORS.name });
      const merge = await operator.post(ADMIN_STORES_API.merge('any-store'), {});
      expect(merge.statusCode).toBe(400);
    },
  );
});
