// Follows and mutes on PGlite and PostgreSQL: adding and undoing them, a second add that changes nothing,
// targets that name nothing, the limits counted in the database, replayed keys, and alerts that skip a
// member who muted the deal. Refusals decided before any SQL (a visitor, a keyword that would mute
// everything) are route logic and run once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_API } from '../../../src/shared/alerts/alerts.ts';
import { FOLLOW_LIMITS, FOLLOWS_API, type FollowsAnswer } from '../../../src/shared/discovery/follows.ts';
import { FOLLOW_FIELD_ERRORS } from '../../../src/shared/discovery/follows-requests.ts';
import { FOLLOW_MESSAGES } from '../../../src/shared/discovery/follows-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { matchDeal } from '../../alerts/alert-fanout.ts';
import { SIGN_IN_REQUIRED } from '../../auth/members.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { alertDeliveries, memberFollows, memberMutes, rateLimits, users } from '../../db/schema.ts';
import { type AccountClient, accountClient, signedInMember } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';
import { FOLLOW_WRITE_RATE } from './follows-routes.ts';

const NOW = new Date('2026-06-10T10:00:00.000Z');
const json = (response: { body: string }) => JSON.parse(response.body);
const pairs = (entries: { kind: string; target: string }[]) =>
  entries.map(({ kind, target }) => `${kind}:${target}`);

