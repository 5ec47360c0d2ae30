// One round at a time, whoever starts it (a job in any server process, or a command): a lease row in app_meta
// under the round's key, naming its holder and when it lapses. A round renews it while it runs and releases
// it at its end; one whose process died frees it when the lease lapses. The link checks and the watch checks
// each take their own key.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appMeta } from './schema.ts';

interface Lease {
  holder: string;
  /** ISO time the lease lapses unless renewed. */
  until: string;
}

export type LeaseClaim = { taken: true } | { taken: false; heldUntil: Date };

export interface RoundLease {
  /**
   * Takes the lease for `holder` until `until`, unless another holder's still runs at `now`. One statement,
   * so two takers never both win.
   */
  claim(db: Database, holder: string, now: Date, until: Date): Promise<LeaseClaim>;
  renew(db: Database, holder: string, until: Date): Promise<void>;
  release(db: Database, holder: string): Promise<void>;
}

/** The lease of the round named `key` (its app_meta key). */
export function roundLease(key: string): RoundLease {
  const heldBy = (holder: string) =>
    and(eq(appMeta.key, key), sql`${appMeta.value}::jsonb->>'holder' = ${holder}`);
  const value = (holder: string, until: Date) =>
    JSON.stringify({ holder, until: until.toISOString() } satisfies Lease);
  return {
    async claim(db, holder, now, until) {
      const taken = await db
        .insert(appMeta)
        .values({ key, value: value(holder, until) })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: value(holder, until) },
          setWhere: sql`(${appMeta.value}::jsonb->>'until')::timestamptz <= ${now}`,
        })
        .returning({ key: appMeta.key });
      if (taken.length > 0) return { taken: true };
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      return {
        taken: false,
        heldUntil: new Date((JSON.parse(row?.value ?? '{}') as Partial<Lease>).until ?? now),
      };
    },
    async renew(db, holder, until) {
      await db
        .update(appMeta)
        .set({ value: value(holder, until) })
        .where(heldBy(holder));
    },
    async release(db, holder) {
      await db.delete(appMeta).where(heldBy(holder));
    },
  };
}
