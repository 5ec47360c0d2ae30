// `npm run watches -- check` on PGlite and PostgreSQL: one round of watch checks now against shops on
// loopback, a line per failed read and a summary, run directly or handed to the running server, waiting its
// turn while another round runs; the usage for anything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, watchedProducts, watches } from '../db/schema.ts';
import { claimWatchRoundLease, releaseWatchRoundLease } from '../db/watch-check-repository.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../test-support/test-database.ts';
import { startWatchShop, type WatchShop } from '../test-support/watch-shop.ts';
import { checkProductLink } from '../watch/product-link.ts';
import { READER_REASONS } from '../watch/product-reader.ts';
import { OPERATOR_ROUTE } from './operator-channel.ts';
import { runWatchesCommand } from './watches-command.ts';

describe.each(DATABASE_KINDS)('npm run watches -- check on %s', (kind) => {
  // Two shops on two loopback addresses: each is asked once a second, both at once.
  const hosts = ['127.0.0.1', '127.0.0.2'];
  const TOKEN = 'operator-token-for-the-watches-tests';
  let shop: WatchShop;
  let server: TestServer;

  beforeAll(async () => {
    shop = await startWatchShop({ hosts });
    server = await startTestServer(kind, {
      env: { LINK_CHECK_ALLOW_HOSTS: hosts.join(',') },
      operatorToken: TOKEN,
    });
    shop.set('kettle', { name: 'Kettle', price: 24.99 });
    const product = (id: string, url: string, host: string) => {
      const link = checkProductLink(url);
      if (!link.ok) throw new Error(link.reason);
      return { id, key: link.key, url: link.url, host, name: id, nextCheckAt: new Date(0) };
    };
    await server.db
      .insert(watchedProducts)
      .values([
        product('wc-ok', shop.page('kettle', hosts[0]), hosts[0]!),
        product('wc-gone', shop.page('gone', hosts[1]), hosts[1]!),
      ]);
    // Each watched by a member: a product nobody watches is forgotten, not read.
    await server.db
      .insert(users)
      .values({ id: 'wc-member', name: 'Watcher', email: `wc-${kind}@example.com` });
    await server.db.insert(watches).values([
      { id: 'wc-watch-ok', userId: 'wc-member', productId: 'wc-ok' },
      { id: 'wc-watch-gone', userId: 'wc-member', productId: 'wc-gone' },
    ]);
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });

  const gone = () => shop.page('gone', hosts[1]);

  it('reads every product due now, printing each failed read and a summary', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runWatchesCommand(['check'], {
      db: server.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: server.env,
    });
    expect({ status, err }).toEqual({ status: 0, err: [] });
    expect(out).toEqual([
      `failed\twc-gone\t${READER_REASONS.gone(404)}\t${gone()}`,
      'Read 2 pages: 1 ok, 1 failed; 0 pages became unreadable; 0 notices to watchers (0 of new deals), 0 alerts to send.',
    ]);
    expect(shop.requests.every((request) => request.userAgent?.startsWith('RareFindsWatch/1.0 ('))).toBe(
      true,
    );
  });

  it('runs in the running server when handed over, where the second failure in a row makes a page unreadable', async () => {
    // Both are due again only later: the command's clock is the server's, so they are made due now.
    await server.db.update(watchedProducts).set({ nextCheckAt: new Date(0) });
    const handed = await server.app.inject({
      method: 'POST',
      url: OPERATOR_ROUTE,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { command: 'watches', args: ['check'] },
    });
    const result = JSON.parse(handed.body) as { status: number; out: string[]; err: string[] };
    expect(result).toEqual({
      status: 0,
      out: [
        `failed\twc-gone\t${READER_REASONS.gone(404)}\t${gone()}\tunreadable`,
        'Read 2 pages: 1 ok, 1 failed; 1 page became unreadable; 1 notice to watchers (0 of new deals), 0 alerts to send.',
      ],
      err: [],
    });
  });

  it('waits its turn: while another round runs it reads nothing and says so', async () => {
    const until = new Date(Date.now() + 60_000);
    await claimWatchRoundLease(server.db, 'the-job', new Date(), until);
    const err: string[] = [];
    const status = await runWatchesCommand(['check'], {
      db: server.db,
      out: () => {},
      err: (line) => err.push(line),
      env: server.env,
    });
    await releaseWatchRoundLease(server.db, 'the-job');
    expect(status).toBe(1);
    expect(err).toEqual([
      `A watch round is already running (its lease runs until ${until.toISOString()}); try again when it ends.`,
    ]);
  });

  itOnce(kind)('prints the usage for unknown commands and extra arguments', async () => {
    const err: string[] = [];
    const io = { db: server.db, out: () => {}, err: (line: string) => err.push(line) };
    expect(await runWatchesCommand(['explode'], io)).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown command: explode[\s\S]*Usage: npm run watches/);
    expect(await runWatchesCommand(['check', 'now'], io)).toBe(1);
    expect(await runWatchesCommand([], io)).toBe(1);
    expect(err.at(-1)).toMatch(/^Usage: npm run watches -- <command>/);
  });
});
