// What a process's end does to the data and to the clients, on PGlite and on PostgreSQL:
// - SIGTERM under load: every request the server accepted is answered (no reset, no 503), and it exits 0;
// - kill -9 of the server while it writes: every write it confirmed is there after the restart;
// - kill -9 of an import while it writes: the database holds exactly what it held before the import.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deal } from '../src/shared/deal/deal.ts';
import { makeDeal } from '../tests/factories/deal-factory.ts';
import { saveDeals } from './catalog/save-deals.ts';
import { openDatabase } from './db/client.ts';
import { clickCount } from './db/deal-stats-repository.ts';
import { listAllDeals } from './db/deals/deal-listing.ts';
import { dealPrices } from './db/schema.ts';
import { rowsOf } from './db/sql.ts';
import { addRendererFixture, createDistFixture } from './test-support/dist-fixture.ts';
import { imported } from './test-support/price-sightings.ts';
import { startServerProcess, stopAllServers } from './test-support/server-process.ts';
import {
  createPostgresDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  migratedDataDir,
} from './test-support/test-database.ts';

const cli = fileURLToPath(new URL('./cli/deals.ts', import.meta.url));

afterEach(stopAllServers);

/** Where a test's server and importer keep their data: a PGlite directory or a PostgreSQL database. */
async function dataPlace(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const dataDir = migratedDataDir('rarefinds-crash-');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => {},
    };
  }
  const database = await createPostgresDatabase();
  return {
    env: { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'rarefinds-unused-')) },
    dataDir: undefined,
    url: database.url,
    open: () => openDatabase({ kind: 'postgres', url: database.url }),
    drop: database.drop,
  };
}

type Outcome = { status: number; closed: boolean } | { error: string };

/** One GET on the worker's own connection: the answer's status, or the error that cut it. */
function send(agent: Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, closed: response.headers.connection === 'close' }),
      );
      response.once('error', (error) => resolve({ error: error.message }));
    }).once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/**
 * `connections` clients, each sending one request after another on its own keep-alive connection, until
 * the server answers "Connection: close" (it is stopping) or `until()` says so. `warm` resolves once every
 * client has had `warmAnswers` answers.
 */
function load(
  origin: string,
  paths: string[],
  connections: number,
  warmAnswers: number,
  until = () => false,
) {
  let warmCount = 0;
  let markWarm: () => void = () => {};
  const warm = new Promise<void>((resolve) => (markWarm = resolve));
  const clients = Array.from({ length: connections }, async (_, client) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const outcomes: Outcome[] = [];
    for (let index = client; !until(); index++) {
      const outcome = await send(agent, `${origin}${paths[index % paths.length]}`);
      outcomes.push(outcome);
      if (outcomes.length === warmAnswers && ++warmCount === connections) markWarm();
      if ('error' in outcome || outcome.closed) break;
    }
    agent.destroy();
    return outcomes;
  });
  return { warm, done: Promise.all(clients).then((lists) => lists.flat()) };
}

