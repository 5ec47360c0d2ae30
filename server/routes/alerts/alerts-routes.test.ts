// The alert routes on PGlite and PostgreSQL: a member's rules (defaults, per-field refusals, the limit,
// idempotent replays, a rule following a store), devices' push subscriptions (known push services only), a visitor's digest with its
// double opt-in, the one-click unsubscribe from any mail client, and the badge count.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../../src/shared/alerts/alert-server-texts.ts';
import {
  ALERT_API,
  ALERT_DEFAULTS,
  ALERT_LIMITS,
  ALERT_PAGES,
  alertRuleAnswerSchema,
  alertRuleDeletedSchema,
  alertRulesAnswerSchema,
  digestConfirmedSchema,
  digestRequestedSchema,
  pushKeyAnswerSchema,
  pushRegisteredSchema,
  unsubscribeAnswerSchema,
} from '../../../src/shared/alerts/alerts.ts';
import { alertTokenKey, createAlertTokens } from '../../alerts/alert-tokens.ts';
import { VERIFIED_EMAIL_REQUIRED } from '../../auth/members.ts';
import { alertMembers, alertRules, emailDigests, pushSubscriptions, stores, users } from '../../db/schema.ts';
import { CROSS_SITE_MESSAGE } from '../../plugins/same-origin.ts';
import { accountClient, latestMail, PASSWORD, signedInMember } from '../../test-support/account-client.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const json = (response: { body: string }) => JSON.parse(response.body);
const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-';
const keys = {
  p256dh: 'BOr8k0yXWGgoR1m9yrmVq3kcKjUCHXrPIYEcPcaGJuz9FeE-6aNPqVf8dJXdD6fiaCcvTC2Mu-cUZ6xtQLQ3aGs',
  auth: 'x4pY1m1Vj5lYKqzHVfu0Vg',
};