describe.each(DATABASE_KINDS)('follows and mutes on %s', (kind) => {
  let server: TestServer;
  let ana: AccountClient;
  let anaId: string;
  let benId: string;
  let seq = 0;

  const idOf = async (email: string) =>
    (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => NOW });
    ana = await signedInMember(server, { email: `ana-follows-${kind}@example.com` });
    await signedInMember(
      server,
      { name: 'Ben Ode', email: `ben-follows-${kind}@example.com` },
      accountClient(server, '198.51.100.7'),
    );
    anaId = await idOf(`ana-follows-${kind}@example.com`);
    benId = await idOf(`ben-follows-${kind}@example.com`);
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: 'kettle',
          title: 'Electric kettle, 1.7 l',
          store: 'Kettle Shop',
          affiliateUrl: 'https://kettle.example/k/1',
        }),
      ],
      imported(),
    );
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(memberFollows);
    await server.db.delete(memberMutes);
    await server.db.delete(rateLimits);
  });

  /** Sends a write with a JSON body as the site's pages do (DELETE included), with the member's cookies. */
  const send = (
    client: AccountClient,
    method: 'PUT' | 'DELETE',
    url: string,
    body: object,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method,
      url,
      payload: body,
      remoteAddress: '203.0.113.10',
      headers: {
        origin: TEST_ORIGIN,
        'sec-fetch-site': 'same-origin',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
    });

  it('follows a store, a category and a member, lists them with their names, and undoes each', async () => {
    const store = await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'store', target: 'kettle-shop' });
    expect(store.statusCode).toBe(200);
    await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'category', target: 'books' });
    const member = await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'member', target: benId });
    const answer = json(member) as FollowsAnswer;
    // Oldest first; added in the same instant (the test's clock stands still), by kind.
    expect(answer.follows.map(({ kind, target, label }) => ({ kind, target, label }))).toEqual([
      { kind: 'category', target: 'books', label: 'Books' },
      { kind: 'member', target: benId, label: 'Ben Ode' },
      { kind: 'store', target: 'kettle-shop', label: 'Kettle Shop' },
    ]);
    expect(answer.mutes).toEqual([]);
    expect(json(await ana.get(FOLLOWS_API.follows))).toEqual(answer);

    const undone = await send(ana, 'DELETE', FOLLOWS_API.follows, { kind: 'category', target: 'books' });
    expect(undone.statusCode).toBe(200);
    expect(pairs(json(undone).follows)).toEqual([`member:${benId}`, 'store:kettle-shop']);
    // Undoing what is not there changes nothing and is no error.
    const again = await send(ana, 'DELETE', FOLLOWS_API.follows, { kind: 'category', target: 'books' });
    expect(again.statusCode).toBe(200);
    expect(await server.db.select().from(memberFollows)).toHaveLength(2);
  });

  it('keeps one row for a follow or mute added twice, and one keyword mute however it is written', async () => {
    for (let time = 0; time < 2; time += 1) {
      expect(
        (await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'category', target: 'books' })).statusCode,
      ).toBe(200);
    }
    await send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'keyword', target: 'Refurbished  Kettle' });
    const last = await send(ana, 'PUT', FOLLOWS_API.mutes, {
      kind: 'keyword',
      target: ' refurbished kettle ',
    });
    expect(pairs(json(last).mutes)).toEqual(['keyword:refurbished kettle']);
    expect(await server.db.select().from(memberFollows)).toHaveLength(1);
    expect(await server.db.select().from(memberMutes)).toHaveLength(1);
    const gone = await send(ana, 'DELETE', FOLLOWS_API.mutes, {
      kind: 'keyword',
      target: 'REFURBISHED kettle',
    });
    expect(json(gone).mutes).toEqual([]);
  });

  it('refuses a store, category or member that does not exist, and the member themself, on target', async () => {
    const refusals = [
      [{ kind: 'store', target: 'no-such-store' }, FOLLOW_MESSAGES.unknownStore],
      [{ kind: 'category', target: 'cars' }, FOLLOW_FIELD_ERRORS.category],
      [{ kind: 'member', target: 'nobody-at-all' }, FOLLOW_MESSAGES.unknownMember],
      [{ kind: 'member', target: anaId }, FOLLOW_MESSAGES.notYourself],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await send(ana, 'PUT', FOLLOWS_API.follows, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'INVALID_FIELDS', fields: { target: message } });
    }
    const store = await send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'store', target: 'no-such-store' });
    expect(json(store).fields).toEqual({ target: FOLLOW_MESSAGES.unknownStore });
    expect(await server.db.select().from(memberFollows)).toEqual([]);
    expect(await server.db.select().from(memberMutes)).toEqual([]);
  });

  it(`holds a member to ${FOLLOW_LIMITS.followsPerMember} follows and ${FOLLOW_LIMITS.mutesPerMember} mutes, counted in the database`, async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        userId: anaId,
        kind: 'keyword',
        target: `muted word ${index}`,
      }));
    await server.db.insert(memberMutes).values(rows(FOLLOW_LIMITS.mutesPerMember));
    await server.db.insert(memberFollows).values(
      Array.from({ length: FOLLOW_LIMITS.followsPerMember }, (_, index) => ({
        userId: anaId,
        kind: 'store',
        target: `store-${index}`,
      })),
    );
    const follow = await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'category', target: 'books' });
    expect(follow.statusCode).toBe(409);
    expect(json(follow)).toMatchObject({
      code: 'TOO_MANY_FOLLOWS',
      message: FOLLOW_MESSAGES.tooManyFollows(FOLLOW_LIMITS.followsPerMember),
    });
    const mute = await send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'category', target: 'books' });
    expect(mute.statusCode).toBe(409);
    expect(json(mute).code).toBe('TOO_MANY_MUTES');
    // One already there may be sent again; one undone makes room for another.
    expect(
      (await send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'keyword', target: 'muted word 3' })).statusCode,
    ).toBe(200);
    await send(ana, 'DELETE', FOLLOWS_API.mutes, { kind: 'keyword', target: 'muted word 3' });
    expect(
      (await send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'category', target: 'books' })).statusCode,
    ).toBe(200);
    expect(await server.db.select().from(memberMutes)).toHaveLength(FOLLOW_LIMITS.mutesPerMember);
    expect(await server.db.select().from(memberFollows)).toHaveLength(FOLLOW_LIMITS.followsPerMember);
  });

  it('keeps the limit when several mutes arrive at once', async () => {
    await server.db.insert(memberMutes).values(
      Array.from({ length: FOLLOW_LIMITS.mutesPerMember - 1 }, (_, index) => ({
        userId: anaId,
        kind: 'keyword',
        target: `muted word ${index}`,
      })),
    );
    const answers = await Promise.all(
      ['books', 'fashion', 'travel', 'gaming', 'sports'].map((category) =>
        send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'category', target: category }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await server.db.select().from(memberMutes)).toHaveLength(FOLLOW_LIMITS.mutesPerMember);
  });

  it('answers a replayed key with the stored answer and refuses the key with another body', async () => {
    seq += 1;
    const key = { 'idempotency-key': `follow-once-${kind}-${seq}-0001` };
    const first = await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'category', target: 'books' }, key);
    await send(ana, 'DELETE', FOLLOWS_API.follows, { kind: 'category', target: 'books' });
    const replay = await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'category', target: 'books' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay)).toEqual(json(first));
    // Replayed, not done again: the follow undone since stays undone.
    expect(await server.db.select().from(memberFollows)).toEqual([]);
    const conflict = await send(
      ana,
      'PUT',
      FOLLOWS_API.follows,
      { kind: 'category', target: 'fashion' },
      key,
    );
    expect(conflict.statusCode).toBe(422);
  });

  it(`limits each member to ${FOLLOW_WRITE_RATE.max} changes a minute`, async () => {
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 200) {
      sent += 1;
      status = (await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'category', target: 'books' }))
        .statusCode;
    }
    expect(status).toBe(429);
    expect(sent).toBe(FOLLOW_WRITE_RATE.max + 1);
  });

  it('sends no alert to a member who muted the deal’s store, category or a keyword it matches', async () => {
    const members = await Promise.all(
      ['store', 'category', 'keyword', 'none'].map(async (muting, index) => {
        const email = `alerted-${muting}-${kind}@example.com`;
        const client = await signedInMember(server, { email }, accountClient(server, `192.0.2.${index + 1}`));
        expect((await client.post(ALERT_API.rules, { categories: ['home-garden'] })).statusCode).toBe(201);
        return { muting, client, id: await idOf(email) };
      }),
    );
    const target = { store: 'teapot-house', category: 'home-garden', keyword: 'porcelain' } as const;
    const deal = makeDeal({
      id: `teapot-${kind}`,
      title: 'Porcelain teapot',
      store: 'Teapot House',
      affiliateUrl: 'https://teapot.example/t/1',
      category: 'home-garden',
    });
    await saveDeals(server.db, [deal], imported());
    for (const { muting, client } of members) {
      if (muting === 'none') continue;
      const muted = await send(client, 'PUT', FOLLOWS_API.mutes, {
        kind: muting,
        target: target[muting as keyof typeof target],
      });
      expect(muted.statusCode, muted.body).toBe(200);
    }
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, NOW)).toBe(1);
    const told = await server.db
      .select({ recipient: alertDeliveries.recipient })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.dealId, deal.id));
    expect(told).toEqual([{ recipient: `member:${members.find((m) => m.muting === 'none')!.id}` }]);
  });

  itOnce(kind)('refuses visitors', async () => {
    const visitor = accountClient(server, '198.51.100.99');
    expect((await visitor.get(FOLLOWS_API.follows)).statusCode).toBe(401);
    const put = await send(visitor, 'PUT', FOLLOWS_API.mutes, { kind: 'category', target: 'books' });
    expect(put.statusCode).toBe(401);
    expect(json(put).message).toBe(SIGN_IN_REQUIRED);
  });

  itOnce(kind)(
    'refuses a keyword mute that would hide nearly every deal, or that is too short or long',
    async () => {
      const refused = [
        ['a', FOLLOW_FIELD_ERRORS.keywordLength],
        ['x y', FOLLOW_FIELD_ERRORS.keywordTooBroad],
        ['deal', FOLLOW_FIELD_ERRORS.keywordTooBroad],
        ['Sale', FOLLOW_FIELD_ERRORS.keywordTooBroad],
        ['the deals', FOLLOW_FIELD_ERRORS.keywordTooBroad],
        ['de', FOLLOW_FIELD_ERRORS.keywordTooBroad],
        ['--', FOLLOW_FIELD_ERRORS.keywordWord],
        ['k'.repeat(FOLLOW_LIMITS.keywordMax + 1), FOLLOW_FIELD_ERRORS.keywordLength],
      ];
      for (const [keyword, message] of refused) {
        const response = await send(ana, 'PUT', FOLLOWS_API.mutes, { kind: 'keyword', target: keyword });
        expect(response.statusCode, keyword).toBe(400);
        expect(json(response).fields, keyword).toEqual({ target: message });
      }
      const kinds = await send(ana, 'PUT', FOLLOWS_API.follows, { kind: 'keyword', target: 'kettle' });
      expect(json(kinds).fields).toEqual({ kind: FOLLOW_FIELD_ERRORS.kind });
    },
  );
});
