// Rounds of watch checks on PGlite and PostgreSQL against a shop on loopback, with a real push service stub
// (VAPID and aes128gcm checked, payload decrypted) and a real SMTP server, the clock moved by the test and
// the host pacer without its second: a member watches a product, its price drops at the shop, one round
// gives exactly one push and one mail, and a second round at the same price nothing more; back in stock
// and below a target the same way; robots.txt disallowing the page fails the read with its reason; two
// failures make the page unreadable and tell its watchers once; an implausible price is not recorded;
// quiet hours and digests hold a notice as they hold alerts; a watched product that becomes a deal tells its
// watchers once; one round at a time.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_API } from '../../src/shared/alerts/alerts.ts';
import {
  DEFAULT_WATCH_RULES,
  WATCH_PAGES,
  type WatchRules,
  watchPriceId,
} from '../../src/shared/watch/watch.ts';
import { WATCH_ALERT_TEXTS } from '../../src/shared/watch/watch-texts.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../tests/support/smtp-catcher.ts';
import { SEND_QUEUE } from '../alerts/alert-fanout.ts';
import { sendingContext } from '../alerts/alert-jobs.ts';
import { type SendingContext, sendDelivery, sendDueDigests } from '../alerts/alert-sending.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import {
  alertDeliveries,
  alertRules,
  dealPrices,
  users,
  watchBlockedHosts,
  watchedProducts,
  watches,
  watchHostReads,
  watchNotices,
} from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';
import {
  claimWatchRoundLease,
  dueProducts,
  insertNotices,
  releaseWatchRoundLease,
} from '../db/watch-check-repository.ts';
import { accountClient, signedInMember } from '../test-support/account-client.ts';
import { imported } from '../test-support/price-sightings.ts';
import { type PushServiceStub, startPushServiceStub } from '../test-support/push-service-stub.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS } from '../test-support/test-database.ts';
import { startWatchShop, type WatchShop, watchShopReader } from '../test-support/watch-shop.ts';
import { checkProductLink } from './product-link.ts';
import { READER_REASONS, readProductPage, watchUserAgent } from './product-reader.ts';
import { runWatchRound } from './watch-round.ts';

const T0 = new Date('2026-06-10T10:00:00.000Z'); // 12:00 in Berlin
const HOUR = 3_600_000;
const HOST = '127.0.0.1';
const USER_AGENT = watchUserAgent(TEST_ORIGIN);

