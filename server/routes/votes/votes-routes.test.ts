// Votes on PGlite and PostgreSQL: who may vote, what the temperature becomes, the "New" mask, delta syncs
// that carry a vote, limits, and replayed or conflicting idempotency keys.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { SYNC_TOKEN_HEADER } from '../../../src/shared/deal/deal-api.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { weightFor } from '../../community/temperature.ts';
import { deals as dealsTable, dealVotes, rateLimits, users } from '../../db/schema.ts';
import { type AccountClient, accountClient, signedInMember } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const json = (response: { body: string }) => JSON.parse(response.body);
const voteUrl = (id: string) => `/api/deals/${id}/vote`;

describe('vote weight', () => {
  it('grows by one for every ten settled contributions, up to five', () => {
    expect([0, 9, 10, 25, 40, 1000].map(weightFor)).toEqual([1, 1, 2, 3, 5, 5]);
  });
});

describe.each(DATABASE_KINDS)('votes on %s', (kind) => {
  let server: TestServer;
  let now = NOW;
  let ana: AccountClient;
  let ben: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now, env: { NEW_DEAL_HIDE_MINUTES: '10' } });
    ana = await signedInMember(server, { email: `ana-votes-${kind}@example.com` });
    ben = await signedInMember(
      server,
      { email: `ben-votes-${kind}@example.com` },
      accountClient(server, '198.51.100.7'),
    );
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now = NOW;
    await server.db.delete(dealsTable);
    await server.db.delete(rateLimits);
  });

  const listed = async (id: string) =>
    (json(await server.app.inject({ method: 'GET', url: '/api/deals' })) as Deal[]).find(
      (deal) => deal.id === id,
    );

  it('sums the members’ votes into the temperature the list and the deal carry, and lets a vote change or go', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'warm', createdAt: '2026-05-01T00:00:00Z' })], imported());
    expect(await listed('warm')).toMatchObject({ temperature: 0, commentCount: 0 });

    const hot = await ana.put(voteUrl('warm'), { direction: 'hot' });
    expect(hot.statusCode).toBe(200);
    expect(json(hot)).toEqual({ dealId: 'warm', direction: 'hot', temperature: 1 });
    expect(json(await ben.put(voteUrl('warm'), { direction: 'hot' })).temperature).toBe(2);
    expect(json(await ben.put(voteUrl('warm'), { direction: 'cold' })).temperature).toBe(0);
    expect(json(await ana.put(voteUrl('warm'), { direction: 'none' })).temperature).toBe(-1);
    expect(await listed('warm')).toMatchObject({ temperature: -1 });
    const single = json(await server.app.inject({ method: 'GET', url: '/api/deals/warm' }));
    expect(single.temperature).toBe(-1);
    const stored = await server.db.select().from(dealVotes).where(eq(dealVotes.dealId, 'warm'));
    expect(stored).toHaveLength(1);
  });

  it('keeps a new deal’s temperature back as null until NEW_DEAL_HIDE_MINUTES have passed, then a delta sync tells it', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'fresh', createdAt: '2026-06-01T11:55:00Z' })], imported());
    const first = await server.app.inject({ method: 'GET', url: '/api/deals' });
    const token = first.headers[SYNC_TOKEN_HEADER.toLowerCase()] as string;
    expect((json(first) as Deal[])[0]).toMatchObject({ id: 'fresh', temperature: null });

    const vote = await ana.put(voteUrl('fresh'), { direction: 'hot' });
    expect(json(vote)).toEqual({ dealId: 'fresh', direction: 'hot', temperature: null });
    expect(await listed('fresh')).toMatchObject({ temperature: null });
    expect(
      JSON.stringify(json(await server.app.inject({ method: 'GET', url: '/api/deals/fresh' }))),
    ).not.toContain('"temperature":1');
    // The vote moved the deal's change number: a delta sync carries it, still masked.
    const delta = json(
      await server.app.inject({ method: 'GET', url: `/api/deals?since=${encodeURIComponent(token)}` }),
    );
    expect(delta.deals).toEqual([expect.objectContaining({ id: 'fresh', temperature: null })]);

    // Ten minutes after publishing, the number is told, and a delta sync from before brings it.
    now = new Date('2026-06-01T12:06:00.000Z');
    const later = json(
      await server.app.inject({
        method: 'GET',
        url: `/api/deals?since=${encodeURIComponent(delta.syncToken)}`,
      }),
    );
    expect(later.deals).toEqual([expect.objectContaining({ id: 'fresh', temperature: 1 })]);
    expect(await listed('fresh')).toMatchObject({ temperature: 1 });
  });

  it('orders the Hottest sort by the told temperature', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'cold', createdAt: '2026-05-01T00:00:00Z' }),
        makeDeal({ id: 'hot', createdAt: '2026-05-02T00:00:00Z' }),
        makeDeal({ id: 'mild', createdAt: '2026-05-03T00:00:00Z' }),
      ],
      imported(),
    );
    await ana.put(voteUrl('hot'), { direction: 'hot' });
    await ben.put(voteUrl('hot'), { direction: 'hot' });
    await ana.put(voteUrl('cold'), { direction: 'cold' });
    const page = async (url: string) => {
      const response = await server.app.inject({ method: 'GET', url });
      return {
        ids: (json(response) as Deal[]).map((deal) => deal.id),
        next: response.headers['x-next-cursor'],
      };
    };
    expect((await page('/api/deals?sort=hottest')).ids).toEqual(['hot', 'mild', 'cold']);
    const first = await page('/api/deals?sort=hottest&limit=2');
    expect(first.ids).toEqual(['hot', 'mild']);
    expect((await page(`/api/deals?sort=hottest&limit=2&cursor=${first.next}`)).ids).toEqual(['cold']);
  });

  it('answers a replayed key with the stored answer, once in effect, and refuses the key with another body', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'once', createdAt: '2026-05-01T00:00:00Z' })], imported());
    const key = { 'idempotency-key': `vote-once-${kind}-0001` };
    const first = await ana.put(voteUrl('once'), { direction: 'hot' }, key);
    // Another member's vote lands between the two sends.
    await ben.put(voteUrl('once'), { direction: 'hot' });
    const replay = await ana.put(voteUrl('once'), { direction: 'hot' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    expect(await listed('once')).toMatchObject({ temperature: 2 });
    const conflict = await ana.put(voteUrl('once'), { direction: 'cold' }, key);
    expect(conflict.statusCode).toBe(422);
    expect(await listed('once')).toMatchObject({ temperature: 2 });
  });

  it('answers the replay of an answered vote from the store even once the member is over the rate limit', async () => {
    await saveDeals(server.db, [makeDeal({ id: 'busy', createdAt: '2026-05-01T00:00:00Z' })], imported());
    const key = { 'idempotency-key': `vote-busy-${kind}-0001` };
    const first = await ana.put(voteUrl('busy'), { direction: 'hot' }, key);
    expect(first.statusCode).toBe(200);
    let status = 200;
    for (let attempt = 0; attempt < 130 && status === 200; attempt += 1) {
      status = (await ana.put(voteUrl('busy'), { direction: attempt % 2 ? 'hot' : 'cold' })).statusCode;
    }
    expect(status).toBe(429);
    // The outbox lost the first answer and sends the same write again: it took effect, so it is answered.
    const replay = await ana.put(voteUrl('busy'), { direction: 'hot' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    // A new write under a new key is still held to the limit, as is the old key with another body.
    expect(
      (await ana.put(voteUrl('busy'), { direction: 'hot' }, { 'idempotency-key': `vote-busy-${kind}-0002` }))
        .statusCode,
    ).toBe(429);
    expect((await ana.put(voteUrl('busy'), { direction: 'cold' }, key)).statusCode).toBe(429);
  });

  it('refuses visitors, unconfirmed members, bad votes, unknown or ended deals and too many votes', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'open', createdAt: '2026-05-01T00:00:00Z' }),
        makeDeal({ id: 'over', createdAt: '2026-05-01T00:00:00Z', expiryDate: '2026-05-20T00:00:00Z' }),
      ],
      imported(),
    );
    const visitor = await accountClient(server).put(voteUrl('open'), { direction: 'hot' });
    expect(visitor.statusCode).toBe(401);

    const unconfirmed = accountClient(server, '198.51.100.9');
    const email = `unconfirmed-votes-${kind}@example.com`;
    await unconfirmed.post('/api/auth/sign-up/email', {
      name: 'Una',
      email,
      password: 'correct horse battery staple',
      agreeToTerms: true,
    });
    await server.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
    const refused = await unconfirmed.put(voteUrl('open'), { direction: 'hot' });
    expect([401, 403]).toContain(refused.statusCode);

    const bad = await ana.put(voteUrl('open'), { direction: 'lukewarm' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/direction/);
    expect((await ana.put(voteUrl('missing'), { direction: 'hot' })).statusCode).toBe(404);
    const ended = await ana.put(voteUrl('over'), { direction: 'hot' });
    expect(ended.statusCode).toBe(409);
    expect(json(ended).message).toMatch(/ended/);

    let status = 200;
    for (let attempt = 0; attempt < 130 && status === 200; attempt += 1) {
      status = (await ben.put(voteUrl('open'), { direction: attempt % 2 ? 'hot' : 'cold' })).statusCode;
    }
    expect(status).toBe(429);
  });
});
