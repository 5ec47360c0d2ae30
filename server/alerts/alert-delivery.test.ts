// Matching and sending on both databases with a clock the test moves: a real push service stub (VAPID and
// aes128gcm checked, payload decrypted) and a real SMTP server. Quiet hours hold an alert until they end;
// the daily cap moves the rest to the morning digest; nobody gets the same deal twice (a unique index);
// a deal that ended first is never sent; a push service's 410 deletes the device, a 500 is retried, a 401
// gives the device up; one device failing holds back neither the other devices nor the mail.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_API } from '../../src/shared/alerts/alerts.ts';
import { SUBMISSION_API } from '../../src/shared/community/submission.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../tests/support/smtp-catcher.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { touchDeal } from '../community/deal-figures.ts';
import { purgeFinishedDeliveries } from '../db/alert-repository.ts';
import {
  alertDailyCounts,
  alertDeliveries,
  alertMembers,
  alertRules,
  pushSubscriptions,
  users,
  wishlistItems,
} from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import { asDatabase } from '../db/transaction.ts';
import { accountClient, signedInMember } from '../test-support/account-client.ts';
import { imported } from '../test-support/price-sightings.ts';
import { type PushServiceStub, startPushServiceStub } from '../test-support/push-service-stub.ts';
import { aSubmission, memberWithRole } from '../test-support/submission-support.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { MATCH_QUEUE, matchDeal, remindSavedDeals } from './alert-fanout.ts';
import { DELIVERY_KEEP_DAYS, sendingContext } from './alert-jobs.ts';
import { MAX_SEND_ATTEMPTS, type SendingContext, sendDelivery, sendDueDigests } from './alert-sending.ts';
import { announceAffiliateDeals } from './alert-triggers.ts';

const json = (response: { body: string }) => JSON.parse(response.body);