describe.each(DATABASE_KINDS)('watch rounds on %s', (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let stub: PushServiceStub;
  let shop: WatchShop;
  let sending: SendingContext;
  let now = T0;
  let seq = 0;
  const unique = (name: string) => {
    seq += 1;
    return `${name}-${kind}-${seq}`;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stub = await startPushServiceStub();
    shop = await startWatchShop({ hosts: [HOST] });
    server = await startTestServer(kind, {
      env: { SMTP_URL: smtp.url, PUSH_SERVICE_HOSTS: '127.0.0.1', LINK_CHECK_ALLOW_HOSTS: HOST },
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
    await shop.close();
    await stub.close();
    await smtp.close();
  });
  beforeEach(async () => {
    now = T0;
    // Each test's products alone are due: the round's counts are its own.
    await server.db.delete(watchedProducts);
    await server.db.delete(dealPrices).where(sql`${dealPrices.dealId} like 'product:%'`);
  });

  const later = (hours: number) => {
    now = new Date(now.getTime() + hours * HOUR);
  };
  // A fresh reader each round: robots.txt is asked again, as it is a day later.
  const round = () =>
    runWatchRound({ db: server.db, reader: watchShopReader([HOST], TEST_ORIGIN), clock: () => now });

  /** A signed-in member with a push device at the stub and, when given, an alert rule (its budget). */
  async function member(rule?: object) {
    const email = `${unique('watcher')}@example.com`;
    const device = unique('phone');
    const client = await signedInMember(server, { email }, accountClient(server, `198.51.100.${seq % 250}`));
    await client.post(ALERT_API.pushSubscriptions, { subscription: stub.subscribe(device) });
    if (rule) expect((await client.post(ALERT_API.rules, rule)).statusCode).toBe(201);
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    return { userId: user!.id, email, device, client };
  }

  /** The product on the shop at `price`, watched by the member with these rules from that price. */
  async function watch(
    userId: string,
    product: { price: number; availability?: 'in_stock' | 'out_of_stock'; name?: string },
    rules: Partial<WatchRules> = {},
  ) {
    const slug = unique('kettle');
    const name = product.name ?? 'Kettle';
    shop.set(slug, { name, price: product.price, availability: product.availability ?? 'in_stock' });
    const url = shop.page(slug);
    const link = checkProductLink(url);
    if (!link.ok) throw new Error(link.reason);
    const productId = unique('product');
    await server.db.insert(watchedProducts).values({
      id: productId,
      key: link.key,
      url: link.url,
      host: HOST,
      name,
      price: product.price,
      currency: 'USD',
      availability: product.availability ?? 'in_stock',
      checkedAt: now,
      nextCheckAt: now,
    });
    await server.db.insert(dealPrices).values({
      dealId: watchPriceId(productId),
      seenAt: now,
      price: product.price,
      listPrice: product.price,
      source: 'watch',
    });
    const watchId = unique('watch');
    await server.db
      .insert(watches)
      .values({ id: watchId, userId, productId, ...DEFAULT_WATCH_RULES, ...rules, basePrice: product.price });
    return { slug, url: link.url, productId, watchId };
  }

  const deliveriesOf = (userId: string) =>
    server.db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.recipient, `member:${userId}`), eq(alertDeliveries.kind, 'watch')))
      .orderBy(asc(alertDeliveries.id));

  /** What the send jobs would do now: each due delivery of the member sent. */
  async function sendDue(userId: string) {
    for (const row of await deliveriesOf(userId))
      if (row.status === 'due' && row.dueAt <= now) await sendDelivery(sending, row.id);
  }

  const pushesTo = (device: string) => stub.received.filter((push) => push.device === device);
  /** The mails to the address but the sign-up's confirmation. */
  const mailsTo = (email: string) =>
    smtp.mails.filter((mail) => mail.to.includes(email) && !/^Confirm your e-mail/.test(mail.subject));
  const productOf = async (productId: string) =>
    (await server.db.select().from(watchedProducts).where(eq(watchedProducts.id, productId)))[0]!;
  const noticesOf = (watchId: string) =>
    server.db
      .select()
      .from(watchNotices)
      .where(eq(watchNotices.watchId, watchId))
      .orderBy(asc(watchNotices.id));
  /** The host's fetch volume of the clock's UTC day. */
  const hostReadsToday = async () =>
    (
      await server.db
        .select()
        .from(watchHostReads)
        .where(and(eq(watchHostReads.host, HOST), eq(watchHostReads.day, now.toISOString().slice(0, 10))))
    )[0];
  const pricesOf = async (productId: string) =>
    (
      await server.db
        .select({ price: dealPrices.price, source: dealPrices.source })
        .from(dealPrices)
        .where(eq(dealPrices.dealId, watchPriceId(productId)))
        .orderBy(asc(dealPrices.seenAt), asc(dealPrices.id))
    ).map((row) => `${row.price} ${row.source}`);

  it('tells a watcher of a price drop with one push and one mail, and of the same price never again', async () => {
    const watcher = await member();
    const kettle = await watch(watcher.userId, { price: 24.99, name: 'Steel kettle' });

    // Nothing has moved: the read is recorded, nobody is told.
    expect(await round()).toMatchObject({ ran: true, read: 1, failed: 0, notices: 0 });
    expect((await productOf(kettle.productId)).checkedAt).toEqual(now);

    later(25);
    shop.set(kettle.slug, { price: 19.99 });
    const report = await round();
    expect(report).toMatchObject({
      ran: true,
      read: 1,
      failed: 0,
      unreadable: 0,
      notices: 1,
      alerts: 1,
      unrecorded: 0,
    });
    const [notice] = await noticesOf(kettle.watchId);
    expect(notice).toMatchObject({
      reason: 'drop',
      occasion: 'price:19.99',
      price: 19.99,
      previousPrice: 24.99,
    });
    // The price is in the price history (source 'watch'), drops are measured from it now, the host's read is counted.
    expect(await pricesOf(kettle.productId)).toEqual(['24.99 watch', '19.99 watch']);
    const [told] = await server.db.select().from(watches).where(eq(watches.id, kettle.watchId));
    expect(told?.basePrice).toBe(19.99);
    const product = await productOf(kettle.productId);
    expect(product).toMatchObject({ price: 19.99, status: 'ok', failures: 0, priceChangedAt: now });
    // One watcher, a price that moved once in 30 days: read again in 720 minutes.
    expect(product.nextCheckAt).toEqual(new Date(now.getTime() + 12 * HOUR));
    expect((await hostReadsToday())?.reads).toBeGreaterThanOrEqual(1);

    // The delivery is the alerts' own, with its send job.
    const [delivery] = await deliveriesOf(watcher.userId);
    expect(delivery).toMatchObject({ status: 'due', dealId: `watch-notice:${notice!.id}`, ruleId: null });
    const jobs = rowsOf(
      await server.db.execute(
        sql`select id from pgboss.job where name = ${SEND_QUEUE} and (data->>'deliveryId')::bigint = ${delivery!.id}`,
      ),
    );
    expect(jobs).toHaveLength(1);
    await sendDue(watcher.userId);

    const [push] = await stub.waitFor(watcher.device);
    expect(push!.payload).toEqual({
      dealId: `watch-notice:${notice!.id}`,
      title: 'Price drop: Steel kettle',
      body: `$19.99 (was $24.99) at ${HOST}`,
      url: WATCH_PAGES.account,
      tag: `deal-watch-notice:${notice!.id}`,
      unseen: 1,
    });
    const mail = await smtp.waitFor(watcher.email, /^Price drop: Steel kettle$/);
    expect(mail.text).toContain(`$19.99 (was $24.99) at ${HOST}`);
    expect(mail.text).toContain(`${TEST_ORIGIN}${WATCH_PAGES.account}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await deliveriesOf(watcher.userId))[0]).toMatchObject({ status: 'sent', mailed: true });

    // The same price at the next read: nothing more.
    later(13);
    expect(await round()).toMatchObject({ read: 1, notices: 0 });
    await sendDue(watcher.userId);
    expect(pushesTo(watcher.device)).toHaveLength(1);
    expect(mailsTo(watcher.email)).toHaveLength(1);
    expect(await noticesOf(kettle.watchId)).toHaveLength(1);
    expect(await pricesOf(kettle.productId)).toEqual(['24.99 watch', '19.99 watch']);
    // The shop was asked as a robot asks: its robots.txt first, our User-Agent every time.
    expect(shop.requests.every((request) => request.userAgent === USER_AGENT)).toBe(true);
    expect(shop.requests.some((request) => request.path === '/robots.txt')).toBe(true);
  });

  it('tells a watcher when the product is back in stock, once', async () => {
    const watcher = await member();
    const lamp = await watch(watcher.userId, { price: 39, availability: 'out_of_stock', name: 'Desk lamp' });
    shop.set(lamp.slug, { availability: 'in_stock' });
    expect(await round()).toMatchObject({ read: 1, notices: 1 });
    expect(await noticesOf(lamp.watchId)).toMatchObject([
      { reason: 'back_in_stock', occasion: `stock:${now.toISOString()}`, price: 39 },
    ]);
    await sendDue(watcher.userId);
    const [push] = await stub.waitFor(watcher.device);
    expect(push!.payload).toMatchObject({ title: 'Back in stock: Desk lamp', body: `$39.00 at ${HOST}` });
    await smtp.waitFor(watcher.email, /^Back in stock: Desk lamp$/);

    later(25);
    expect(await round()).toMatchObject({ read: 1, notices: 0 });
    expect((await productOf(lamp.productId)).availability).toBe('in_stock');
    expect(pushesTo(watcher.device)).toHaveLength(1);
  });

  it('tells a watcher of a price at or below their target, and not of a drop above it', async () => {
    const watcher = await member();
    const grinder = await watch(
      watcher.userId,
      { price: 24.99, name: 'Grinder' },
      { anyDrop: false, targetPrice: 20 },
    );
    shop.set(grinder.slug, { price: 21 });
    expect(await round()).toMatchObject({ read: 1, notices: 0 });
    later(25);
    shop.set(grinder.slug, { price: 19.5 });
    expect(await round()).toMatchObject({ read: 1, notices: 1 });
    expect(await noticesOf(grinder.watchId)).toMatchObject([
      { reason: 'target', occasion: 'price:19.50', previousPrice: 24.99 },
    ]);
    await sendDue(watcher.userId);
    const [push] = await stub.waitFor(watcher.device);
    expect(push!.payload).toMatchObject({
      title: 'Below your target: Grinder',
      body: `$19.50 (was $24.99) at ${HOST}`,
    });
    await smtp.waitFor(watcher.email, /^Below your target: Grinder$/);
    expect(mailsTo(watcher.email)).toHaveLength(1);
  });

  it('fails the read of a page robots.txt disallows, with the reason in words', async () => {
    const watcher = await member();
    const hidden = await watch(watcher.userId, { price: 10 });
    shop.disallow([`/p/${hidden.slug}`]);
    try {
      shop.set(hidden.slug, { price: 5 });
      const before = shop.requests.length;
      expect(await round()).toMatchObject({ read: 1, failed: 1, notices: 0 });
      expect(await productOf(hidden.productId)).toMatchObject({
        failures: 1,
        status: 'ok',
        lastError: READER_REASONS.robots,
        price: 10,
      });
      // Only robots.txt was asked.
      expect(shop.requests.slice(before).map((request) => request.path)).toEqual(['/robots.txt']);
      expect((await hostReadsToday())?.failures).toBeGreaterThanOrEqual(1);
    } finally {
      shop.disallow([]);
    }
  });

  it('makes a page that fails twice in a row unreadable, tells its watchers once, and reads it again', async () => {
    const first = await member();
    const second = await member();
    const gone = await watch(first.userId, { price: 15, name: 'Toaster' });
    const secondWatch = unique('watch');
    await server.db
      .insert(watches)
      .values({ id: secondWatch, userId: second.userId, productId: gone.productId, basePrice: 15 });
    shop.remove(gone.slug);

    expect(await round()).toMatchObject({ read: 1, failed: 1, unreadable: 0, notices: 0 });
    let product = await productOf(gone.productId);
    expect(product).toMatchObject({ status: 'ok', failures: 1, lastError: READER_REASONS.gone(404) });
    // Two watchers (720 minutes after a good read), the first failure: tried again in an hour.
    expect(product.nextCheckAt).toEqual(new Date(now.getTime() + HOUR));

    later(1);
    const becameAt = now;
    expect(await round()).toMatchObject({ read: 1, failed: 1, unreadable: 1, notices: 2, alerts: 2 });
    product = await productOf(gone.productId);
    expect(product).toMatchObject({ status: 'unreadable', failures: 2 });
    expect(product.nextCheckAt).toEqual(new Date(now.getTime() + 2 * HOUR));
    for (const watchId of [gone.watchId, secondWatch])
      expect(await noticesOf(watchId)).toMatchObject([
        { reason: 'unreadable', occasion: `unreadable:${becameAt.toISOString()}` },
      ]);
    await sendDue(first.userId);
    const [push] = await stub.waitFor(first.device);
    expect(push!.payload).toMatchObject({
      title: 'We cannot read this page any more: Toaster',
      body: `The page at ${HOST} failed twice in a row. We keep trying; you can remove the watch in your account.`,
    });

    // Still failing: still unreadable, nobody told again.
    later(2);
    expect(await round()).toMatchObject({ read: 1, failed: 1, unreadable: 0, notices: 0 });
    expect((await productOf(gone.productId)).failures).toBe(3);

    // The page is back: 'ok' again, no failures.
    shop.set(gone.slug, { name: 'Toaster', price: 15 });
    later(4);
    expect(await round()).toMatchObject({ read: 1, failed: 0, notices: 0 });
    expect(await productOf(gone.productId)).toMatchObject({ status: 'ok', failures: 0, lastError: null });
    expect(pushesTo(first.device)).toHaveLength(1);
  });

  it('does not record an implausible price, and counts it as a failed read', async () => {
    const watcher = await member();
    const mixer = await watch(watcher.userId, { price: 25 });
    // A history of about 25 over the last weeks.
    await server.db.insert(dealPrices).values(
      [24.5, 25.5, 24.99].map((price, index) => ({
        dealId: watchPriceId(mixer.productId),
        seenAt: new Date(now.getTime() - (30 - index * 10) * 24 * HOUR),
        price,
        listPrice: price,
        source: 'watch',
      })),
    );
    shop.set(mixer.slug, { price: 0.01 });
    expect(await round()).toMatchObject({ read: 1, failed: 1, notices: 0 });
    const product = await productOf(mixer.productId);
    expect(product).toMatchObject({ price: 25, failures: 1 });
    expect(product.lastError).toMatch(/^The price 0.01 is less than a tenth of the usual price on this page/);
    expect(await pricesOf(mixer.productId)).not.toContain('0.01 watch');
    expect(await noticesOf(mixer.watchId)).toEqual([]);
  });

  it('holds a notice through the member’s quiet hours, as their alerts are held', async () => {
    const watcher = await member({
      keywords: ['unrelated'],
      quietHours: { start: '11:00', end: '14:00' },
      timeZone: 'Europe/Berlin',
    });
    const kettle = await watch(watcher.userId, { price: 30 });
    shop.set(kettle.slug, { price: 27 });
    expect(await round()).toMatchObject({ notices: 1, alerts: 1 });
    const quietEnd = new Date('2026-06-10T12:00:00.000Z'); // 14:00 in Berlin
    const [held] = await deliveriesOf(watcher.userId);
    expect(held).toMatchObject({ status: 'due', dueAt: quietEnd });
    await sendDelivery(sending, held!.id);
    expect(pushesTo(watcher.device)).toHaveLength(0);

    now = quietEnd;
    await sendDelivery(sending, held!.id);
    expect(await stub.waitFor(watcher.device)).toHaveLength(1);
    await smtp.waitFor(watcher.email, /^Price drop: Kettle$/);
  });

  it('puts a notice in the member’s digest when their alerts come as one', async () => {
    const watcher = await member({ keywords: ['unrelated'], delivery: 'daily', timeZone: 'Europe/Berlin' });
    const kettle = await watch(watcher.userId, { price: 30, name: 'Digest kettle' });
    shop.set(kettle.slug, { price: 26 });
    expect(await round()).toMatchObject({ notices: 1, alerts: 1 });
    const morning = new Date('2026-06-11T06:00:00.000Z'); // 08:00 in Berlin
    expect(await deliveriesOf(watcher.userId)).toMatchObject([{ status: 'digest', dueAt: morning }]);
    now = morning;
    await sendDueDigests(sending);
    const digest = await smtp.waitFor(watcher.email, /updates? on your RareFinds alerts and watches$/);
    expect(digest.subject).toBe(WATCH_ALERT_TEXTS.digestSubject(1));
    expect(digest.text).toContain('Price drop: Digest kettle');
    expect(digest.text).toContain(`$26.00 (was $30.00) at ${HOST}`);
    const [push] = await stub.waitFor(watcher.device);
    expect(push!.payload).toMatchObject({ title: 'Price drop: Digest kettle', url: WATCH_PAGES.account });
    expect(await deliveriesOf(watcher.userId)).toMatchObject([{ status: 'sent' }]);
  });

  it('drops a notice whose watch was removed or paused before it went, and tells nobody whose alerts are all paused', async () => {
    const removed = await member();
    const paused = await member();
    const silent = await member({ keywords: ['unrelated'] });
    const a = await watch(removed.userId, { price: 30 });
    const b = await watch(paused.userId, { price: 30 });
    const c = await watch(silent.userId, { price: 30 });
    const [rule] = await server.db.select().from(alertRules).where(eq(alertRules.userId, silent.userId));
    await server.db.update(alertRules).set({ paused: true }).where(eq(alertRules.id, rule!.id));
    for (const each of [a, b, c]) shop.set(each.slug, { price: 20 });
    expect(await round()).toMatchObject({ read: 3, notices: 3, alerts: 2 });
    // The notice is kept (the account page shows it); no alert goes to a member who turned alerts off.
    expect(await noticesOf(c.watchId)).toHaveLength(1);
    expect(await deliveriesOf(silent.userId)).toEqual([]);

    await server.db.delete(watches).where(eq(watches.id, a.watchId));
    await server.db.update(watches).set({ paused: true }).where(eq(watches.id, b.watchId));
    await sendDue(removed.userId);
    await sendDue(paused.userId);
    expect(await deliveriesOf(removed.userId)).toMatchObject([{ status: 'dropped' }]);
    expect(await deliveriesOf(paused.userId)).toMatchObject([{ status: 'dropped' }]);
    expect(pushesTo(removed.device)).toEqual([]);
    expect(pushesTo(paused.device)).toEqual([]);
  });

  it('tells the watchers of a product that became a live deal, once per deal', async () => {
    const watcher = await member();
    const blender = await watch(watcher.userId, { price: 80, name: 'Blender' });
    const dealId = unique('blender-deal');
    // The deal's link carries tracking; its comparison key is the watched page's.
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: dealId,
          title: 'Blender deal',
          currentPrice: 59,
          affiliateUrl: `${blender.url}?utm_source=x`,
        }),
      ],
      imported(),
    );
    expect(await round()).toMatchObject({ read: 1, notices: 1, deals: 1 });
    expect(await noticesOf(blender.watchId)).toMatchObject([
      { reason: 'deal', occasion: `deal:${dealId}`, dealId, price: 59, currency: 'USD' },
    ]);
    await sendDue(watcher.userId);
    const [push] = await stub.waitFor(watcher.device);
    expect(push!.payload).toMatchObject({
      title: 'Now a deal on RareFinds: Blender',
      body: `$59.00 at ${HOST}`,
    });
    // Nothing due, no new deal: nothing more.
    expect(await round()).toMatchObject({ read: 0, notices: 0, deals: 0 });
  });

  it('leaves blocked hosts alone, and records a notice once even when two rounds record it', async () => {
    const watcher = await member();
    const kettle = await watch(watcher.userId, { price: 30 });
    await server.db.insert(watchBlockedHosts).values({ host: HOST, reason: 'asked us to stop' });
    try {
      expect(await round()).toMatchObject({ ran: true, read: 0 });
    } finally {
      await server.db.delete(watchBlockedHosts);
    }
    const notice = {
      watchId: kettle.watchId,
      userId: watcher.userId,
      productId: kettle.productId,
      occasion: 'price:20.00',
      reason: 'drop' as const,
      price: 20,
      previousPrice: 30,
      currency: 'USD',
    };
    expect(await insertNotices(server.db, [notice], now)).toHaveLength(1);
    expect(await insertNotices(server.db, [notice], now)).toEqual([]);
  });

  it('picks the due products: the longest waiting first, a few of each host, none of a blocked host or one under it', async () => {
    const product = (id: string, host: string, minutesAgo: number) => ({
      id: `${kind}-${id}`,
      key: `${host}/${id}-${kind}`,
      url: `https://${host}/${id}`,
      host,
      name: id,
      nextCheckAt: new Date(now.getTime() - minutesAgo * 60_000),
    });
    await server.db
      .insert(watchedProducts)
      .values([
        product('a1', 'a.example', 30),
        product('a2', 'a.example', 20),
        product('a3', 'a.example', 10),
        product('b1', 'b.example', 25),
        product('sub', 'shop.kettle.example', 40),
        product('near', 'notkettle.example', 5),
        product('future', 'b.example', -5),
      ]);
    await server.db.insert(watchBlockedHosts).values({ host: 'kettle.example' });
    try {
      const due = await dueProducts(server.db, now, { limit: 10, perHost: 2 });
      expect(due.map((each) => each.id)).toEqual(['a1', 'b1', 'a2', 'near'].map((id) => `${kind}-${id}`));
      expect((await dueProducts(server.db, now, { limit: 2, perHost: 2 })).map((each) => each.id)).toEqual([
        `${kind}-a1`,
        `${kind}-b1`,
      ]);
    } finally {
      await server.db.delete(watchBlockedHosts);
    }
  });

  it('records nothing for a product deleted while its page was read', async () => {
    const watcher = await member();
    const kettle = await watch(watcher.userId, { price: 30 });
    shop.set(kettle.slug, { price: 20 });
    const reader = watchShopReader([HOST], TEST_ORIGIN);
    const report = await runWatchRound({
      db: server.db,
      clock: () => now,
      reader: async (url) => {
        const page = await readProductPage(url, reader);
        // The member removes their last watch of it meanwhile: the product goes with its prices.
        await server.db.delete(dealPrices).where(eq(dealPrices.dealId, watchPriceId(kettle.productId)));
        await server.db.delete(watchedProducts).where(eq(watchedProducts.id, kettle.productId));
        return page;
      },
    });
    expect(report).toMatchObject({ read: 1, failed: 0, notices: 0, unrecorded: 0 });
    expect(await pricesOf(kettle.productId)).toEqual([]);
    expect(await deliveriesOf(watcher.userId)).toEqual([]);
  });

  it('forgets a product nobody watches any more, with its prices, before it reads', async () => {
    const watcher = await member();
    const kettle = await watch(watcher.userId, { price: 30 });
    // The member's account is deleted: their watches go with it.
    await server.db.delete(users).where(eq(users.id, watcher.userId));
    const report = await round();
    expect(report).toMatchObject({ read: 0 });
    expect(
      await server.db.select().from(watchedProducts).where(eq(watchedProducts.id, kettle.productId)),
    ).toEqual([]);
    expect(await pricesOf(kettle.productId)).toEqual([]);
  });

  it('waits its turn: while another round runs it reads nothing', async () => {
    const watcher = await member();
    await watch(watcher.userId, { price: 30 });
    const until = new Date(now.getTime() + 60_000);
    await claimWatchRoundLease(server.db, 'the-job', now, until);
    try {
      expect(await round()).toMatchObject({ ran: false, read: 0, busyUntil: until });
    } finally {
      await releaseWatchRoundLease(server.db, 'the-job');
    }
    expect(await round()).toMatchObject({ ran: true, read: 1 });
  });
});
