// One deal by id: as stored (a click-out reaches the store even after the deal ended), as the API sends it
// while it runs, as its page shows it once members' reports ended it, or its dates alone (for the
// community's writes); and the creation dates of some.
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { hasNoNul } from '../../../src/shared/site/text-rules.ts';
import type { Database } from '../client.ts';
import { deals } from '../schema.ts';
import type { Queryable } from '../transaction.ts';
import { type CommunityView, isLive, wireDeal } from './deal-display.ts';

/** PostgreSQL text never holds a NUL character, so no deal has such an id (and the query would fail). */
const isStorableId = (id: string) => hasNoNul(id);

/** A deal by id whether or not it has expired (click-outs of old links still reach the store). */
export async function findDeal(db: Database, id: string): Promise<{ deal: Deal; live: boolean } | undefined> {
  if (!isStorableId(id)) return undefined;
  const [row] = await db
    .select({ data: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  if (!row) return undefined;
  return { deal: row.data, live: row.expiryDate === null || row.expiryDate > new Date() };
}

export async function findLiveDeal(
  db: Database,
  id: string,
  now: Date,
  view: CommunityView = {},
): Promise<Deal | undefined> {
  return findWireDeal(db, id, isLive(now), now, view);
}

/** The deal with `id` as clients receive it, when `condition` holds for it. */
async function findWireDeal(
  db: Database,
  id: string,
  condition: SQL | undefined,
  now: Date,
  view: CommunityView,
): Promise<Deal | undefined> {
  if (!isStorableId(id)) return undefined;
  const [row] = await db
    .select({ data: wireDeal(now, view.hideNewMs) })
    .from(deals)
    .where(and(eq(deals.id, id), condition))
    .limit(1);
  return row?.data;
}

/** A deal members' reports have ended, as its page shows it (marked Expired); undefined for any other. */
export async function findReportedExpiredDeal(
  db: Database,
  id: string,
  now: Date,
  view: CommunityView = {},
): Promise<Deal | undefined> {
  return findWireDeal(db, id, isNotNull(deals.reportedExpiredAt), now, view);
}

/** A deal's dates, whether or not it has ended, as the community's writes check them; undefined when unknown. */
export async function findDealDates(
  db: Queryable,
  id: string,
): Promise<
  { id: string; createdAt: Date; expiryDate: Date | null; reportedExpiredAt: Date | null } | undefined
> {
  const [row] = await db
    .select({
      id: deals.id,
      createdAt: deals.createdAt,
      expiryDate: deals.expiryDate,
      reportedExpiredAt: deals.reportedExpiredAt,
    })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  return row;
}

/** The creation dates of the deals with these ids that exist. */
export async function creationDates(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deals.id, createdAt: deals.createdAt })
    .from(deals)
    .where(inArray(deals.id, ids));
  return new Map(rows.map((row) => [row.id, row.createdAt.toISOString()]));
}
