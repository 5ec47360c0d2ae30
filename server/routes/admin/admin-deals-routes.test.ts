// The console's Deals section on PGlite and PostgreSQL: operators search, create, edit, expire, delete and
// import deals; every change reaches the shoppers' next delta sync, is in the audit log with the deal
// before and after, and answers a replayed Idempotency-Key with the stored answer. Forms name each wrong
// field; an import reports each rejected row as `npm run deals -- import` does and keeps the good rows.
// (admin-access.test.ts proves every route here refuses visitors, members and moderators.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_FIELD_ERRORS } from '../../../src/shared/community/submission.ts';
import {
  ADMIN_DEAL_FIELD_ERRORS,
  ADMIN_DEALS_API,
  ADMIN_DEALS_PAGE_SIZE,
  type AdminDealDraft,
  adminDealPageSchema,
  dealImportReportSchema,
  IMPORT_FIELD_ERRORS,
} from '../../../src/shared/console/admin-deals.ts';
import { ADMIN_DEALS_MESSAGES, rejectedRowLine } from '../../../src/shared/console/admin-deals-texts.ts';
import { deltaUrl, readDealDelta, SYNC_TOKEN_HEADER } from '../../../src/shared/deal/deal-api.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { ROLE_REQUIRED } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { findDeal, findLiveDeal } from '../../db/deals/deal-lookup.ts';
import { auditLog, dealPrices, deals as dealsTable, rateLimits } from '../../db/schema.ts';
import type { AccountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const withKey = (key: string) => ({ 'idempotency-key': key });
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../cli/fixtures/${name}`, import.meta.url)), 'utf8');

/** A form as an operator fills it in. */
const aDealForm = (overrides: Partial<AdminDealDraft> = {}): AdminDealDraft => ({
  id: '',
  link: 'https://www.lamp-shop.example/products/desk-lamp-led',
  title: 'LED desk lamp with wireless charger',
  currentPrice: '39.99',
  originalPrice: '59.99',
  store: 'Lamp Shop',
  category: 'home-garden',
  description: 'Five colour temperatures, a USB port and a 10 W charging pad.',
  expiry: '',
  imageUrl: '',
  ...overrides,
});

describe.each(DATABASE_KINDS)('the console’s deals on %s', (kind) => {
  let server: TestServer;
  let operator: AccountClient;
  let operatorId: string;

  /** The sync token a shopper's device holds after syncing now. */
  const syncTokenNow = async () =>
    (await server.app.inject({ url: '/api/deals?limit=1' })).headers[
      SYNC_TOKEN_HEADER.toLowerCase()
    ] as string;
  /** What that device's next sync applies. */
  const nextSync = async (token: string) => {
    const response = await server.app.inject({ url: deltaUrl(token) });
    expect(response.statusCode).toBe(200);
    const read = readDealDelta(json(response));
    if (!read.ok) throw new Error(`malformed delta: ${read.reason}`);
    return read.delta;
  };
  const auditOf = (subjectId: string, action: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));
  const search = async (query: string) => {
    const response = await operator.get(`${ADMIN_DEALS_API.deals}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminDealPageSchema.parse(json(response));
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    operator = await memberWithRole(server, 'operator', `deals-operator-${kind}@example.com`);
    operatorId = await idOf(server, `deals-operator-${kind}@example.com`);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.db.delete(rateLimits);
    await server.db.delete(dealsTable);
    await server.db.delete(dealPrices);
  });
  /** The prices recorded for a deal, oldest first, with where each came from. */
  const pricesOf = async (id: string) =>
    (
      await server.db
        .select({ price: dealPrices.price, listPrice: dealPrices.listPrice, source: dealPrices.source })
        .from(dealPrices)
        .where(eq(dealPrices.dealId, id))
        .orderBy(dealPrices.seenAt, dealPrices.id)
    ).map((row) => `${row.price}/${row.listPrice} ${row.source}`);

  it('searches every deal by title, store or id, live or expired, a page at a time', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await saveDeals(
      server.db,
      [
        ...Array.from({ length: ADMIN_DEALS_PAGE_SIZE + 3 }, (_, index) =>
          makeDeal({ id: `bulk-${index}`, title: `Garden chair ${index}`, store: 'Patio Co' }),
        ),
        makeDeal({
          id: 'ended-1',
          title: 'Expired espresso machine',
          store: 'Coffee Corner',
          expiryDate: past,
        }),
        makeDeal({ id: 'pct-1', title: 'Blender 50% off', store: 'Kitchen Hub' }),
        makeDeal({ id: 'pct-2', title: 'Blender 500 W', store: 'Kitchen Hub' }),
      ],
      imported(),
    );

    const first = await search('');
    expect(first.total).toBe(ADMIN_DEALS_PAGE_SIZE + 6);
    expect(first.deals).toHaveLength(ADMIN_DEALS_PAGE_SIZE);
    const second = await search('?page=2');
    expect(second.deals).toHaveLength(6);
    expect(new Set([...first.deals, ...second.deals].map((deal) => deal.id)).size).toBe(
      ADMIN_DEALS_PAGE_SIZE + 6,
    );

    expect((await search('?q=coffee%20corner')).deals.map((deal) => deal.id)).toEqual(['ended-1']);
    expect((await search('?q=BULK-7')).deals.map((deal) => deal.id)).toEqual(['bulk-7']);
    const expired = await search('?state=expired');
    expect(expired.deals).toMatchObject([{ id: 'ended-1', state: 'expired' }]);
    expect((await search('?state=live&q=espresso')).total).toBe(0);
    expect((await search('?q=chair&state=live')).total).toBe(ADMIN_DEALS_PAGE_SIZE + 3);
    // What the operator types is a value, never a pattern or a statement.
    expect((await search('?q=50%25')).deals.map((deal) => deal.id)).toEqual(['pct-1']);
    expect((await search('?q=Blender%20_')).total).toBe(0);
    expect((await search(`?q=${encodeURIComponent("'; drop table deals; --")}`)).total).toBe(0);
    expect((await search('')).total).toBe(ADMIN_DEALS_PAGE_SIZE + 6);

    const bad = await operator.get(`${ADMIN_DEALS_API.deals}?state=gone`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/'state'/);
    expect((await operator.get(`${ADMIN_DEALS_API.deals}?sort=price`)).statusCode).toBe(400);
    const moderator = await memberWithRole(server, 'moderator', `deals-moderator-${kind}@example.com`);
    const refused = await moderator.get(ADMIN_DEALS_API.deals);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(ROLE_REQUIRED);
  });

  it('creates a deal from the form: listed for shoppers on their next sync, audited, once per key', async () => {
    const token = await syncTokenNow();
    const key = crypto.randomUUID();
    const form = aDealForm({ id: 'lamp-1', expiry: '2099-12-31' });
    const created = await operator.post(ADMIN_DEALS_API.deals, form, withKey(key));
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).deal).toMatchObject({
      id: 'lamp-1',
      title: form.title,
      currentPrice: 39.99,
      originalPrice: 59.99,
      state: 'live',
      expiryDate: '2099-12-31T23:59:59.999Z',
    });
    // An answer lost on the way: the same request again gets the same answer, and nothing is made twice.
    const replay = await operator.post(ADMIN_DEALS_API.deals, form, withKey(key));
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(created));
    const reused = await operator.post(ADMIN_DEALS_API.deals, aDealForm({ id: 'lamp-2' }), withKey(key));
    expect(reused.statusCode).toBe(422);

    expect(await findLiveDeal(server.db, 'lamp-1', new Date())).toMatchObject({
      title: form.title,
      store: 'Lamp Shop',
      category: 'home-garden',
      discount: 33,
      source: 'own',
    });
    const delta = await nextSync(token);
    expect(delta.deals).toContainEqual(expect.objectContaining({ id: 'lamp-1', title: form.title }));
    const [entry, ...more] = await auditOf('lamp-1', 'deal.create');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: operatorId, subjectType: 'deal', before: null });
    expect(entry?.after).toMatchObject({ id: 'lamp-1', title: form.title });

    // The same id again is refused beside the id field, and the deal stays as it was.
    const taken = await operator.post(
      ADMIN_DEALS_API.deals,
      aDealForm({ id: 'lamp-1', title: 'Another lamp' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(json(taken).fields).toEqual({ id: ADMIN_DEAL_FIELD_ERRORS.idTaken });
    expect((await findLiveDeal(server.db, 'lamp-1', new Date()))?.title).toBe(form.title);
    // Without an id, one is made.
    const unnamed = await operator.post(ADMIN_DEALS_API.deals, aDealForm({ title: 'Floor lamp' }));
    expect(unnamed.statusCode).toBe(201);
    expect(json(unnamed).deal.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names each wrong field, stores nothing, and says why a refused action is refused', async () => {
    const response = await operator.post(
      ADMIN_DEALS_API.deals,
      aDealForm({
        link: 'javascript:alert(1)',
        title: '  ',
        currentPrice: 'cheap',
        expiry: '2001-01-01',
        imageUrl: 'data:image/png;base64,AAAA',
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.code).toBe('INVALID_FIELDS');
    expect(body.fields).toEqual({
      link: SUBMISSION_FIELD_ERRORS.link,
      title: SUBMISSION_FIELD_ERRORS.title,
      currentPrice: SUBMISSION_FIELD_ERRORS.currentPrice,
      expiry: ADMIN_DEAL_FIELD_ERRORS.expiry,
      imageUrl: ADMIN_DEAL_FIELD_ERRORS.imageUrl,
    });
    expect(body.message).toBe(`${ADMIN_DEALS_MESSAGES.invalid}link, title, currentPrice, expiry, imageUrl.`);
    const below = await operator.post(ADMIN_DEALS_API.deals, aDealForm({ originalPrice: '10' }));
    expect(json(below).fields).toEqual({ originalPrice: SUBMISSION_FIELD_ERRORS.originalBelowCurrent });
    const category = await operator.post(ADMIN_DEALS_API.deals, aDealForm({ category: 'weapons' }));
    expect(json(category).fields).toEqual({ category: SUBMISSION_FIELD_ERRORS.category });
    const notAForm = await operator.post(ADMIN_DEALS_API.deals, ['a list'] as unknown as object);
    expect(notAForm.statusCode).toBe(400);
    expect(json(notAForm).message).toBe(ADMIN_DEALS_MESSAGES.notJson);
    expect(await server.db.select().from(dealsTable)).toEqual([]);

    for (const refused of [
      await operator.put(ADMIN_DEALS_API.deal('no-such-deal'), aDealForm()),
      await operator.post(ADMIN_DEALS_API.expire('no-such-deal'), {}),
      await operator.delete(ADMIN_DEALS_API.deal('no-such-deal')),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(json(refused).message).toBe(ADMIN_DEALS_MESSAGES.notFound('no-such-deal'));
    }
  });

  it('edits a deal, keeping what the form does not show; the next sync carries the new title', async () => {
    const deal = makeDeal({
      id: 'kettle-1',
      title: 'Glass kettel',
      currentPrice: 50,
      images: ['/images/deals/kettle.svg', '/images/deals/kettle-side.svg'],
      features: ['1.7 litres', 'Blue light'],
      specifications: { Power: '2200 W' },
    });
    await saveDeals(server.db, [deal], imported());
    const token = await syncTokenNow();
    const key = crypto.randomUUID();
    const form = aDealForm({
      id: 'ignored',
      link: deal.affiliateUrl,
      title: 'Glass kettle 1.7 l',
      currentPrice: '24.50',
      originalPrice: '49.00',
      store: deal.store,
      category: deal.category,
      imageUrl: 'https://images.example/kettle-front.jpg',
    });
    const edited = await operator.put(ADMIN_DEALS_API.deal('kettle-1'), form, withKey(key));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).deal).toMatchObject({
      id: 'kettle-1',
      title: 'Glass kettle 1.7 l',
      currentPrice: 24.5,
    });
    const replay = await operator.put(ADMIN_DEALS_API.deal('kettle-1'), form, withKey(key));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(edited));

    expect(await findLiveDeal(server.db, 'kettle-1', new Date())).toMatchObject({
      title: 'Glass kettle 1.7 l',
      currentPrice: 24.5,
      originalPrice: 49,
      discount: 50,
      // The main image is the form's; the rest of the gallery stays.
      images: ['https://images.example/kettle-front.jpg', '/images/deals/kettle-side.svg'],
      features: ['1.7 litres', 'Blue light'],
      specifications: { Power: '2200 W' },
      createdAt: deal.createdAt,
    });
    const delta = await nextSync(token);
    expect(delta.deals).toEqual([expect.objectContaining({ id: 'kettle-1', title: 'Glass kettle 1.7 l' })]);
    const [entry] = await auditOf('kettle-1', 'deal.edit');
    expect(entry).toMatchObject({
      actorId: operatorId,
      before: expect.objectContaining({ title: 'Glass kettel', currentPrice: 50 }),
      after: expect.objectContaining({ title: 'Glass kettle 1.7 l', currentPrice: 24.5 }),
    });
    const wrong = await operator.put(ADMIN_DEALS_API.deal('kettle-1'), { ...form, currentPrice: '' });
    expect(json(wrong).fields).toEqual({ currentPrice: SUBMISSION_FIELD_ERRORS.currentPrice });
  });

  it('keeps an ended deal ended when its title is corrected with the end date left as it is', async () => {
    const endedAt = new Date(Date.now() - 3 * 86_400_000);
    const deal = makeDeal({ id: 'ended-edit', title: 'Old titel', expiryDate: endedAt.toISOString() });
    await saveDeals(server.db, [deal], imported());
    const form = aDealForm({
      link: deal.affiliateUrl,
      title: 'Old title',
      currentPrice: '50',
      originalPrice: '100',
      store: deal.store,
      category: deal.category,
      expiry: endedAt.toISOString().slice(0, 10),
    });
    const edited = await operator.put(ADMIN_DEALS_API.deal('ended-edit'), form);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).deal).toMatchObject({ state: 'expired', expiryDate: endedAt.toISOString() });
    expect((await findDeal(server.db, 'ended-edit'))?.live).toBe(false);
    // A new date in the future brings it back.
    const back = await operator.put(ADMIN_DEALS_API.deal('ended-edit'), { ...form, expiry: '2099-01-01' });
    expect(json(back).deal.state).toBe('live');
  });

  it('expires and deletes deals: shoppers drop them on their next sync; a second expire says why not', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'to-expire' }), makeDeal({ id: 'to-delete' })], imported());
    const token = await syncTokenNow();
    const expireKey = crypto.randomUUID();
    const expired = await operator.post(ADMIN_DEALS_API.expire('to-expire'), {}, withKey(expireKey));
    expect(expired.statusCode, expired.body).toBe(200);
    expect(json(expired).deal).toMatchObject({ id: 'to-expire', state: 'expired' });
    const replay = await operator.post(ADMIN_DEALS_API.expire('to-expire'), {}, withKey(expireKey));
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await operator.post(ADMIN_DEALS_API.expire('to-expire'), {});
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(ADMIN_DEALS_MESSAGES.alreadyExpired);

    const deleted = await operator.delete(ADMIN_DEALS_API.deal('to-delete'), withKey(crypto.randomUUID()));
    expect(deleted.statusCode).toBe(200);
    expect(await findDeal(server.db, 'to-delete')).toBeUndefined();
    expect((await operator.delete(ADMIN_DEALS_API.deal('to-delete'))).statusCode).toBe(404);

    const delta = await nextSync(token);
    expect(delta.removed.sort()).toEqual(['to-delete', 'to-expire']);
    expect(delta.deals).toEqual([]);
    const [expireEntry] = await auditOf('to-expire', 'deal.expire');
    expect(expireEntry).toMatchObject({
      actorId: operatorId,
      before: expect.objectContaining({ expiryDate: null }),
      after: expect.objectContaining({ expiryDate: expect.any(String) }),
    });
    const [deleteEntry] = await auditOf('to-delete', 'deal.delete');
    expect(deleteEntry).toMatchObject({ before: expect.objectContaining({ id: 'to-delete' }), after: null });
  });

  it('imports JSON and CSV with the command’s per-row report, keeping the good rows', async () => {
    const token = await syncTokenNow();
    const key = crypto.randomUUID();
    const request = { format: 'json', text: fixture('deals-import.json') };
    const imported = await operator.post(ADMIN_DEALS_API.import, request, withKey(key));
    expect(imported.statusCode, imported.body).toBe(200);
    const report = dealImportReportSchema.parse(json(imported));
    expect(report).toMatchObject({ total: 4, imported: 2, inserted: 2, updated: 0, unchanged: 0 });
    expect(report.rejected.map(rejectedRowLine)).toEqual([
      expect.stringMatching(/^Rejected item 3: currentPrice: a deal needs a price/),
      expect.stringMatching(
        /^Rejected item 4: affiliateUrl: the affiliate link must be an http: or https: URL/,
      ),
    ]);
    const replay = await operator.post(ADMIN_DEALS_API.import, request, withKey(key));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(report);
    expect((await nextSync(token)).deals.map((deal) => (deal as { id: string }).id).sort()).toEqual([
      'ops-1001',
      'ops-1002',
    ]);
    const [entry] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'deal.import'));
    expect(entry).toMatchObject({
      actorId: operatorId,
      subjectType: 'deal-import',
      before: { deals: [] },
      after: expect.objectContaining({ format: 'json', report }),
    });

    const csv = await operator.post(ADMIN_DEALS_API.import, {
      format: 'csv',
      text: fixture('deals-import.csv'),
    });
    const csvReport = dealImportReportSchema.parse(json(csv));
    expect(csvReport).toMatchObject({ total: 4, imported: 2 });
    expect(csvReport.rejected.map((row) => row.row)).toEqual(['CSV row 4', 'CSV row 5']);
    expect(csvReport.rejected[1]!.reason).toMatch(/negative/);
    expect((await findLiveDeal(server.db, 'ops-2002', new Date()))?.description).toBe(
      '6.8" display,\nadjustable warm light.',
    );

    // The same file again changes nothing.
    const twice = await operator.post(ADMIN_DEALS_API.import, {
      format: 'csv',
      text: fixture('deals-import.csv'),
    });
    expect(json(twice)).toMatchObject({ imported: 2, inserted: 0, unchanged: 2 });
  });

  it('records the price of each deal it creates, edits or imports, with where the price came from', async () => {
    const created = await operator.post(ADMIN_DEALS_API.deals, aDealForm({ id: 'priced-1' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await pricesOf('priced-1')).toEqual(['39.99/59.99 edit']);
    // A corrected title is not a price: nothing more is recorded.
    const form = aDealForm({ id: 'priced-1', title: 'LED desk lamp, wireless charger' });
    expect((await operator.put(ADMIN_DEALS_API.deal('priced-1'), form)).statusCode).toBe(200);
    expect(await pricesOf('priced-1')).toEqual(['39.99/59.99 edit']);
    const cheaper = await operator.put(ADMIN_DEALS_API.deal('priced-1'), { ...form, currentPrice: '29.99' });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(await pricesOf('priced-1')).toEqual(['39.99/59.99 edit', '29.99/59.99 edit']);
    expect((await findLiveDeal(server.db, 'priced-1', new Date()))?.priceTruth).toMatchObject({
      lowestBefore: 39.99,
      listPriceSeen: false,
      lowestIn90Days: true,
    });

    const report = await operator.post(ADMIN_DEALS_API.import, {
      format: 'json',
      text: fixture('deals-import.json'),
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(await pricesOf('ops-1001')).toEqual(['89.99/149.99 import']);
    expect(await pricesOf('ops-1002')).toEqual([expect.stringMatching(/ import$/)]);
  });

  it('says which part of an import is wrong when nothing can be read', async () => {
    const notJson = await operator.post(ADMIN_DEALS_API.import, { format: 'json', text: '{"deals": [' });
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson).fields.text).toMatch(
      new RegExp(`^${ADMIN_DEALS_MESSAGES.unreadable}The JSON is not valid`),
    );
    const openQuote = await operator.post(ADMIN_DEALS_API.import, { format: 'csv', text: 'id,title\n"a,b' });
    expect(json(openQuote).fields.text).toMatch(/ends inside a quoted field/);
    const empty = await operator.post(ADMIN_DEALS_API.import, { format: 'csv', text: '  ' });
    expect(json(empty).fields).toEqual({ text: IMPORT_FIELD_ERRORS.text });
    const format = await operator.post(ADMIN_DEALS_API.import, { format: 'xml', text: '<deals/>' });
    expect(json(format).fields).toEqual({ format: IMPORT_FIELD_ERRORS.format });
    expect(await server.db.select().from(dealsTable)).toEqual([]);
  });

  it('stores HTML in any text as typed and answers it only as JSON data', async () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const created = await operator.post(
      ADMIN_DEALS_API.deals,
      aDealForm({ id: 'markup', title: markup, description: markup, store: '<b>Shop</b>' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listed = await operator.get(`${ADMIN_DEALS_API.deals}?q=${encodeURIComponent('<script>')}`);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(adminDealPageSchema.parse(json(listed)).deals).toMatchObject([
      { id: 'markup', title: markup, description: markup, store: '<b>Shop</b>' },
    ]);
  });
});
