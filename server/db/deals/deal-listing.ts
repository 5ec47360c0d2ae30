// Lists of deals: one page of the live deals, filtered, searched and sorted, with the position the next
// page starts after (docs/decisions/0012); every live deal for sitemaps and feeds; every deal for the
// operator. User input only ever reaches SQL as a bound parameter.
import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { temperatureToldAt } from '../../community/temperature.ts';
import type { Database } from '../client.ts';
import { deals } from '../schema.ts';
import { type CommunityView, isLive, toldTemperature, wireDeal } from './deal-display.ts';

export type DealSort = 'newest' | 'priceAsc' | 'priceDesc' | 'savings' | 'hottest';

/** Where the previous page ended: the sort key's value and the id of its last deal. */
export interface PagePosition {
  sort: DealSort;
  key: string | number;
  id: string;
}

export interface DealListQuery {
  category?: string;
  /** Words to find (searchTerms of the query); each must begin a word of the title, description or store. */
  words?: string[];
  sort: DealSort;
  limit: number;
  after?: PagePosition;
  now: Date;
  hideNewMs?: number;
}

export interface DealPage {
  /** The page as the API sends it: a JSON array of the deals wireDeal builds. */
  json: string;
  /** When a kept copy of the page stops being true: the first of its deals ends or shows its temperature. */
  staleAt: number;
  /** Present when more deals follow. */
  next?: PagePosition;
}

/** What each sort orders by; Hottest orders by the temperature as told (a new deal counts as 0°). */
// Typed as SQL for the comparisons below; a column stays a column at run time, so its values are mapped.
const sortColumn = (sort: DealSort, now: Date, hideNewMs: number): SQL =>
  ({
    newest: deals.createdAt,
    priceAsc: deals.currentPrice,
    priceDesc: deals.currentPrice,
    savings: deals.savings,
    hottest: sql`coalesce(${toldTemperature(now, hideNewMs)}, 0)`,
  })[sort] as SQL;

const descending = (sort: DealSort) => sort !== 'priceAsc';

const positionOf = (
  sort: DealSort,
  row: { id: string; createdAt: Date; currentPrice: number; savings: number; temperature: number | null },
) => ({
  sort,
  id: row.id,
  key:
    sort === 'newest'
      ? row.createdAt.toISOString()
      : sort === 'savings'
        ? row.savings
        : sort === 'hottest'
          ? (row.temperature ?? 0)
          : row.currentPrice,
});

function afterPosition(position: PagePosition, now: Date, hideNewMs: number): SQL | undefined {
  const column = sortColumn(position.sort, now, hideNewMs);
  const key = position.sort === 'newest' ? new Date(position.key) : Number(position.key);
  const beyond = descending(position.sort) ? lt(column, key) : gt(column, key);
  return or(beyond, and(eq(column, key), gt(deals.id, position.id)));
}

/** Builds a prefix query ('word:* & word:*') from words that contain only letters and digits. */
export const toPrefixQuery = (words: string[]): string => words.map((word) => `${word}:*`).join(' & ');

/** One page of live deals, filtered and sorted; ties are broken by id so pages never overlap. */
export async function listLiveDeals(db: Database, query: DealListQuery): Promise<DealPage> {
  const conditions: (SQL | undefined)[] = [isLive(query.now)];
  if (query.category) conditions.push(eq(deals.category, query.category));
  if (query.words?.length) {
    conditions.push(sql`${deals.search} @@ to_tsquery('simple'::regconfig, ${toPrefixQuery(query.words)})`);
  }
  const hideNewMs = query.hideNewMs ?? 0;
  if (query.after) conditions.push(afterPosition(query.after, query.now, hideNewMs));
  const column = sortColumn(query.sort, query.now, hideNewMs);
  const order = [descending(query.sort) ? desc(column) : asc(column), asc(deals.id)];
  // One more row than asked for says whether another page follows.
  const rows = db
    .select({
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
      deal: wireDeal(query.now, hideNewMs).as('deal'),
      id: deals.id,
      createdAt: deals.createdAt,
      expiryDate: deals.expiryDate,
      currentPrice: deals.currentPrice,
      savings: deals.savings,
      temperature: toldTemperature(query.now, hideNewMs).as('temperature'),
    })
    .from(deals)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit + 1)
    .as('page_rows');
  const inPage = sql`${rows.position} <= ${query.limit}`;
  // PostgreSQL writes the page's JSON as one text: read row by row, decoding each deal's text cost more
  // than the query itself (PGlite), and parsing and writing it again here as much again.
  const [summary] = await db
    .select({
      json: sql<string>`coalesce(json_agg(${rows.deal} order by ${rows.position}) filter (where ${inPage}), '[]')::text`,
      more: sql<boolean>`count(*) > ${query.limit}`,
      firstExpiry: sql<Date | null>`min(${rows.expiryDate}) filter (where ${inPage})`.mapWith(
        deals.expiryDate,
      ),
      firstNew:
        sql<Date | null>`min(${rows.createdAt}) filter (where ${inPage} and ${rows.temperature} is null)`.mapWith(
          deals.createdAt,
        ),
      last: sql<LastRow | null>`(array_agg(json_build_object('id', ${rows.id}, 'createdAt', ${rows.createdAt}, 'currentPrice', ${rows.currentPrice}, 'savings', ${rows.savings}, 'temperature', ${rows.temperature}) order by ${rows.position} desc) filter (where ${inPage}))[1]`,
    })
    .from(rows);
  const { json, more, firstExpiry, firstNew, last } = summary!;
  return {
    json,
    staleAt: Math.min(
      firstExpiry?.getTime() ?? Number.POSITIVE_INFINITY,
      firstNew ? temperatureToldAt(firstNew, hideNewMs) : Number.POSITIVE_INFINITY,
    ),
    next: more && last ? positionOf(query.sort, parseLastRow(last)) : undefined,
  };
}

/** The sort keys of a page's last deal, as json_build_object sends them. */
interface LastRow {
  id: string;
  createdAt: string;
  currentPrice: number;
  savings: number;
  temperature: number | null;
}

/** node-postgres and PGlite both parse json; a driver that hands it over as text is read here. */
const parseLastRow = (last: LastRow | string) => {
  const row = typeof last === 'string' ? (JSON.parse(last) as LastRow) : last;
  return { ...row, createdAt: new Date(row.createdAt) };
};

/** Every live deal, newest first, optionally in one category; for sitemaps and feeds. */
export async function listNewestLiveDeals(
  db: Database,
  options: { now: Date; category?: string; limit?: number } & CommunityView,
): Promise<Deal[]> {
  const rows = await db
    .select({ data: wireDeal(options.now, options.hideNewMs) })
    .from(deals)
    .where(and(isLive(options.now), options.category ? eq(deals.category, options.category) : undefined))
    .orderBy(desc(deals.createdAt), asc(deals.id))
    .limit(options.limit ?? 50_000);
  return rows.map((row) => row.data);
}

/** All deals with their state, for the operator's list. */
export async function listAllDeals(db: Database): Promise<{ deal: Deal; expiryDate: Date | null }[]> {
  const rows = await db
    .select({ data: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .orderBy(desc(deals.createdAt), asc(deals.id));
  return rows.map((row) => ({ deal: row.data, expiryDate: row.expiryDate }));
}
