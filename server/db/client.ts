// Opens the database: PostgreSQL when a connection string is given, otherwise the embedded PGlite in a
// data directory (or in memory for tests). Both speak the same SQL and run the same migrations.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { createPgliteDatabaseApart } from './pglite-creation.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL with positional parameters ($1, $2, …), for code that brings its own SQL (the job queue). */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  /** The same connection(s) as `db`, for plain SQL. */
  sql: SqlClient;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * PGlite runs a statement with parameters through `query` (one statement), and text without parameters
 * through `exec`, which also takes several statements (a migration script) and answers with one result
 * each: the last one is the answer.
 */
const pgliteSqlClient = (client: Pick<PGlite, 'query' | 'exec'>): SqlClient => ({
  async executeSql(text, values) {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  },
});

/**
 * The SQL client of a Drizzle transaction, so other code's statements (a job sent along with the change that
 * causes it) commit or roll back with it. Drizzle keeps the transaction's connection as `session.client` for
 * both drivers: a pg PoolClient or a PGlite Transaction.
 */
export function transactionSqlClient(tx: unknown): SqlClient {
  const client = (tx as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') {
    throw new Error('Not a Drizzle transaction: no connection to send SQL through');
  }
  if (typeof (client as { exec?: unknown }).exec === 'function') {
    return pgliteSqlClient(client as Pick<PGlite, 'query' | 'exec'>);
  }
  return { executeSql: (text, values) => (client as pg.PoolClient).query(text, values) };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir undefined means in memory. `copyOf` is a dump (PGlite's `dumpDataDir`) of a migrated database to
   * start from: creating a PGlite database costs about 2.5 s, loading a copy about 0.5 s, so the tests open
   * each of their hundreds of in-memory databases from one copy.
   */
  | { kind: 'pglite'; dataDir?: string; copyOf?: Blob };

/** Beside this module in the source (server/db), beside the built server (dist/server) in a build. */
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// PGlite's default 128 MB buffer cache is sized for a whole server; the site's deals fit many times over
// in 16 MB, and the smaller cache keeps the process within its memory budget.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PostgreSQL extensions the migrations create, which PGlite must be given to load: pg_trgm finds similar
 * titles for the duplicate check of submitted deals.
 */
const PGLITE_OPTIONS = { startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } };

/**
 * PGlite is the only WebAssembly here. V8 normally compiles it twice (a baseline tier, then an optimised
 * tier); the second copy costs about 50 MB of memory and, for the short queries of this site, gains
 * nothing measurable. Must be set before the module is compiled, that is before PGlite.create().
 */
function compileWasmWithBaselineTierOnly() {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * Creates and migrates a new database in `dataDir`. Run by a process of its own
 * (server/db/pglite-creation.ts): creating a database grows PGlite's WebAssembly memory to about half a
 * gigabyte and leaves tens of MB of the process's own heap in use for good.
 */
export async function createPgliteDatabase(dataDir: string): Promise<void> {
  compileWasmWithBaselineTierOnly();
  const creator = await PGlite.create({ dataDir, ...PGLITE_OPTIONS });
  await migratePglite(drizzlePglite({ client: creator, schema }), { migrationsFolder });
  await creator.close();
}

/** A copy of a new, migrated in-memory database, for `copyOf` (see DatabaseTarget). */
export async function migratedPgliteCopy(): Promise<Blob> {
  compileWasmWithBaselineTierOnly();
  const creator = await PGlite.create(PGLITE_OPTIONS);
  try {
    await migratePglite(drizzlePglite({ client: creator, schema }), { migrationsFolder });
    return await creator.dumpDataDir('none');
  } finally {
    await creator.close();
  }
}

/** Opens the database and applies pending migrations before anything else may use it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A connection can end while it waits in the pool (PostgreSQL restarted, an administrator ended it, the
    // network dropped). The pool discards it and opens another when one is needed; unheard, the error would
    // stop the process.
    pool.on('error', (error) => console.warn(`An idle PostgreSQL connection ended: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      sql: { executeSql: (text, values) => pool.query(text, values) },
      kind: 'postgres',
      close: () => pool.end(),
    };
  }

  // PGlite is one process's database: a second process on the same directory would corrupt it.
  const releaseLock = target.dataDir ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    compileWasmWithBaselineTierOnly();
    if (target.dataDir && !existsSync(join(target.dataDir, 'PG_VERSION'))) {
      mkdirSync(target.dataDir, { recursive: true });
      await createPgliteDatabaseApart(target.dataDir);
    }
    const client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.copyOf,
      ...PGLITE_OPTIONS,
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      sql: pgliteSqlClient(client),
      kind: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