describe.each(DATABASE_KINDS)('deal alert routes on %s', (kind) => {
  let server: TestServer;
  let seq = 0;
  const newEmail = () => {
    seq += 1;
    return `alerts-${kind}-${seq}@example.com`;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('stores a member rule with the defaults, lists, changes, pauses and deletes it', async () => {
    expect((await accountClient(server).get(ALERT_API.rules)).statusCode).toBe(401);
    const member = await signedInMember(server, { email: newEmail() });
    const created = await member.post(ALERT_API.rules, { categories: ['electronics'], keywords: ['sony'] });
    expect(created.statusCode).toBe(201);
    const { rule } = alertRuleAnswerSchema.parse(json(created));
    expect(rule).toMatchObject({
      categories: ['electronics'],
      keywords: ['sony'],
      email: ALERT_DEFAULTS.email,
      push: ALERT_DEFAULTS.push,
      delivery: 'immediate',
      quietHours: null,
      dailyCap: 10,
      paused: false,
      timeZone: 'UTC',
    });

    const changed = await member.put(ALERT_API.rule(rule.id), {
      categories: ['electronics'],
      maxPrice: 300,
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/Berlin',
      delivery: 'daily',
      paused: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed).rule).toMatchObject({
      id: rule.id,
      keywords: [],
      maxPrice: 300,
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/Berlin',
      delivery: 'daily',
      paused: true,
    });
    expect(alertRulesAnswerSchema.parse(json(await member.get(ALERT_API.rules))).rules).toEqual([
      json(changed).rule,
    ]);

    // Another member can neither change nor delete it.
    const other = await signedInMember(server, { email: newEmail() }, accountClient(server, '198.51.100.77'));
    expect((await other.put(ALERT_API.rule(rule.id), { categories: ['books'] })).statusCode).toBe(404);
    expect((await other.delete(ALERT_API.rule(rule.id))).statusCode).toBe(404);
    expect(json(await other.get(ALERT_API.rules)).rules).toEqual([]);

    const deleted = await member.delete(ALERT_API.rule(rule.id));
    expect(deleted.statusCode).toBe(200);
    expect(alertRuleDeletedSchema.parse(json(deleted))).toEqual({ deleted: rule.id });
    expect(json(await member.get(ALERT_API.rules)).rules).toEqual([]);
  });

  it('refuses a rule that can never match, saying which field is wrong', async () => {
    const member = await signedInMember(server, { email: newEmail() });
    const refusal = async (body: object) => {
      const response = await member.post(ALERT_API.rules, body);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('INVALID_FIELDS');
      return json(response).fields;
    };
    expect(await refusal({})).toEqual({
      categories: 'Choose at least one category, keyword, price, discount or temperature.',
    });
    expect(await refusal({ keywords: ['!!!'] })).toEqual({
      keywords: 'A keyword needs a letter or a digit: “!!!” could match no deal.',
    });
    expect(await refusal({ maxPrice: -5 })).toEqual({
      maxPrice: 'A maximum price must be above 0, or no deal could match.',
    });
    expect((await refusal({ categories: ['books'], minDiscount: 120 })).minDiscount).toBe(
      'A minimum discount is between 1 and 99 %.',
    );
    expect(
      (await refusal({ categories: ['books'], quietHours: { start: '22:00', end: '22:00' } })).quietHours,
    ).toBe('Quiet hours need a different start and end.');
    expect((await refusal({ categories: ['books'], timeZone: 'Mars/Olympus' })).timeZone).toBe(
      'Choose a time zone from the list.',
    );
    expect((await refusal({ categories: ['books'], email: false, push: false })).email).toBe(
      'Choose e-mail, push or both.',
    );
    expect(Object.keys(await refusal({ categories: ['cars'] }))).toEqual(['categories']);
    expect(json(await member.get(ALERT_API.rules)).rules).toEqual([]);
  });

  it('follows a store: a rule of one store alone, kept through an edit; a store that does not exist is refused', async () => {
    await server.db.insert(stores).values([
      { slug: 'best-buy', name: 'Best Buy', hosts: ['bestbuy.com'] },
      { slug: 'geek-squad', name: 'Geek Squad', mergedInto: 'best-buy' },
    ]);
    const member = await signedInMember(server, { email: newEmail() });
    const created = await member.post(ALERT_API.rules, { stores: ['best-buy'] });
    expect(created.statusCode).toBe(201);
    const { rule } = alertRuleAnswerSchema.parse(json(created));
    expect(rule).toMatchObject({ stores: ['best-buy'], categories: [], keywords: [], maxPrice: null });

    // The form sends the whole rule back: its store stays, with the member's other changes.
    const edited = await member.put(ALERT_API.rule(rule.id), {
      stores: ['best-buy'],
      keywords: ['tv'],
      delivery: 'daily',
    });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).rule).toMatchObject({ stores: ['best-buy'], keywords: ['tv'], delivery: 'daily' });
    const [row] = await server.db.select().from(alertRules).where(eq(alertRules.id, rule.id));
    expect(row!.stores).toEqual(['best-buy']);

    // A store merged into another is followed as the store it became.
    const merged = await member.post(ALERT_API.rules, { stores: ['geek-squad', 'best-buy'] });
    expect(json(merged).rule.stores).toEqual(['best-buy']);

    const unknown = await member.post(ALERT_API.rules, { stores: ['no-such-store'] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({
      code: 'INVALID_FIELDS',
      message: `${ALERT_MESSAGES.invalid}stores.`,
      fields: { stores: ALERT_MESSAGES.unknownStore('no-such-store') },
    });
    const unknownEdit = await member.put(ALERT_API.rule(rule.id), { stores: ['best-buy', 'no-such-store'] });
    expect(json(unknownEdit).fields).toEqual({ stores: ALERT_MESSAGES.unknownStore('no-such-store') });
    expect(
      json(await member.get(ALERT_API.rules)).rules.map((each: { stores: string[] }) => each.stores),
    ).toEqual([['best-buy'], ['best-buy']]);
  });

  itOnce(kind)(
    'refuses a store that is not a store’s slug, and more stores than a rule may follow',
    async () => {
      const member = await signedInMember(server, { email: newEmail() });
      const refused = await member.post(ALERT_API.rules, { stores: ['Best Buy'] });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).fields).toEqual({
        stores: 'A store is named by its address, for example best-buy.',
      });
      const tooMany = Array.from({ length: ALERT_LIMITS.storesPerRule + 1 }, (_, index) => `store-${index}`);
      expect(json(await member.post(ALERT_API.rules, { stores: tooMany })).fields).toEqual({
        stores: `A rule can follow up to ${ALERT_LIMITS.storesPerRule} stores.`,
      });
    },
  );

  it('needs a confirmed address, keeps a replayed request to one rule, and stops at the limit', async () => {
    const email = newEmail();
    const unverified = accountClient(server, '198.51.100.90');
    await unverified.post('/api/auth/sign-up/email', {
      name: 'New',
      email,
      password: PASSWORD,
      agreeToTerms: true,
    });
    await unverified.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true });
    const refused = await unverified.post(ALERT_API.rules, { categories: ['books'] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(VERIFIED_EMAIL_REQUIRED);

    const member = await signedInMember(server, { email: newEmail() });
    const key = { 'idempotency-key': `rule-${kind}-0001` };
    const first = await member.post(ALERT_API.rules, { categories: ['books'] }, key);
    const again = await member.post(ALERT_API.rules, { categories: ['books'] }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again).rule.id).toBe(json(first).rule.id);
    expect((await member.post(ALERT_API.rules, { categories: ['travel'] }, key)).statusCode).toBe(422);

    for (let index = 1; index < ALERT_LIMITS.rulesPerMember; index += 1) {
      expect((await member.post(ALERT_API.rules, { keywords: [`word${index}`] })).statusCode).toBe(201);
    }
    const over = await member.post(ALERT_API.rules, { keywords: ['one too many'] });
    expect(over.statusCode).toBe(409);
    expect(json(over)).toMatchObject({ code: 'TOO_MANY_RULES', message: ALERT_MESSAGES.tooManyRules });
  });

  it('gives the same VAPID public key every time, made once and kept in the database', async () => {
    const first = pushKeyAnswerSchema.parse(
      json(await accountClient(server).get(ALERT_API.pushKey)),
    ).publicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(json(await accountClient(server).get(ALERT_API.pushKey)).publicKey).toBe(first);
    const other = await startTestServer(kind, { database: undefined });
    try {
      // Another database makes its own pair.
      expect(json(await accountClient(other).get(ALERT_API.pushKey)).publicKey).not.toBe(first);
    } finally {
      await other.close();
    }
  });

  it('subscribes a visitor device to categories and a member device to its rules, on known push services only', async () => {
    const visitor = accountClient(server, '198.51.100.120');
    const elsewhere = await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: { endpoint: 'https://10.0.0.8/internal', keys },
      categories: ['books'],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(json(elsewhere)).toMatchObject({
      code: 'PUSH_SERVICE_REFUSED',
      fields: { subscription: ALERT_MESSAGES.pushServiceRefused },
    });
    const plainHttp = await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      categories: ['books'],
    });
    expect(plainHttp.statusCode).toBe(400);
    const noCategories = await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: { endpoint: `${PUSH_ENDPOINT}${kind}-v`, keys },
    });
    expect(json(noCategories).fields).toEqual({ categories: ALERT_MESSAGES.visitorCategories });

    const subscribed = await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: { endpoint: `${PUSH_ENDPOINT}${kind}-v`, keys },
      categories: ['books', 'travel'],
    });
    expect(subscribed.statusCode).toBe(201);
    expect(pushRegisteredSchema.parse(json(subscribed)).member).toBe(false);
    const [stored] = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${PUSH_ENDPOINT}${kind}-v`));
    expect(stored).toMatchObject({ userId: null, categories: ['books', 'travel'], auth: keys.auth });

    const email = newEmail();
    const member = await signedInMember(server, { email });
    const mine = await member.post(ALERT_API.pushSubscriptions, {
      subscription: { endpoint: `${PUSH_ENDPOINT}${kind}-m`, keys },
    });
    expect(json(mine).member).toBe(true);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const [device] = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${PUSH_ENDPOINT}${kind}-m`));
    expect(device?.userId).toBe(user!.id);

    const removal = await visitor.delete(ALERT_API.pushSubscriptions);
    expect(removal.statusCode).toBe(400);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: ALERT_API.pushSubscriptions,
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { endpoint: `${PUSH_ENDPOINT}${kind}-v` },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await server.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${PUSH_ENDPOINT}${kind}-v`)),
    ).toEqual([]);
  });

  it('puts a renewed subscription in the place of the old one, keeping its categories, on known push services only', async () => {
    const visitor = accountClient(server, '198.51.100.121');
    const oldEndpoint = `${PUSH_ENDPOINT}${kind}-renew-old`;
    const newEndpoint = `${PUSH_ENDPOINT}${kind}-renew-new`;
    await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: { endpoint: oldEndpoint, keys },
      categories: ['books'],
    });
    const elsewhere = await visitor.put(ALERT_API.pushSubscriptions, {
      oldEndpoint,
      subscription: { endpoint: 'https://10.0.0.8/internal', keys },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(json(elsewhere).code).toBe('PUSH_SERVICE_REFUSED');
    const unknown = await visitor.put(ALERT_API.pushSubscriptions, {
      oldEndpoint: `${PUSH_ENDPOINT}${kind}-never-seen`,
      subscription: { endpoint: newEndpoint, keys },
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(ALERT_MESSAGES.subscriptionNotFound);

    const renewed = await visitor.put(ALERT_API.pushSubscriptions, {
      oldEndpoint,
      subscription: { endpoint: newEndpoint, keys: { ...keys, auth: 'renewed-auth' } },
    });
    expect(renewed.statusCode).toBe(200);
    const rows = await server.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, [oldEndpoint, newEndpoint]));
    expect(rows).toEqual([
      expect.objectContaining({ endpoint: newEndpoint, categories: ['books'], auth: 'renewed-auth' }),
    ]);
  });

  it('sends a visitor digest nothing until the mailed link confirms it, and only the latest link works', async () => {
    const email = newEmail();
    const visitor = accountClient(server, '198.51.100.140');
    const bad = await visitor.post(ALERT_API.emailSubscriptions, { email: 'not an address', categories: [] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toMatchObject({
      email: 'Enter a valid e-mail address.',
      categories: 'Choose at least one category.',
    });

    expect(
      (await visitor.post(ALERT_API.emailSubscriptions, { email, categories: ['books'] })).statusCode,
    ).toBe(202);
    const firstLink = (await latestMail(server, email)).link!;
    const asked = await visitor.post(ALERT_API.emailSubscriptions, {
      email,
      categories: ['books', 'travel'],
    });
    expect(asked.statusCode).toBe(202);
    expect(digestRequestedSchema.parse(json(asked)).message).toBe(ALERT_MESSAGES.digestRequested);
    const mail = await latestMail(server, email);
    expect(mail.subject).toMatch(/Confirm your RareFinds deal digest/);
    expect(mail.link!.startsWith(`${TEST_ORIGIN}${ALERT_PAGES.confirm}?token=`)).toBe(true);
    const [pending] = await server.db.select().from(emailDigests).where(eq(emailDigests.email, email));
    expect(pending).toMatchObject({ categories: [], confirmedAt: null });

    const stale = await visitor.get(
      `${ALERT_API.confirmEmail}?token=${new URL(firstLink).searchParams.get('token')}`,
    );
    expect(stale.statusCode).toBe(400);
    expect(json(stale).code).toBe('INVALID_TOKEN');
    const confirmed = await visitor.get(`${ALERT_API.confirmEmail}?token=${mail.token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(digestConfirmedSchema.parse(json(confirmed))).toEqual({
      confirmed: true,
      email,
      categories: ['books', 'travel'],
    });
    // The link is used up.
    expect((await visitor.get(`${ALERT_API.confirmEmail}?token=${mail.token}`)).statusCode).toBe(400);
    expect((await visitor.get(`${ALERT_API.confirmEmail}?token=confirm~forged~sig`)).statusCode).toBe(400);
  });

  it('unsubscribes in one click from a mail client: no cookie, no Origin, an urlencoded or multipart form', async () => {
    const tokens = createAlertTokens(await alertTokenKey(server.db));
    const email = newEmail();
    const member = await signedInMember(server, { email });
    await member.post(ALERT_API.rules, { categories: ['books'] });
    await member.post(ALERT_API.rules, { keywords: ['kayak'], push: false });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));

    // Any other write without Origin is still refused.
    const forged = await server.app.inject({
      method: 'POST',
      url: ALERT_API.rules,
      payload: { categories: ['books'] },
    });
    expect(forged.statusCode).toBe(403);
    expect(json(forged).message).toBe(CROSS_SITE_MESSAGE);

    const oneClick = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: `${ALERT_API.unsubscribe}?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const stopped = await oneClick(tokens.make('member-mail', user!.id));
    expect(stopped.statusCode).toBe(200);
    expect(unsubscribeAnswerSchema.parse(json(stopped))).toEqual({ stopped: 'alert-mail' });
    const rules = await server.db.select().from(alertRules).where(eq(alertRules.userId, user!.id));
    expect(rules.map((rule) => rule.email)).toEqual([false, false]);
    expect(rules.map((rule) => rule.push).sort()).toEqual([false, true]);
    const mailStopped = async () =>
      (await server.db.select().from(alertMembers).where(eq(alertMembers.userId, user!.id)))[0]?.mailStopped;
    // Mail no rule asked for (wishlist reminders) stops too, until a rule asks for e-mail again.
    expect(await mailStopped()).toBe(true);
    await member.post(ALERT_API.rules, { categories: ['travel'], email: false });
    expect(await mailStopped()).toBe(true);
    await member.post(ALERT_API.rules, { categories: ['sports'] });
    expect(await mailStopped()).toBe(false);

    // Multipart/form-data, the encoding RFC 8058 recommends, works the same.
    const mailedDigest = await visitorDigest(server, newEmail());
    const boundary = '----one-click-7MA4YWxkTrZu0gW';
    const fromClient = await server.app.inject({
      method: 'POST',
      url: `${ALERT_API.unsubscribe}?token=${encodeURIComponent(tokens.make('digest', mailedDigest))}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(fromClient.statusCode).toBe(200);
    expect(json(fromClient)).toMatchObject({ stopped: 'digest' });
    expect(await server.db.select().from(emailDigests).where(eq(emailDigests.id, mailedDigest))).toEqual([]);

    // The unsubscribe page posts the token as JSON.
    const digest = await visitorDigest(server, newEmail());
    const fromPage = await accountClient(server).post(ALERT_API.unsubscribe, {
      token: tokens.make('digest', digest),
    });
    expect(json(fromPage)).toMatchObject({ stopped: 'digest' });
    expect(await server.db.select().from(emailDigests).where(eq(emailDigests.id, digest))).toEqual([]);

    expect((await oneClick('member-mail~YQ~AAAA')).statusCode).toBe(400);
    expect((await oneClick(tokens.make('confirm', `${digest}.x`))).statusCode).toBe(400);
  });

  it('clears the badge count when a member has seen their matches', async () => {
    const email = newEmail();
    const member = await signedInMember(server, { email });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    await server.db.insert(alertMembers).values({ userId: user!.id, unseen: 4 });
    expect(json(await member.post(ALERT_API.seen, {}))).toEqual({ unseen: 0 });
    const [row] = await server.db.select().from(alertMembers).where(eq(alertMembers.userId, user!.id));
    expect(row?.unseen).toBe(0);
    expect((await accountClient(server).post(ALERT_API.seen, {})).statusCode).toBe(401);
  });
});

/** A confirmed visitor digest, made through the routes; its id. */
async function visitorDigest(server: TestServer, email: string): Promise<string> {
  const visitor = accountClient(server, '198.51.100.150');
  await visitor.post(ALERT_API.emailSubscriptions, { email, categories: ['books'] });
  const { token } = await latestMail(server, email);
  await visitor.get(`${ALERT_API.confirmEmail}?token=${token}`);
  const [row] = await server.db.select().from(emailDigests).where(eq(emailDigests.email, email));
  return row!.id;
}
