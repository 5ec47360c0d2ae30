// The console's reads of the catalog (operators only): a search over every deal, live or ended, by title,
// store or id with paging, and the stored versions of deals for the audit log. Writes go through
// deals/deal-writes.ts, which keeps the change numbers the shoppers' sync follows. What the operator types
// reaches SQL only as a bound parameter (its LIKE wildcards escaped, so they match themselves).
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AdminDealQuery, AdminDealRow } from '../../src/shared/console/admin-deals.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { hasNoNul } from '../../src/shared/site/text-rules.ts';
import type { Database } from './client.ts';
import { deals } from './schema.ts';
import { containsPattern } from './sql.ts';

/** The deal as the console lists it, live or expired at `now`. */
export const adminRowOf = (deal: Deal, expiryDate: Date | null, now: Date): AdminDealRow => ({
  id: deal.id,
  title: deal.title,
  description: deal.description,
  store: deal.store,
  category: deal.category,
  currentPrice: deal.currentPrice,
  originalPrice: deal.originalPrice,
  affiliateUrl: deal.affiliateUrl,
  image: deal.image,
  createdAt: deal.createdAt,
  expiryDate: expiryDate?.toISOString() ?? null,
  state: expiryDate && expiryDate <= now ? 'expired' : 'live',
});

const stateCondition = (state: AdminDealQuery['state'], now: Date): SQL | undefined => {
  if (state === 'live') return or(isNull(deals.expiryDate), gt(deals.expiryDate, now));
  if (state === 'expired') return lte(deals.expiryDate, now);
  return undefined;
};

/** One page of the deals matching the query, newest first, and how many match in all. */
export async function searchOperatorDeals(
  db: Database,
  query: AdminDealQuery & { pageSize: number; now: Date },
): Promise<{ deals: AdminDealRow[]; total: number }> {
  const words = query.q.trim();
  const pattern = containsPattern(words);
  const where = and(
    words
      ? or(ilike(deals.title, pattern), ilike(deals.store, pattern), ilike(deals.id, pattern))
      : undefined,
    stateCondition(query.state, query.now),
  );
  const [counted] = await db.select({ total: count() }).from(deals).where(where);
  const rows = await db
    .select({ data: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .where(where)
    .orderBy(desc(deals.createdAt), asc(deals.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    deals: rows.map((row) => adminRowOf(row.data, row.expiryDate, query.now)),
    total: Number(counted?.total ?? 0),
  };
}

/** The deal with this id as stored, with its end date; undefined when there is none. */
export async function storedDeal(
  db: Database,
  id: string,
): Promise<{ deal: Deal; expiryDate: Date | null } | undefined> {
  // PostgreSQL text never holds a NUL character, so no deal has such an id (and the query would fail).
  if (!hasNoNul(id)) return undefined;
  const [row] = await db
    .select({ deal: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  return row;
}

/** Ids per query: a statement takes at most 65,535 parameters. */
const IDS_PER_QUERY = 1000;

/** The stored versions of the deals with these ids that exist. */
export async function storedDeals(db: Database, ids: string[]): Promise<Deal[]> {
  const found: Deal[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ data: deals.data })
      .from(deals)
      .where(inArray(deals.id, ids.slice(start, start + IDS_PER_QUERY)));
    found.push(...rows.map((row) => row.data));
  }
  return found;
}