describe.each(DATABASE_KINDS)('alert delivery on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let stub: PushServiceStub;
  let sending: SendingContext;
  let now = new Date('2026-06-10T10:00:00Z');
  let seq = 0;
  const unique = (name: string) => {
    seq += 1;
    return `${name}-${kind}-${seq}`;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stub = await startPushServiceStub();
    server = await startTestServer(kind, {
      env: { SMTP_URL: smtp.url, PUSH_SERVICE_HOSTS: '127.0.0.1' },
      clock: () => now,
      pushAgent: stub.agent,
    });
    stub.expectKey(server.app.serverContext.alerts.vapid.publicKey);
    sending = sendingContext(server.jobs, {
      ...server.app.serverContext,
      log: server.app.log,
      clock: () => now,
    });
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
    await smtp.close();
  });
  beforeEach(() => {
    now = new Date('2026-06-10T10:00:00Z'); // 12:00 in Berlin
  });

  /** A signed-in member with a device subscribed at the stub and one rule; their id and device name. */
  async function memberWithRule(rule: object) {
    const email = `${unique('member')}@example.com`;
    const device = unique('phone');
    const client = await signedInMember(server, { email }, accountClient(server, `198.51.100.${seq % 250}`));
    await client.post(ALERT_API.pushSubscriptions, { subscription: stub.subscribe(device) });
    expect((await client.post(ALERT_API.rules, rule)).statusCode).toBe(201);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    return { userId: user!.id, email, device, client };
  }

  const deliveriesOf = (userId: string) =>
    server.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.recipient, `member:${userId}`));

  async function sendDue(userId: string) {
    for (const row of await deliveriesOf(userId))
      if (row.status === 'due') await sendDelivery(sending, row.id);
  }

  it('pushes a matching deal, encrypted and signed, and mails it with one-click unsubscribe headers', async () => {
    const { userId, email, device } = await memberWithRule({ categories: ['electronics'], maxPrice: 300 });
    const deal = makeDeal({
      id: unique('sony'),
      title: 'Sony WH-1000XM5',
      store: 'Kettle Shop',
      currentPrice: 249.99,
      originalPrice: 399.99,
      image: '/images/deals/sony.svg',
    });
    const dear = makeDeal({ id: unique('dear'), currentPrice: 999, originalPrice: 1200 });
    await saveDeals(server.db, [deal, dear], imported());
    // The publication sent one match job per new deal, in its transaction.
    const matchJobs = await server.db.execute(
      sql`select data from pgboss.job where name = ${MATCH_QUEUE} and data->>'dealId' in (${deal.id}, ${dear.id})`,
    );
    expect(rowsOf(matchJobs)).toHaveLength(2);

    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(1);
    expect(await matchDeal(server.db, { dealId: dear.id, reason: 'live' }, now)).toBe(0);
    // Matching the same deal again records nothing more.
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(0);
    await sendDue(userId);

    const [push] = await stub.waitFor(device);
    expect(push!.payload).toEqual({
      dealId: deal.id,
      title: 'Sony WH-1000XM5',
      body: '$249.99 at Kettle Shop',
      image: `${TEST_ORIGIN}/images/deals/sony.svg`,
      url: `/deal/${deal.id}`,
      tag: `deal-${deal.id}`,
      unseen: 1,
    });
    expect(push!.ttl).toBe('86400');
    const mail = await smtp.waitFor(email, /^Deal alert: Sony WH-1000XM5$/);
    expect(mail.text).toContain('$249.99 at Kettle Shop');
    expect(mail.text).toContain(`${TEST_ORIGIN}/deal/${deal.id}`);
    const unsubscribePage = mail.text.match(/https:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
    expect(unsubscribePage).toBeDefined();
    const token = new URL(unsubscribePage!).searchParams.get('token')!;
    expect(mail.headers['list-unsubscribe']).toBe(
      `<${TEST_ORIGIN}${ALERT_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // No session or other token travels.
    expect(mail.text.match(/token=/g)).toHaveLength(1);

    const [row] = await deliveriesOf(userId);
    expect(row).toMatchObject({ status: 'sent', mailed: true, counted: true });
    const [badge] = await server.db.select().from(alertMembers).where(eq(alertMembers.userId, userId));
    expect(badge?.unseen).toBe(1);
  });

  it('matches a submitted deal once a moderator approves it, not before', async () => {
    const { userId } = await memberWithRule({ keywords: ['zeppelin'], categories: ['sports'] });
    const author = await memberWithRole(
      server,
      'member',
      `${unique('author')}@example.com`,
      '198.51.100.230',
    );
    const moderator = await memberWithRole(
      server,
      'moderator',
      `${unique('mod')}@example.com`,
      '198.51.100.231',
    );
    const submitted = await author.post(
      SUBMISSION_API.submit,
      aSubmission({ title: 'Zeppelin model kit', category: 'sports' }),
    );
    const { id } = json(submitted);
    const jobsFor = async () =>
      rowsOf(
        await server.db.execute(
          sql`select data from pgboss.job where name = ${MATCH_QUEUE} and data->>'dealId' = ${id}`,
        ),
      );
    expect(await jobsFor()).toEqual([]);
    expect((await moderator.post(`/api/moderation/submissions/${id}/approve`, {})).statusCode).toBe(200);
    expect((await jobsFor()).map((job) => job.data)).toEqual([{ dealId: id, reason: 'live' }]);
    expect(await matchDeal(server.db, { dealId: id, reason: 'live' }, now)).toBe(1);
    expect((await deliveriesOf(userId)).map((row) => row.dealId)).toEqual([id]);
  });

  it('matches a deal priced exactly at a rule maximum, and not one a cent over', async () => {
    const atMost = await memberWithRule({ keywords: ['boundary'], maxPrice: 249.99 });
    const below = await memberWithRule({ keywords: ['boundary'], maxPrice: 249.98 });
    const deal = makeDeal({ id: unique('boundary'), title: 'Boundary lamp', currentPrice: 249.99 });
    await saveDeals(server.db, [deal], imported());
    // Other tests' rules may match it too (the first one's: electronics up to $300): count these two only.
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    expect((await deliveriesOf(atMost.userId)).map((row) => row.dealId)).toEqual([deal.id]);
    expect(await deliveriesOf(below.userId)).toEqual([]);
  });

  it('keeps one delivery per person and deal in the database itself', async () => {
    const { userId } = await memberWithRule({ keywords: ['unique'] });
    const row = { recipient: `member:${userId}`, dealId: 'same', status: 'due', dueAt: now, userId };
    await server.db.insert(alertDeliveries).values(row);
    await expect(server.db.insert(alertDeliveries).values(row)).rejects.toThrow();
  });

  it('holds an alert in quiet hours until they end in the member zone, across the clocks going forward', async () => {
    now = new Date('2026-03-28T22:00:00Z'); // 23:00 in Berlin; at 02:00 the clocks jump to 03:00
    const { userId, device } = await memberWithRule({
      categories: ['books'],
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/Berlin',
    });
    const deal = makeDeal({ id: unique('book'), category: 'books' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    const [held] = await deliveriesOf(userId);
    const quietEnd = new Date('2026-03-29T05:00:00Z'); // 07:00 CEST
    expect(held).toMatchObject({ status: 'due', dueAt: quietEnd });
    const jobs = rowsOf(
      await server.db.execute(
        sql`select start_after from pgboss.job where name = 'alerts-send' and (data->>'deliveryId')::bigint = ${held!.id}`,
      ),
    );
    expect(new Date(jobs[0]!.start_after as string)).toEqual(quietEnd);

    now = quietEnd;
    await sendDelivery(sending, held!.id);
    expect(await stub.waitFor(device)).toHaveLength(1);
  });

  it('sends up to the daily cap, puts the rest in the next morning digest, and never an ended deal', async () => {
    const { userId, email, device } = await memberWithRule({
      categories: ['travel'],
      dailyCap: 1,
      timeZone: 'Europe/Berlin',
    });
    const first = makeDeal({ id: unique('trip'), category: 'travel', title: 'Lisbon weekend' });
    const second = makeDeal({ id: unique('trip'), category: 'travel', title: 'Porto weekend' });
    const ending = makeDeal({
      id: unique('trip'),
      category: 'travel',
      title: 'Last-minute Rome',
      expiryDate: '2026-06-10T18:00:00Z',
    });
    await saveDeals(server.db, [first, second, ending], imported());
    for (const deal of [first, second, ending])
      await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    await sendDue(userId);
    expect(await stub.waitFor(device)).toHaveLength(1);
    const rows = await deliveriesOf(userId);
    const morning = new Date('2026-06-11T06:00:00Z'); // 08:00 in Berlin
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'digest').map((row) => row.dueAt)).toEqual([morning, morning]);

    // Before the morning nothing more goes; then one digest with the deals still live.
    expect(await sendDueDigests(sending)).toBe(0);
    now = morning;
    expect(await sendDueDigests(sending)).toBeGreaterThanOrEqual(1);
    const digest = await smtp.waitFor(email, /^2 new deals match your RareFinds alerts$|^1 new deal matches/);
    expect(digest.subject).toBe('1 new deal matches your RareFinds alerts');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const pushes = await stub.waitFor(device, 2);
    const sentTitle = (pushes[1]!.payload as { title: string }).title;
    expect(['Lisbon weekend', 'Porto weekend']).toContain(sentTitle);
    expect(digest.text).not.toContain('Last-minute Rome');
    const after = await deliveriesOf(userId);
    expect(after.find((row) => row.dealId === ending.id)?.status).toBe('expired');
    expect(after.filter((row) => row.status === 'sent')).toHaveLength(2);
  });

  it('retries a digest whose mail failed without pushing it again or taking another place in the cap', async () => {
    const { userId, email, device } = await memberWithRule({ categories: ['sports'], delivery: 'hourly' });
    const deal = makeDeal({ id: unique('ball'), category: 'sports', title: 'Match ball' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    const [waiting] = await deliveriesOf(userId);
    expect(waiting?.status).toBe('digest');
    now = new Date(waiting!.dueAt.getTime() + 60_000);
    const mailDown: SendingContext = {
      ...sending,
      mailer: {
        sendNow: async () => {
          throw new Error('The mail server is down');
        },
      },
    };
    await expect(sendDueDigests(mailDown)).rejects.toThrow(/mail server is down/);
    expect(await stub.waitFor(device)).toHaveLength(1);
    const [afterFailure] = await deliveriesOf(userId);
    expect(afterFailure).toMatchObject({ status: 'digest', counted: true, mailed: false, attempts: 1 });

    await sendDueDigests(sending);
    await smtp.waitFor(email, /^1 new deal matches your RareFinds alerts$/);
    const [sent] = await deliveriesOf(userId);
    expect(sent).toMatchObject({ status: 'sent', mailed: true, lastError: null });
    expect(stub.received.filter((push) => push.device === device)).toHaveLength(1);
    const counts = await server.db.execute(
      sql`select sent from alert_daily_counts where recipient = ${`member:${userId}`}`,
    );
    expect(rowsOf(counts)).toEqual([{ sent: 1 }]);
  });

  it('never sends a deal that ended before its alert went out', async () => {
    const { userId, device } = await memberWithRule({ keywords: ['kayak'] });
    const deal = makeDeal({ id: unique('kayak'), title: 'Sea kayak', expiryDate: '2026-06-10T10:30:00Z' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    now = new Date('2026-06-10T11:00:00Z');
    await sendDue(userId);
    expect((await deliveriesOf(userId))[0]?.status).toBe('expired');
    expect(stub.received.filter((push) => push.device === device)).toEqual([]);
  });

  it('deletes a device its push service says is gone, and retries one that fails, pushing each device once', async () => {
    const visitor = accountClient(server, '198.51.100.201');
    const gone = unique('gone');
    const flaky = unique('flaky');
    for (const device of [gone, flaky]) {
      const response = await visitor.post(ALERT_API.pushSubscriptions, {
        subscription: stub.subscribe(device),
        categories: ['toys-games'],
      });
      expect(response.statusCode).toBe(201);
    }
    stub.answer(gone, 410);
    stub.answer(flaky, 500);
    const deal = makeDeal({ id: unique('lego'), category: 'toys-games' });
    await saveDeals(server.db, [deal], imported());
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(2);
    const rows = await server.db.select().from(alertDeliveries).where(eq(alertDeliveries.dealId, deal.id));
    const failures: unknown[] = [];
    for (const row of rows) await sendDelivery(sending, row.id).catch((error) => failures.push(error));
    expect(failures).toHaveLength(1);
    expect(
      await server.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, stub.subscribe(gone).endpoint)),
    ).toEqual([]);
    const failing = (
      await server.db.select().from(alertDeliveries).where(eq(alertDeliveries.dealId, deal.id))
    ).find((row) => row.status === 'due');
    expect(failing).toMatchObject({ attempts: 1, lastError: expect.stringContaining('answered 500') });
    expect(server.logs.some((line) => line.msg === 'An alert could not be sent; it will be retried')).toBe(
      true,
    );

    // Each retry that fails again is counted; the last one gives the delivery up, saying why.
    await server.db
      .update(alertDeliveries)
      .set({ attempts: MAX_SEND_ATTEMPTS - 2 })
      .where(eq(alertDeliveries.id, failing!.id));
    await expect(sendDelivery(sending, failing!.id)).rejects.toThrow(/answered 500/);
    const [lastButOne] = await server.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.id, failing!.id));
    expect(lastButOne).toMatchObject({ status: 'due', attempts: MAX_SEND_ATTEMPTS - 1 });
    stub.answer(flaky, 201);
    await sendDelivery(sending, failing!.id);
    await sendDelivery(sending, failing!.id);
    expect((await stub.waitFor(flaky, 3)).map((push) => push.status)).toEqual([500, 500, 201]);
    expect(stub.received.filter((push) => push.device === flaky)).toHaveLength(3);
  });

  it('forgets old finished deliveries of ended deals only, so a running deal is never alerted twice', async () => {
    const ended = makeDeal({ id: unique('ended'), expiryDate: '2026-06-01T00:00:00Z' });
    const running = makeDeal({ id: unique('running'), expiryDate: null });
    await saveDeals(server.db, [ended, running], imported());
    const recipient = `visitor:${unique('purge')}`;
    const delivery = (dealId: string, createdAt: string, status: string) => ({
      recipient,
      dealId,
      status,
      dueAt: new Date(createdAt),
      createdAt: new Date(createdAt),
    });
    await server.db
      .insert(alertDeliveries)
      .values([
        delivery(ended.id, '2026-04-01T00:00:00Z', 'sent'),
        delivery(running.id, '2026-04-01T00:00:00Z', 'sent'),
        delivery(unique('gone'), '2026-04-01T00:00:00Z', 'expired'),
        delivery(unique('ended-recently'), '2026-06-09T00:00:00Z', 'dropped'),
      ]);
    const olderThan = new Date(now.getTime() - DELIVERY_KEEP_DAYS * 86_400_000);
    expect(await purgeFinishedDeliveries(server.db, olderThan, now)).toBe(2);
    const kept = await server.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.recipient, recipient));
    expect(kept.map((row) => row.dealId).sort()).toEqual(
      [running.id, expect.stringContaining('ended-recently')].sort(),
    );
  });

  it('gives a delivery up after its last failed send: dropped, its error kept and logged', async () => {
    const visitor = accountClient(server, '198.51.100.202');
    const down = unique('down');
    const response = await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: stub.subscribe(down),
      categories: ['home-garden'],
    });
    expect(response.statusCode).toBe(201);
    stub.answer(down, 503);
    const deal = makeDeal({ id: unique('lamp'), category: 'home-garden' });
    await saveDeals(server.db, [deal], imported());
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(1);
    const [row] = await server.db.select().from(alertDeliveries).where(eq(alertDeliveries.dealId, deal.id));
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt += 1) {
      await expect(sendDelivery(sending, row!.id)).rejects.toThrow(/answered 503/);
    }
    const [spent] = await server.db.select().from(alertDeliveries).where(eq(alertDeliveries.id, row!.id));
    expect(spent).toMatchObject({
      status: 'dropped',
      attempts: MAX_SEND_ATTEMPTS,
      lastError: expect.stringContaining('answered 503'),
    });
    expect(
      server.logs.some(
        (line) => line.msg === `An alert was given up after ${MAX_SEND_ATTEMPTS} failed sends`,
      ),
    ).toBe(true);
    // Given up, it is never sent later, even once the service is back.
    stub.answer(down, 201);
    await sendDelivery(sending, row!.id);
    expect(stub.received.filter((push) => push.device === down)).toHaveLength(MAX_SEND_ATTEMPTS);
  });

  const subscriptionId = async (device: string) => {
    const [row] = await server.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, stub.subscribe(device).endpoint));
    return row!.id;
  };
  const mailsTo = (email: string, subject: RegExp) =>
    smtp.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

  it('gives a device up at once when its push service refuses the VAPID signature, and still mails', async () => {
    const { userId, email, device } = await memberWithRule({ keywords: ['anvil'] });
    const deal = makeDeal({ id: unique('anvil'), title: 'Anvil' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    const [row] = await deliveriesOf(userId);
    const other = await startPushServiceStub();
    try {
      // A key the server does not hold: its signature is refused, and a retry would be refused the same.
      stub.expectKey(other.subscribe('x').keys.p256dh);
      await sendDelivery(sending, row!.id);
      expect(stub.refused.at(-1)).toBe('signed with another key');
    } finally {
      stub.expectKey(server.app.serverContext.alerts.vapid.publicKey);
      await other.close();
    }
    await smtp.waitFor(email, /^Deal alert: Anvil$/);
    const [sent] = await deliveriesOf(userId);
    expect(sent).toMatchObject({
      status: 'sent',
      mailed: true,
      attempts: 0,
      pushedTo: [],
      pushFailed: { [await subscriptionId(device)]: expect.stringContaining('answered 401') },
    });
    expect(
      server.logs.some(
        (line) =>
          line.msg ===
          'A push service refused the signature or keys of this alert; the device is given up for it',
      ),
    ).toBe(true);
    // Given up for this alert: with the right key back it is still not pushed again.
    await sendDelivery(sending, row!.id);
    expect(stub.received.filter((push) => push.device === device)).toEqual([]);
  });

  it('mails and pushes the working device although another fails, retrying only the failing one until it is given up', async () => {
    const { userId, email, device: failing, client } = await memberWithRule({ keywords: ['toaster'] });
    const working = unique('tablet');
    await client.post(ALERT_API.pushSubscriptions, { subscription: stub.subscribe(working) });
    stub.answer(failing, 500);
    const deal = makeDeal({ id: unique('toaster'), title: 'Steel toaster' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    const [row] = await deliveriesOf(userId);

    await expect(sendDelivery(sending, row!.id)).rejects.toThrow(/answered 500/);
    await smtp.waitFor(email, /^Deal alert: Steel toaster$/);
    expect(await stub.waitFor(working)).toHaveLength(1);
    const [afterFirst] = await deliveriesOf(userId);
    expect(afterFirst).toMatchObject({
      status: 'due',
      mailed: true,
      attempts: 1,
      pushedTo: [await subscriptionId(working)],
    });

    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt += 1)
      await expect(sendDelivery(sending, row!.id)).rejects.toThrow(/answered 500/);
    const [spent] = await deliveriesOf(userId);
    expect(spent).toMatchObject({
      status: 'sent',
      attempts: MAX_SEND_ATTEMPTS,
      pushFailed: { [await subscriptionId(failing)]: expect.stringContaining('answered 500') },
    });
    expect(
      server.logs.some(
        (line) =>
          line.msg === `An alert was given up after ${MAX_SEND_ATTEMPTS} failed sends` &&
          (line as { reason?: string }).reason?.includes('answered 500'),
      ),
    ).toBe(true);
    // The retries sent neither the mail nor the working device's push again; given up, nothing more goes.
    stub.answer(failing, 201);
    await sendDelivery(sending, row!.id);
    expect(mailsTo(email, /^Deal alert: Steel toaster$/)).toHaveLength(1);
    expect(stub.received.filter((push) => push.device === working)).toHaveLength(1);
    expect(stub.received.filter((push) => push.device === failing)).toHaveLength(MAX_SEND_ATTEMPTS);
  });

  it('mails a digest although a device fails, and its retry pushes that device only', async () => {
    const {
      userId,
      email,
      device: failing,
      client,
    } = await memberWithRule({
      categories: ['home-garden'],
      delivery: 'hourly',
    });
    const working = unique('tablet');
    await client.post(ALERT_API.pushSubscriptions, { subscription: stub.subscribe(working) });
    stub.answer(failing, 503);
    const deal = makeDeal({ id: unique('hose'), category: 'home-garden', title: 'Garden hose' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    const [waiting] = await deliveriesOf(userId);
    now = new Date(waiting!.dueAt.getTime() + 60_000);

    await expect(sendDueDigests(sending)).rejects.toThrow(/answered 503/);
    await smtp.waitFor(email, /^1 new deal matches your RareFinds alerts$/);
    expect(await stub.waitFor(working)).toHaveLength(1);
    stub.answer(failing, 201);
    await sendDueDigests(sending);
    expect((await stub.waitFor(failing, 2)).map((push) => push.status)).toEqual([503, 201]);
    const [sent] = await deliveriesOf(userId);
    expect(sent).toMatchObject({ status: 'sent', mailed: true, attempts: 1, pushFailed: {} });
    expect(mailsTo(email, /^1 new deal matches your RareFinds alerts$/)).toHaveLength(1);
    expect(stub.received.filter((push) => push.device === working)).toHaveLength(1);
  });

  it('matches a deal again when its temperature crosses a rule minimum', async () => {
    const { userId } = await memberWithRule({ categories: ['gaming'], minTemperature: 3 });
    const deal = makeDeal({ id: unique('console'), category: 'gaming' });
    await saveDeals(server.db, [deal], imported());
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(0);
    await server.db.transaction((tx) => touchDeal(asDatabase(tx), deal.id, { temperature: 2 }));
    await server.db.transaction((tx) => touchDeal(asDatabase(tx), deal.id, { temperature: 4 }));
    const jobs = rowsOf(
      await server.db.execute(
        sql`select data from pgboss.job where name = ${MATCH_QUEUE} and data->>'dealId' = ${deal.id} and data->>'reason' = 'warmer'`,
      ),
    );
    expect(jobs.map((job) => job.data)).toEqual([{ dealId: deal.id, reason: 'warmer', from: 2, to: 4 }]);
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'warmer', from: 2, to: 4 }, now)).toBe(1);
    expect((await deliveriesOf(userId)).map((row) => row.dealId)).toEqual([deal.id]);
  });

  it('reminds a member once of a saved deal that ends within a day, under their budget', async () => {
    const { userId, email, device } = await memberWithRule({ keywords: ['lamp'], timeZone: 'Europe/Berlin' });
    const soon = makeDeal({ id: unique('lamp'), title: 'Desk lamp', expiryDate: '2026-06-10T20:00:00Z' });
    const later = makeDeal({ id: unique('lamp'), title: 'Floor lamp', expiryDate: '2026-06-20T20:00:00Z' });
    await saveDeals(server.db, [soon, later], imported());
    for (const deal of [soon, later]) {
      await server.db.insert(wishlistItems).values({ userId, dealId: deal.id, deal, addedAt: now });
    }
    expect(await remindSavedDeals(server.db, now)).toBe(1);
    expect(await remindSavedDeals(server.db, now)).toBe(0);
    const reminders = (await deliveriesOf(userId)).filter((row) => row.kind === 'reminder');
    expect(reminders.map((row) => row.dealId)).toEqual([soon.id]);
    await sendDelivery(sending, reminders[0]!.id);
    const mail = await smtp.waitFor(email, /^Ending soon: Desk lamp$/);
    expect(mail.text).toContain('ends in 10 hours');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [push] = await stub.waitFor(device);
    expect(push!.payload).toMatchObject({ title: 'Ending soon: Desk lamp', tag: `deal-${soon.id}` });
  });

  /** A visitor's daily digest of these categories for `email`, confirmed through its mailed link. */
  async function confirmedDigest(email: string, categories: string[]) {
    const visitor = accountClient(server, `198.51.100.${200 + (seq % 50)}`);
    await visitor.post(ALERT_API.emailSubscriptions, { email, categories });
    const confirmation = await smtp.waitFor(email, /Confirm your RareFinds deal digest/);
    const token = new URL(confirmation.text.match(/https:\/\/\S+\?token=\S+/)![0]).searchParams.get('token');
    expect((await visitor.get(`${ALERT_API.confirmEmail}?token=${token}`)).statusCode).toBe(200);
  }

  it('mails a deal once to an address that is both a member and a visitor digest', async () => {
    const { userId, email } = await memberWithRule({ keywords: ['peplum'] });
    await confirmedDigest(email, ['fashion']);
    const both = makeDeal({ id: unique('peplum'), category: 'fashion', title: 'Peplum top' });
    const digestOnly = makeDeal({ id: unique('cream'), category: 'fashion', title: 'Day cream' });
    await saveDeals(server.db, [both, digestOnly], imported());
    expect(await matchDeal(server.db, { dealId: both.id, reason: 'live' }, now)).toBe(2);
    expect(await matchDeal(server.db, { dealId: digestOnly.id, reason: 'live' }, now)).toBe(1);
    await sendDue(userId);
    await smtp.waitFor(email, /^Deal alert: Peplum top$/);

    now = new Date('2026-06-11T08:00:00Z');
    await sendDueDigests(sending);
    const digest = await smtp.waitFor(email, /^1 new deal matches your RareFinds alerts$/);
    expect(digest.text).toContain('Day cream');
    expect(digest.text).not.toContain('Peplum top');
    expect(
      smtp.mails.filter((mail) => mail.to.includes(email) && mail.text.includes('Peplum top')),
    ).toHaveLength(1);
  });

  it('pushes a deal once to a device that was a visitor device before its member signed in', async () => {
    const device = unique('shared-phone');
    const visitor = accountClient(server, '198.51.100.203');
    await visitor.post(ALERT_API.pushSubscriptions, {
      subscription: stub.subscribe(device),
      categories: ['fashion'],
    });
    const deal = makeDeal({ id: unique('guitar'), category: 'fashion', title: 'Travel guitar' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    for (const row of await server.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.dealId, deal.id)))
      await sendDelivery(sending, row.id);
    expect(await stub.waitFor(device)).toHaveLength(1);

    // The same browser signs in: the subscription becomes the member's, whose rule matches the same deal.
    const email = `${unique('guitarist')}@example.com`;
    const member = await signedInMember(server, { email }, accountClient(server, '198.51.100.204'));
    await member.post(ALERT_API.pushSubscriptions, { subscription: stub.subscribe(device) });
    await member.post(ALERT_API.rules, { keywords: ['guitar'] });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(1);
    await sendDue(user!.id);
    await smtp.waitFor(email, /^Deal alert: Travel guitar$/);
    expect(stub.received.filter((push) => push.device === device)).toHaveLength(1);
    expect((await deliveriesOf(user!.id))[0]).toMatchObject({ status: 'sent', mailed: true, pushedTo: [] });
  });

  it('reminds of a saved deal under the member budget: not while every rule is paused, by digest, after quiet hours, over the cap next morning', async () => {
    const saveEnding = async (userId: string) => {
      const deal = makeDeal({
        id: unique('saved'),
        title: 'Saved kettle',
        expiryDate: '2026-06-11T09:00:00Z',
      });
      await saveDeals(server.db, [deal], imported());
      await server.db.insert(wishlistItems).values({ userId, dealId: deal.id, deal, addedAt: now });
      return deal;
    };
    const reminderOf = async (userId: string) =>
      (await deliveriesOf(userId)).find((row) => row.kind === 'reminder');
    const berlin = { keywords: ['unrelated'], timeZone: 'Europe/Berlin' };
    const paused = await memberWithRule({ ...berlin });
    const [pausedRule] = await server.db
      .select()
      .from(alertRules)
      .where(eq(alertRules.userId, paused.userId));
    await paused.client.put(ALERT_API.rule(pausedRule!.id), { ...berlin, paused: true });
    const daily = await memberWithRule({ ...berlin, delivery: 'daily' });
    const quiet = await memberWithRule({ ...berlin, quietHours: { start: '11:00', end: '14:00' } });
    const capped = await memberWithRule({ ...berlin, dailyCap: 1 });
    await server.db
      .insert(alertDailyCounts)
      .values({ recipient: `member:${capped.userId}`, day: '2026-06-10', sent: 1 });
    const dailyDeal = await saveEnding(daily.userId);
    for (const member of [paused, quiet, capped]) await saveEnding(member.userId);

    await remindSavedDeals(server.db, now);
    const morning = new Date('2026-06-11T06:00:00Z'); // 08:00 in Berlin
    expect(await reminderOf(paused.userId)).toBeUndefined();
    expect(await reminderOf(daily.userId)).toMatchObject({ status: 'digest', dueAt: morning });
    expect(await reminderOf(quiet.userId)).toMatchObject({
      status: 'due',
      dueAt: new Date('2026-06-10T12:00:00Z'), // 14:00 in Berlin
    });
    expect(await reminderOf(capped.userId)).toMatchObject({ status: 'digest', dueAt: morning });

    now = morning;
    await sendDueDigests(sending);
    const digest = await smtp.waitFor(daily.email, /^1 new deal matches your RareFinds alerts$/);
    expect(digest.text).toContain(dailyDeal.title);
    expect(
      smtp.mails.filter(
        (mail) => mail.to.includes(paused.email) && /Ending soon|new deal/.test(mail.subject),
      ),
    ).toEqual([]);
  });

  it('sends a visitor digest only once confirmed, and nothing after its one-click unsubscribe', async () => {
    const email = `${unique('digest')}@example.com`;
    const visitor = accountClient(server, '198.51.100.222');
    await visitor.post(ALERT_API.emailSubscriptions, { email, categories: ['beauty'] });
    const early = makeDeal({ id: unique('serum'), category: 'beauty', title: 'Face serum' });
    await saveDeals(server.db, [early], imported());
    expect(await matchDeal(server.db, { dealId: early.id, reason: 'live' }, now)).toBe(0);

    const confirmation = await smtp.waitFor(email, /Confirm your RareFinds deal digest/);
    const token = new URL(confirmation.text.match(/https:\/\/\S+\?token=\S+/)![0]).searchParams.get('token');
    expect((await visitor.get(`${ALERT_API.confirmEmail}?token=${token}`)).statusCode).toBe(200);
    const deal = makeDeal({ id: unique('cream'), category: 'beauty', title: 'Hand cream' });
    await saveDeals(server.db, [deal], imported());
    expect(await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now)).toBe(1);
    now = new Date('2026-06-11T08:00:00Z');
    await sendDueDigests(sending);
    const digest = await smtp.waitFor(email, /^1 new deal matches your RareFinds alerts$/);
    expect(digest.text).toContain('Hand cream');
    expect(digest.text).not.toContain('Face serum');

    const oneClick = digest.headers['list-unsubscribe']!.slice(1, -1);
    const stopped = await server.app.inject({
      method: 'POST',
      url: oneClick.replace(TEST_ORIGIN, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(json(stopped)).toEqual({ stopped: 'digest', email });
    const next = makeDeal({ id: unique('soap'), category: 'beauty' });
    await saveDeals(server.db, [next], imported());
    expect(await matchDeal(server.db, { dealId: next.id, reason: 'live' }, now)).toBe(0);
  });

  it('matches the affiliate provider deals new to its fresh list, and sends them while they last', async () => {
    const { userId, device } = await memberWithRule({ keywords: ['hammock'] });
    const hammock = makeDeal({ id: unique('aff'), title: 'Garden hammock', source: 'affiliate' });
    const ending = makeDeal({
      id: unique('aff'),
      title: 'Travel hammock',
      source: 'affiliate',
      expiryDate: '2026-06-10T10:30:00Z',
    });
    expect(await announceAffiliateDeals(server.db, [hammock, ending], now)).toBe(2);
    // The next fresh list holds the same deals: nothing new to match.
    expect(await announceAffiliateDeals(server.db, [hammock, ending], now)).toBe(0);
    const matchJobs = await server.db.execute(
      sql`select data from pgboss.job where name = ${MATCH_QUEUE} and data->>'dealId' in (${hammock.id}, ${ending.id})`,
    );
    expect(rowsOf(matchJobs)).toHaveLength(2);
    for (const deal of [hammock, ending])
      await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    now = new Date('2026-06-10T11:00:00Z');
    await sendDue(userId);
    const [push] = await stub.waitFor(device);
    expect(push!.payload).toMatchObject({
      dealId: hammock.id,
      title: 'Garden hammock',
      url: `/deal/${hammock.id}`,
    });
    const rows = await deliveriesOf(userId);
    expect(rows.find((row) => row.dealId === ending.id)?.status).toBe('expired');
    expect(stub.received.filter((each) => each.device === device)).toHaveLength(1);
  });

  it('follows a paused rule: what it matched and has not sent is dropped', async () => {
    const { userId, client } = await memberWithRule({ keywords: ['drill'] });
    const deal = makeDeal({ id: unique('drill'), title: 'Cordless drill' });
    await saveDeals(server.db, [deal], imported());
    await matchDeal(server.db, { dealId: deal.id, reason: 'live' }, now);
    const [rule] = await server.db.select().from(alertRules).where(eq(alertRules.userId, userId));
    await client.put(ALERT_API.rule(rule!.id), { keywords: ['drill'], paused: true });
    await sendDue(userId);
    expect(
      await server.db
        .select({ status: alertDeliveries.status })
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.dealId, deal.id))),
    ).toEqual([{ status: 'dropped' }]);
  });
});
