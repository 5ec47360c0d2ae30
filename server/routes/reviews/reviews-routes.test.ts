// Members' reviews on PGlite and PostgreSQL: stored and seen by everyone, one per member and deal, Helpful
// once per member, lengths, limits and idempotency keys.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { deals as dealsTable, rateLimits } from '../../db/schema.ts';
import { type AccountClient, accountClient, signedInMember } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const reviewsUrl = (id: string) => `/api/deals/${id}/reviews`;

describe.each(DATABASE_KINDS)('reviews on %s', (kind) => {
  let server: TestServer;
  let ana: AccountClient;
  let ben: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ana = await signedInMember(server, { name: 'Ana', email: `ana-reviews-${kind}@example.com` });
    ben = await signedInMember(
      server,
      { name: 'Ben', email: `ben-reviews-${kind}@example.com` },
      accountClient(server, '198.51.100.61'),
    );
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(dealsTable);
    await server.db.delete(rateLimits);
    await saveDeals(server.db, [makeDeal({ id: 'rated' })], imported());
  });

  it('stores a member’s review for everyone, once per member and deal, and counts Helpful once per member', async () => {
    const id = randomUUID();
    const posted = await ana.post(reviewsUrl('rated'), { id, rating: 4, text: 'Solid kettle.' });
    expect(posted.statusCode).toBe(201);
    expect(json(posted)).toMatchObject({ id, rating: 4, text: 'Solid kettle.', author: 'Ana', helpful: 0 });
    const second = await ana.post(reviewsUrl('rated'), { id: randomUUID(), rating: 5, text: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toMatch(/already reviewed/);

    expect(json(await ben.post(`/api/reviews/${id}/helpful`))).toMatchObject({
      helpful: 1,
      markedHelpful: true,
    });
    expect(json(await ben.post(`/api/reviews/${id}/helpful`))).toMatchObject({ helpful: 1 });
    expect((await ana.post(`/api/reviews/${id}/helpful`)).statusCode).toBe(409);

    const visitor = accountClient(server, '198.51.100.62');
    const read = json(await visitor.get('/api/deals/rated/discussion'));
    expect(read.reviews).toEqual([expect.objectContaining({ id, text: 'Solid kettle.', helpful: 1 })]);
    expect((await visitor.post(`/api/reviews/${id}/helpful`)).statusCode).toBe(401);
  });

  it('answers a replayed key once, refuses the key with another body, and refuses bad reviews', async () => {
    const id = randomUUID();
    const key = { 'idempotency-key': `review-once-${kind}-0001` };
    const first = await ben.post(reviewsUrl('rated'), { id, rating: 3, text: 'Fine' }, key);
    const replay = await ben.post(reviewsUrl('rated'), { id, rating: 3, text: 'Fine' }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    expect((await ben.post(reviewsUrl('rated'), { id, rating: 2, text: 'Fine' }, key)).statusCode).toBe(422);

    const bad = await ana.post(reviewsUrl('rated'), { id: randomUUID(), rating: 6, text: 'Great' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/rating/);
    const long = await ana.post(reviewsUrl('rated'), { id: randomUUID(), rating: 5, text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(
      (await ana.post(reviewsUrl('missing'), { id: randomUUID(), rating: 5, text: 'Hm' })).statusCode,
    ).toBe(404);
    const anonymous = accountClient(server, '198.51.100.63');
    expect(
      (await anonymous.post(reviewsUrl('rated'), { id: randomUUID(), rating: 5, text: 'Hi' })).statusCode,
    ).toBe(401);
  });

  it('limits how many reviews a member writes', async () => {
    const many = Array.from({ length: 22 }, (_, index) => makeDeal({ id: `many-${index}` }));
    await saveDeals(server.db, many, imported());
    const statuses: number[] = [];
    for (const deal of many) {
      statuses.push(
        (await ana.post(reviewsUrl(deal.id), { id: randomUUID(), rating: 4, text: 'Ok' })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
