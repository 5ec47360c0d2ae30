// Small persistent facts about this database.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema.ts';

export async function readMeta(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value;
}

/**
 * A random id made once per database. Sync tokens carry it, so a token from another database (a reset,
 * a restore, another server) is refused instead of silently skipping changes.
 */
export async function databaseInstanceId(db: Database): Promise<string> {
  await db.insert(appMeta).values({ key: 'instance_id', value: randomUUID() }).onConflictDoNothing();
  const id = await readMeta(db, 'instance_id');
  if (!id) throw new Error('The database has no instance id.');
  return id;
}
