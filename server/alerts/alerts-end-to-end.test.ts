// Deal alerts from end to end in a running server with its job workers, on both databases: a member's rule,
// a matching deal imported by the operator command handed to the server, the match and send jobs running,
// the push service stub receiving the decrypted payload and the mail arriving; then the one-click
// unsubscribe from that mail and the device's removal, after which the next matching deal sends nothing; and a
// member following a store hears of that store's next deal, found by its link, and not of another store's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_API } from '../../src/shared/alerts/alerts.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../tests/support/smtp-catcher.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { OPERATOR_ROUTE } from '../cli/operator-channel.ts';
import { alertDeliveries, stores, users, wishlistItems } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { accountClient, signedInMember } from '../test-support/account-client.ts';
import { imported } from '../test-support/price-sightings.ts';
import { type PushServiceStub, startPushServiceStub } from '../test-support/push-service-stub.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { ALERT_JOBS, DIGEST_SCHEDULE, REMINDER_SCHEDULE, startAlertJobs } from './alert-jobs.ts';

const OPERATOR_TOKEN = 'operator-token-for-the-alerts-test-0123456789';

describe.each(DATABASE_KINDS)('deal alerts end to end on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let stub: PushServiceStub;
  const files = mkdtempSync(join(tmpdir(), 'alert-import-'));

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stub = await startPushServiceStub();
    server = await startTestServer(kind, {
      env: { SMTP_URL: smtp.url, PUSH_SERVICE_HOSTS: '127.0.0.1' },
      pushAgent: stub.agent,
      operatorToken: OPERATOR_TOKEN,
      pollingIntervalSeconds: 0.5,
    });
    await startAlertJobs(server.jobs, { ...server.app.serverContext, log: server.app.log });
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
    await smtp.close();
    rmSync(files, { recursive: true, force: true });
  });

  /** `npm run deals -- import <file>` as the command hands it to the running server. */
  async function importDeals(name: string, deals: object[]) {
    const path = join(files, `${name}.json`);
    const text = JSON.stringify(deals);
    writeFileSync(path, text);
    const response = await server.app.inject({
      method: 'POST',
      url: OPERATOR_ROUTE,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      // The command line reads the file and sends its text along (server/cli/run-operator-command.ts).
      payload: { command: 'deals', args: ['import', path], files: { [path]: text } },
    });
    expect(JSON.parse(response.body)).toMatchObject({ status: 0 });
  }

  it('pushes and mails an imported deal that matches, and nothing once unsubscribed and removed', async () => {
    const { publicKey } = JSON.parse((await accountClient(server).get(ALERT_API.pushKey)).body);
    stub.expectKey(publicKey);
    const email = `end-to-end-${kind}@example.com`;
    const member = await signedInMember(server, { email });
    const subscription = stub.subscribe(`laptop-${kind}`);
    expect((await member.post(ALERT_API.pushSubscriptions, { subscription })).statusCode).toBe(201);
    const rule = await member.post(ALERT_API.rules, { keywords: ['espresso'], maxPrice: 300 });
    expect(rule.statusCode).toBe(201);

    const espresso = makeDeal({
      id: `espresso-${kind}`,
      title: 'Espresso machine with milk frother',
      store: 'Kettle Shop',
      currentPrice: 189,
      originalPrice: 299,
    });
    await importDeals('first', [espresso, makeDeal({ id: `grinder-${kind}`, title: 'Pepper grinder' })]);

    const [push] = await stub.waitFor(`laptop-${kind}`);
    expect(push).toMatchObject({
      status: 201,
      payload: {
        dealId: espresso.id,
        title: 'Espresso machine with milk frother',
        body: '$189.00 at Kettle Shop',
        url: `/deal/${espresso.id}`,
        tag: `deal-${espresso.id}`,
        unseen: 1,
      },
    });
    const mail = await smtp.waitFor(email, /^Deal alert: Espresso machine with milk frother$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The mail client's one-click POST: no cookie, no Origin.
    const oneClick = mail.headers['list-unsubscribe']!.slice(1, -1);
    expect(oneClick.startsWith(`${TEST_ORIGIN}${ALERT_API.unsubscribe}?token=`)).toBe(true);
    const unsubscribed = await server.app.inject({
      method: 'POST',
      url: oneClick.slice(TEST_ORIGIN.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(JSON.parse(unsubscribed.body)).toEqual({ stopped: 'alert-mail' });
    // The device removes its subscription (a removal must name the endpoint).
    const withoutEndpoint = await member.delete(ALERT_API.pushSubscriptions, {
      'content-type': 'application/json',
    });
    expect(withoutEndpoint.statusCode).toBe(400);
    const removal = await server.app.inject({
      method: 'DELETE',
      url: ALERT_API.pushSubscriptions,
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { endpoint: subscription.endpoint },
    });
    expect(removal.statusCode).toBe(200);

    const next = makeDeal({
      id: `espresso-2-${kind}`,
      title: 'Espresso cups',
      currentPrice: 20,
      originalPrice: 30,
    });
    await importDeals('second', [next]);
    // The jobs run to the end: the match is recorded, and the send finds nobody left to tell.
    await expect
      .poll(() => deliveryStatus(server, next.id), { timeout: 20_000, interval: 250 })
      .toBe('dropped');
    expect(stub.received).toHaveLength(1);
    expect(smtp.mails.filter((each) => each.subject.startsWith('Deal alert'))).toHaveLength(1);
  });

  it('mails a member who follows a store its next deal, found by its link whatever the store is called, and not another store’s', async () => {
    await server.db.insert(stores).values({ slug: 'best-buy', name: 'Best Buy', hosts: ['bestbuy.com'] });
    const followerEmail = `follower-${kind}@example.com`;
    const follower = await signedInMember(
      server,
      { email: followerEmail },
      accountClient(server, '198.51.100.31'),
    );
    const followed = await follower.post(ALERT_API.rules, { stores: ['best-buy'], push: false });
    expect(followed.statusCode).toBe(201);
    // Another member's rule matches both deals: once both have their delivery, both matches have run.
    const watcherEmail = `watcher-${kind}@example.com`;
    const watcher = await signedInMember(
      server,
      { email: watcherEmail },
      accountClient(server, '198.51.100.32'),
    );
    expect((await watcher.post(ALERT_API.rules, { keywords: ['oled'], push: false })).statusCode).toBe(201);

    const bestBuyTv = makeDeal({
      id: `best-buy-tv-${kind}`,
      title: 'OLED TV 55 inch',
      store: 'bestbuy.com',
      affiliateUrl: 'https://www.bestbuy.com/site/oled-tv-55/6501.p',
      currentPrice: 899,
      originalPrice: 1299,
    });
    const otherTv = makeDeal({
      id: `other-tv-${kind}`,
      title: 'OLED TV 48 inch',
      store: 'Kettle Shop',
      affiliateUrl: 'https://kettle-shop.example/oled-tv-48',
      currentPrice: 699,
      originalPrice: 999,
    });
    await importDeals('stores', [otherTv, bestBuyTv]);

    await smtp.waitFor(followerEmail, /^Deal alert: OLED TV 55 inch$/);
    const [followerRow] = await server.db.select().from(users).where(eq(users.email, followerEmail));
    const [watcherRow] = await server.db.select().from(users).where(eq(users.email, watcherEmail));
    const dealsOf = async (userId: string) =>
      (
        await server.db
          .select({ dealId: alertDeliveries.dealId })
          .from(alertDeliveries)
          .where(eq(alertDeliveries.userId, userId))
      )
        .map((row) => row.dealId)
        .sort();
    await expect
      .poll(() => dealsOf(watcherRow!.id), { timeout: 20_000, interval: 250 })
      .toEqual([bestBuyTv.id, otherTv.id].sort());
    expect(await dealsOf(followerRow!.id)).toEqual([bestBuyTv.id]);
    expect(
      smtp.mails
        .filter((each) => each.to.includes(followerEmail) && each.subject.startsWith('Deal alert'))
        .map((each) => each.subject),
    ).toEqual(['Deal alert: OLED TV 55 inch']);
  });
});

describe.each(DATABASE_KINDS)('alert schedules on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, { env: { SMTP_URL: smtp.url }, pollingIntervalSeconds: 0.5 });
    await startAlertJobs(server.jobs, { ...server.app.serverContext, log: server.app.log });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('puts digests and wishlist reminders on pg-boss schedules, whose jobs send what is due', async () => {
    const schedules = rowsOf(
      await server.db.execute(
        sql`select name, cron, timezone from pgboss.schedule where name in (${ALERT_JOBS.digests.name}, ${ALERT_JOBS.wishlistReminders.name}) order by name`,
      ),
    );
    expect(schedules).toEqual([
      { name: ALERT_JOBS.digests.name, cron: DIGEST_SCHEDULE, timezone: 'UTC' },
      { name: ALERT_JOBS.wishlistReminders.name, cron: REMINDER_SCHEDULE, timezone: 'UTC' },
    ]);

    const email = `schedules-${kind}@example.com`;
    const member = await signedInMember(server, { email });
    await member.post(ALERT_API.rules, { keywords: ['teapot'], delivery: 'hourly' });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const teapot = makeDeal({ id: `teapot-${kind}`, title: 'Cast iron teapot' });
    const jug = makeDeal({
      id: `jug-${kind}`,
      title: 'Milk jug',
      expiryDate: new Date(Date.now() + 10 * 3600_000).toISOString(),
    });
    await saveDeals(server.db, [teapot, jug], imported());
    await server.db
      .insert(wishlistItems)
      .values({ userId: user!.id, dealId: jug.id, deal: jug, addedAt: new Date() });
    // The match job records the teapot for the member's hourly digest; it is made due now.
    await expect
      .poll(() => deliveryStatus(server, teapot.id), { timeout: 20_000, interval: 250 })
      .toBe('digest');
    await server.db
      .update(alertDeliveries)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(alertDeliveries.dealId, teapot.id));

    // What the schedules send on their minute, sent now: the workers run them.
    await server.jobs.send(ALERT_JOBS.digests.name, {});
    const digest = await smtp.waitFor(email, /^1 new deal matches your RareFinds alerts$/);
    expect(digest.text).toContain('Cast iron teapot');
    await server.jobs.send(ALERT_JOBS.wishlistReminders.name, {});
    await expect
      .poll(() => deliveryStatus(server, jug.id), { timeout: 20_000, interval: 250 })
      .toBe('digest');
  });
});

async function deliveryStatus(server: TestServer, dealId: string): Promise<string | undefined> {
  const [row] = await server.db
    .select({ status: alertDeliveries.status })
    .from(alertDeliveries)
    .where(eq(alertDeliveries.dealId, dealId));
  return row?.status;
}
