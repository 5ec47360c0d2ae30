// Migration 0005 on PGlite and PostgreSQL: the click totals kept before daily counting move into
// deal_daily_stats (under the day of their last click), and the old table goes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, DATABASE_KINDS } from '../test-support/test-database.ts';
import type { Database } from './client.ts';
import { clickCount } from './deal-stats-repository.ts';
import { dealDailyStats } from './schema.ts';

const migrations = join(import.meta.dirname, 'migrations');

/** The migrations folder as it was before 0005: the same files, the journal cut after 0004. */
function migrationsBeforeDailyStats(dir: string): string {
  const folder = join(dir, 'migrations');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 5);
  for (const entry of journal.entries as { tag: string }[]) {
    cpSync(join(migrations, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

const OLD_ROWS = `
  insert into deals (id, title, description, store, category, search_words, current_price, original_price,
                     created_at, data)
  values ('kept', 'Hand-thrown mug', 'A mug.', 'Clay Corner', 'home-garden', 'hand thrown mug', 12, 20,
          '2031-01-01T00:00:00Z', '{}'::jsonb);
  insert into deal_clicks (deal_id, source, clicks, last_clicked_at) values
    ('kept', 'own', 5, '2031-01-05T22:00:00Z'),
    ('kept', 'affiliate', 2, '2031-01-06T01:30:00Z'),
    ('gone', 'affiliate', 3, '2031-01-02T23:59:59+00:00');`;

/**
 * A database migrated up to 0004 holding old click totals; `upgrade` applies the real migrations folder with
 * the same migrator the server runs at start.
 */
async function databaseBeforeDailyStats(kind: (typeof DATABASE_KINDS)[number], folder: string) {
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: folder });
    await client.exec(OLD_ROWS);
    return {
      db: db as unknown as Database,
      upgrade: () => migratePglite(db, { migrationsFolder: migrations }),
      close: () => client.close(),
    };
  }
  const database = await createPostgresDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const db = drizzlePg({ client: pool });
  await migratePg(db, { migrationsFolder: folder });
  await pool.query(OLD_ROWS);
  return {
    db: db as unknown as Database,
    upgrade: () => migratePg(db, { migrationsFolder: migrations }),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

describe.each(DATABASE_KINDS)('migration 0005 (daily deal stats) on %s', (kind) => {
  let dir: string;
  let old: Awaited<ReturnType<typeof databaseBeforeDailyStats>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'daily-stats-migration-'));
    old = await databaseBeforeDailyStats(kind, migrationsBeforeDailyStats(dir));
  });
  afterAll(async () => {
    await old?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("files each deal's running total under the day of its last click, then drops the old table", async () => {
    await old.upgrade();
    const rows = await old.db.select().from(dealDailyStats).orderBy(asc(dealDailyStats.dealId));
    expect(rows).toEqual([
      { dealId: 'gone', day: '2031-01-02', title: 'gone', store: '', clicks: 3, views: 0 },
      {
        dealId: 'kept',
        day: '2031-01-06',
        title: 'Hand-thrown mug',
        store: 'Clay Corner',
        clicks: 7,
        views: 0,
      },
    ]);
    expect(await clickCount(old.db, 'kept')).toBe(7);
    const result = await old.db.execute(sql`select to_regclass('deal_clicks') as name`);
    expect((result as unknown as { rows: { name: string | null }[] }).rows).toEqual([{ name: null }]);
  });
});
