// Opens a fresh database for one test suite: PGlite in memory, or a new database on the PostgreSQL
// server that tests/setup/postgres-global-setup.ts started. Both are migrated like production.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, inject, it, type TestFunction } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import '../../tests/setup/provided-context.ts';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

// The two-database matrix is for what the database decides: repositories, migrations, jobs, idempotency,
// searches, uniqueness, transactions, ordering, counts, stored rows, limits kept in tables, concurrency.
// Pure route logic runs once, on the first kind: refusing a visitor (401) or the wrong role (403), a bad
// body, id or query refused before any SQL runs, with its 400 text, a cross-site request refused. No
// database can change that answer, and the suite's time is a budget. A test that refuses and then looks
// at what was (not) stored is the database's and stays in the matrix; when in doubt, it stays.

/** The database a route-logic suite opens: PGlite, the quicker to start. */
export const ROUTE_LOGIC_KIND: DatabaseKind = DATABASE_KINDS[0];

/** True on the one database kind that runs the route-logic tests. */
export const routeLogicOnce = (kind: DatabaseKind): boolean => kind === ROUTE_LOGIC_KIND;

/** Registers a test, or a table of them, as vitest's `it` and `it.each` do. */
export type TestRegistrar = ((name: string, fn: TestFunction, timeout?: number) => void) & {
  each: typeof it.each;
};

const notRegistered: TestRegistrar = Object.assign(() => {}, { each: () => () => {} });

/**
 * `it` for a route-logic test inside `describe.each(DATABASE_KINDS)`: on the first kind the test is
 * registered, on the others it is not registered at all (not skipped), so it runs once.
 */
export const itOnce = (kind: DatabaseKind): TestRegistrar => (routeLogicOnce(kind) ? it : notRegistered);

/** Registers a group of tests as vitest's `describe` does. */
export type SuiteRegistrar = (name: string, factory: () => void) => void;

/**
 * `describe` for a group of route-logic tests inside `describe.each(DATABASE_KINDS)`, registered on the
 * first kind only (a group left empty on the others would fail as a suite without tests).
 */
export const describeOnce = (kind: DatabaseKind): SuiteRegistrar =>
  routeLogicOnce(kind) ? describe : () => {};

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test PostgreSQL server, for a process the test starts; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rarefinds_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * A new PGlite data directory holding a migrated, empty database, as a server's first start leaves it: a
 * copy of the one the global setup made, in a tenth of the time creating one takes.
 */
export function migratedDataDir(prefix = 'rarefinds-data-'): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), prefix)), 'data');
  cpSync(inject('pgliteDataDir'), dataDir, { recursive: true });
  return dataDir;
}

let pgliteCopy: Promise<Blob> | undefined;

/** The migrated database the global setup dumped, read once per suite. */
const migratedPgliteCopy = (): Promise<Blob> =>
  (pgliteCopy ??= readFile(inject('pgliteCopyPath')).then((bytes) => new Blob([bytes])));

export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', copyOf: await migratedPgliteCopy() });
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