describe.each(DATABASE_KINDS)('a server process on %s', (kind) => {
  it('answers every request it accepted when SIGTERM comes under load, then exits 0', async () => {
    const place = await dataPlace(kind);
    const dist = createDistFixture();
    addRendererFixture(dist);
    try {
      // Reuse off: every request reaches the database, so many are in flight when the signal comes.
      const server = await startServerProcess({
        ...place.env,
        DIST_DIR: dist,
        API_CACHE_MS: '0',
        LOG_LEVEL: 'warn',
      });
      const [deal] = (await (await fetch(`${server.origin}/api/deals?limit=1`)).json()) as Deal[];
      const dealPath = `/deal/${encodeURIComponent(deal!.id)}`;
      const paths = [
        '/api/deals?limit=200',
        '/',
        dealPath,
        `/go/${encodeURIComponent(deal!.id)}`,
        '/feed.xml',
      ];
      const traffic = load(server.origin, paths, 24, 3);
      await traffic.warm;
      server.child.kill('SIGTERM');
      const outcomes = await traffic.done;
      const exit = await server.exited;
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
      const statuses = new Set(outcomes.map((outcome) => ('status' in outcome ? outcome.status : 0)));
      expect([...statuses].sort()).toEqual([200, 302]);
      // Each client's connection was closed by the server after an answer, never under a request.
      const closedAfterAnswer = outcomes.filter((outcome) => 'closed' in outcome && outcome.closed).length;
      expect(closedAfterAnswer).toBe(24);
    } finally {
      await place.drop();
    }
  }, 180_000);

  it('keeps every write it confirmed when killed with -9 in the middle of writes', async () => {
    const place = await dataPlace(kind);
    try {
      const server = await startServerProcess({
        ...place.env,
        DIST_DIR: createDistFixture(),
        LOG_LEVEL: 'warn',
      });
      const [deal] = (await (await fetch(`${server.origin}/api/deals?limit=1`)).json()) as Deal[];
      let killed = false;
      // Click-outs: each 302 is sent after its count is committed.
      const traffic = load(server.origin, [`/go/${encodeURIComponent(deal!.id)}`], 8, 10, () => killed);
      await traffic.warm;
      server.child.kill('SIGKILL');
      killed = true;
      expect((await server.exited).signal).toBe('SIGKILL');
      const outcomes = await traffic.done;
      const confirmed = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 302).length;
      expect(confirmed).toBeGreaterThanOrEqual(80);

      const reopened = await place.open();
      const counted = await clickCount(reopened.db, deal!.id);
      await reopened.close();
      expect(counted).toBeGreaterThanOrEqual(confirmed);
      expect(counted).toBeLessThanOrEqual(outcomes.length);
    } finally {
      await place.drop();
    }
  }, 180_000);

  it('leaves the previous state intact when an import is killed with -9 while it writes', async () => {
    const place = await dataPlace(kind);
    try {
      const before = Array.from({ length: 20 }, (_, index) => makeDeal({ id: `kept-${index}` }));
      const seeded = await place.open();
      const seenAt = new Date('2026-02-01T00:00:00.000Z');
      await saveDeals(seeded.db, before, imported(seenAt));
      const relation = await relationFile(seeded, place);
      await seeded.close();

      // A large import: changes to every existing deal and thousands of new ones, in one transaction. Its
      // first row is invalid, so the importer says so just before it starts writing.
      const rows = [
        { id: 'bad', title: '' },
        ...before.map((deal) => ({ ...deal, title: `Changed ${deal.title}` })),
        ...Array.from({ length: 4000 }, (_, index) => ({
          ...makeDeal({ id: `new-${index}`, description: 'Imported in bulk. '.repeat(60) }),
        })),
      ];
      const file = join(mkdtempSync(join(tmpdir(), 'rarefinds-import-')), 'deals.json');
      writeFileSync(file, JSON.stringify(rows));
      const importer = spawn(process.execPath, ['--import', 'tsx', cli, 'import', file], {
        env: { ...process.env, ...place.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        importer.once('exit', (_code, signal) => resolve(signal)),
      );
      await new Promise<void>((resolve) => importer.stderr.once('data', () => resolve()));
      // Kill it once it is seen writing: it holds the table lock (PostgreSQL), or the deals table's
      // file or the write-ahead log has changed since (PGlite).
      const since = Date.now();
      while (!(await relation.beingWritten(since))) {
        if (importer.exitCode !== null) throw new Error('The import finished before it could be killed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      importer.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const reopened = await place.open();
      const after = await listAllDeals(reopened.db);
      const prices = await reopened.db.select({ dealId: dealPrices.dealId }).from(dealPrices);
      await reopened.close();
      const firstPrice = {
        since: seenAt.toISOString(),
        lowestBefore: null,
        listPriceSeen: false,
        lowestIn90Days: false,
      };
      expect(after.map((row) => row.deal).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        before
          .map((deal) => ({ ...deal, source: 'own', priceTruth: firstPrice }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
      // The prices recorded with the import are gone with it.
      expect(prices.map((row) => row.dealId).sort()).toEqual(before.map((deal) => deal.id).sort());
    } finally {
      await place.drop();
    }
  }, 180_000);
});

/** How a test sees an importer in another process writing to the deals table. */
async function relationFile(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  place: { dataDir?: string; url?: string },
): Promise<{ beingWritten: (since: number) => Promise<boolean> }> {
  const { dataDir, url } = place;
  if (dataDir === undefined) {
    return {
      beingWritten: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const result = await client.query(
            `select count(*)::int as held from pg_locks l join pg_class c on c.oid = l.relation
             where c.relname = 'deals' and l.mode = 'ShareRowExclusiveLock' and l.granted`,
          );
          return result.rows[0].held > 0;
        } finally {
          await client.end();
        }
      },
    };
  }
  const result = await handle.db.execute<{ path: string }>(sql`select pg_relation_filepath('deals') as path`);
  const rows = rowsOf<{ path: string }>(result);
  const files = [
    join(dataDir, rows[0]!.path),
    ...readdirSync(join(dataDir, 'pg_wal')).map((name) => join(dataDir, 'pg_wal', name)),
  ];
  return {
    beingWritten: async (since) => {
      const latest = Math.max(
        ...files.map((file) => {
          try {
            return statSync(file).mtimeMs;
          } catch {
            return 0;
          }
        }),
      );
      return latest > since;
    },
  };
}
