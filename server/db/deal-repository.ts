// Every query the server and the operator command run against the deals. User input only ever reaches
// SQL as a bound parameter (Drizzle builds the statements).
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { normalizeDealLink } from '../../src/shared/deal/deal-link.ts';
import { dealSearchWords } from '../../src/shared/deal/deal-rules.ts';
import type { PriceTruth } from '../../src/shared/price-history/price-history.ts';
import { hasNoNul } from '../../src/shared/site/text-rules.ts';
import { announceLiveDeals, announceWarmer } from '../alerts/alert-triggers.ts';
import { newIfPublishedAfter, temperatureToldAt } from '../community/temperature.ts';
import type { Database } from './client.ts';
import { databaseReason } from './database-error.ts';
import {
  insertPricePoints,
  type PriceSighting,
  priceTruths,
  recordPrices,
} from './price-history-repository.ts';
import { dealPrices, dealRemovals, deals } from './schema.ts';
import { rowsOf } from './sql.ts';
import { asDatabase } from './transaction.ts';

export type DealSort = 'newest' | 'priceAsc' | 'priceDesc' | 'savings' | 'hottest';

/**
 * How the community's figures are shown: a deal's temperature stays null (the app shows "New") until
 * `hideNewMs` after it was published, so nobody votes along with an early crowd. The number never leaves
 * the server during that window: every read below builds the deal it answers with through wireDeal.
 */
export interface CommunityView {
  hideNewMs?: number;
}

/** When the first of these deals still shown as new shows its temperature (Infinity for none): kept answers end then. */
export const firstTold = (list: readonly Deal[], hideNewMs: number): number =>
  list.reduce(
    (first, deal) =>
      deal.temperature === null ? Math.min(first, temperatureToldAt(deal.createdAt, hideNewMs)) : first,
    Number.POSITIVE_INFINITY,
  );

/** The temperature as told at `now`: null while the deal is new. */
const toldTemperature = (now: Date, hideNewMs: number) =>
  sql<
    number | null
  >`(case when ${deals.createdAt} > ${newIfPublishedAfter(now, hideNewMs)} then null else ${deals.temperature} end)`;

/** The deal as the API sends it: its stored data with the community's figures as told at `now`. */
const wireDeal = (now: Date, hideNewMs = 0) =>
  sql<Deal>`(${deals.data} || jsonb_build_object('temperature', ${toldTemperature(now, hideNewMs)}, 'commentCount', ${deals.commentCount}))`.mapWith(
    (value: Deal | string) => (typeof value === 'string' ? (JSON.parse(value) as Deal) : value),
  );

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

const isLive = (now: Date) => or(isNull(deals.expiryDate), gt(deals.expiryDate, now));

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

/** PostgreSQL text never holds a NUL character, so no deal has such an id (and the query would fail). */
const isStorableId = (id: string) => hasNoNul(id);

/**
 * When the list of live deals (of one category, or all) last changed: the latest write to a deal, removal
 * of one, or end of one that has ended by `now`. undefined for a database that never held a deal. Removals
 * are not filed by category, so any removal counts for every category: the answer may be later than the
 * real change, never earlier.
 */
export async function lastDealChangeAt(
  db: Database,
  options: { now: Date; category?: string },
): Promise<Date | undefined> {
  const inCategory = options.category ? sql`and ${deals.category} = ${options.category}` : sql``;
  const result = await db.execute<{ at: string | Date | null }>(
    sql`select greatest(
          (select max(${deals.updatedAt}) from ${deals} where true ${inCategory}),
          (select max(${deals.expiryDate}) from ${deals} where ${deals.expiryDate} <= ${options.now} ${inCategory}),
          (select max(${dealRemovals.removedAt}) from ${dealRemovals})
        ) as at`,
  );
  const at = rowsOf<{ at: string | Date | null }>(result)[0]?.at;
  return at === null || at === undefined ? undefined : new Date(at);
}

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

/** The highest change number committed so far; 0 for an empty database. */
export async function latestChange(db: Database): Promise<number> {
  const result = await db.execute<{ seq: string | number | null }>(
    sql`select greatest(
          (select max(${deals.changeSeq}) from ${deals}),
          (select max(${dealRemovals.changeSeq}) from ${dealRemovals})
        ) as seq`,
  );
  return Number(rowsOf<{ seq: string | number | null }>(result)[0]?.seq ?? 0);
}

export interface DealChanges {
  deals: Deal[];
  removed: string[];
}

/**
 * What a client that synced at change `sinceChange` and time `sinceTime` must apply now: live deals written
 * after that change or whose temperature has been told since then (their New window ended), and the ids it
 * must drop (deleted, or expired since then).
 */
export async function changesSince(
  db: Database,
  options: { sinceChange: number; sinceTime: Date; now: Date } & CommunityView,
): Promise<DealChanges> {
  const { sinceChange, sinceTime, now } = options;
  const hideNewMs = options.hideNewMs ?? 0;
  const toldSince =
    hideNewMs > 0
      ? and(
          gt(deals.createdAt, newIfPublishedAfter(sinceTime, hideNewMs)),
          lte(deals.createdAt, newIfPublishedAfter(now, hideNewMs)),
        )
      : undefined;
  const changed = await db
    .select({ data: wireDeal(now, hideNewMs), expiryDate: deals.expiryDate })
    .from(deals)
    .where(toldSince ? or(gt(deals.changeSeq, sinceChange), toldSince) : gt(deals.changeSeq, sinceChange))
    .orderBy(desc(deals.createdAt), asc(deals.id));
  const expired = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(lte(deals.changeSeq, sinceChange), gt(deals.expiryDate, sinceTime), lte(deals.expiryDate, now)),
    );
  const deleted = await db
    .select({ id: dealRemovals.id })
    .from(dealRemovals)
    .where(gt(dealRemovals.changeSeq, sinceChange));
  const live = changed.filter((row) => row.expiryDate === null || row.expiryDate > now);
  const removed = new Set([
    ...changed.filter((row) => !live.includes(row)).map((row) => row.data.id),
    ...expired.map((row) => row.id),
    ...deleted.map((row) => row.id),
  ]);
  return { deals: live.map((row) => row.data), removed: [...removed].sort() };
}

export interface WriteSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Deals the database refused, each with its reason; every other deal was written. */
  refused: { id: string; reason: string }[];
}

type WriteCounts = Omit<WriteSummary, 'refused'> & {
  /** Ids of the deals this write added (not updated): they are new to alert rules. */
  added: string[];
};

// Writers take the table lock so change numbers commit in order: a reader's sync token then never
// skips a change that was still in flight.
const lockForWrite = (tx: Database) =>
  tx.execute(sql`lock table ${deals}, ${dealRemovals} in share row exclusive mode`);

/**
 * The catalog's part of a deal: the community's figures live in their own columns, kept by every import. A
 * price truth that comes with the deal (an import file's, say) is never taken: the one stored is worked out
 * here from the prices seen.
 */
const catalogData = (
  { temperature: _t, commentCount: _c, priceTruth: _p, ...deal }: Deal,
  priceTruth: PriceTruth | undefined,
): Deal => ({
  ...deal,
  source: 'own',
  ...(priceTruth ? { priceTruth } : {}),
});

const columnsOf = (deal: Deal, priceTruth: PriceTruth | undefined) => ({
  id: deal.id,
  title: deal.title,
  description: deal.description,
  store: deal.store,
  category: deal.category,
  searchWords: dealSearchWords(deal).join(' '),
  currentPrice: deal.currentPrice,
  originalPrice: deal.originalPrice,
  createdAt: new Date(deal.createdAt),
  expiryDate: deal.expiryDate ? new Date(deal.expiryDate) : null,
  data: catalogData(deal, priceTruth),
  linkKey: normalizeDealLink(deal.affiliateUrl) ?? null,
});

/**
 * Writes deals in one savepoint, with the prices seen and the price truth they give: all of them, or none
 * when the database refuses any. A deal whose price did not change gets no new price row, so its truth and
 * its data stay the same and it keeps its change number.
 */
async function writeBatch(tx: Database, batch: Deal[], sighting: PriceSighting): Promise<WriteCounts> {
  return tx.transaction(async (transaction) => {
    const savepoint = asDatabase(transaction);
    const ids = batch.map((deal) => deal.id);
    await recordPrices(
      savepoint,
      batch.map((deal) => ({ dealId: deal.id, price: deal.currentPrice, listPrice: deal.originalPrice })),
      sighting,
    );
    const truths = await priceTruths(savepoint, ids);
    const written = await savepoint
      .insert(deals)
      .values(batch.map((deal) => columnsOf(deal, truths.get(deal.id))))
      .onConflictDoUpdate({
        target: deals.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          store: sql`excluded.store`,
          category: sql`excluded.category`,
          searchWords: sql`excluded.search_words`,
          currentPrice: sql`excluded.current_price`,
          originalPrice: sql`excluded.original_price`,
          createdAt: sql`excluded.created_at`,
          expiryDate: sql`excluded.expiry_date`,
          data: sql`excluded.data`,
          linkKey: sql`excluded.link_key`,
          changeSeq: sql`nextval('deal_change_seq')`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${deals.data} is distinct from excluded.data`,
      })
      .returning({ id: deals.id, inserted: sql<boolean>`(xmax = 0)` });
    // A deal that comes back is no longer removed.
    await savepoint.delete(dealRemovals).where(inArray(dealRemovals.id, ids));
    const added = written.filter((row) => row.inserted).map((row) => row.id);
    const inserted = added.length;
    return { inserted, updated: written.length - inserted, unchanged: batch.length - written.length, added };
  });
}

const BATCH_SIZE = 200;

/**
 * Inserts new deals and updates changed ones, in one transaction; an identical deal keeps its change
 * number. This is where a deal becomes live, however it comes (an approved submission, an operator import):
 * the new ones are announced to the alert rules in the same transaction (server/alerts/alert-triggers.ts).
 * Every price written is recorded as seen by `sighting` (its source says where it came from) in the same
 * transaction, and each deal carries the price truth its recorded prices give.
 * A deal the database refuses (a value beyond a column's range, say) is reported in `refused` with the
 * database's reason, and every other deal is still written: a batch that fails is written
 * again one deal at a time to find the ones at fault.
 */
export async function saveDeals(db: Database, list: Deal[], sighting: PriceSighting): Promise<WriteSummary> {
  const summary: WriteSummary = { inserted: 0, updated: 0, unchanged: 0, refused: [] };
  if (list.length === 0) return summary;
  const added: string[] = [];
  const add = (counts: WriteCounts) => {
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    added.push(...counts.added);
  };
  await db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await lockForWrite(tx);
    for (let start = 0; start < list.length; start += BATCH_SIZE) {
      const batch = list.slice(start, start + BATCH_SIZE);
      try {
        add(await writeBatch(tx, batch, sighting));
      } catch {
        for (const deal of batch) {
          try {
            add(await writeBatch(tx, [deal], sighting));
          } catch (error) {
            summary.refused.push({ id: deal.id, reason: databaseReason(error) });
          }
        }
      }
    }
    await announceLiveDeals(tx, added);
  });
  return summary;
}

/**
 * Gives deals written before link keys existed their key (normalizeDealLink of the affiliate link), so the
 * duplicate check of submitted deals finds them. Not a change of the deal: its change number stays.
 */
export async function fillLinkKeys(db: Database): Promise<number> {
  const missing = await db
    .select({ id: deals.id, data: deals.data })
    .from(deals)
    .where(isNull(deals.linkKey));
  for (const row of missing) {
    await db
      .update(deals)
      .set({ linkKey: normalizeDealLink(row.data.affiliateUrl) ?? '' })
      .where(eq(deals.id, row.id));
  }
  return missing.length;
}

/**
 * Starts the price history of deals written before prices were recorded: each live deal without a price row
 * gets one 'import' point, its price at its creation time, and the price truth that gives (which tells the
 * app nothing yet, so the deal's change number stays). Under the writers' lock, so several processes
 * starting at once add each point once.
 */
export async function startPriceHistories(db: Database, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await lockForWrite(tx);
    const missing = await tx
      .select({
        id: deals.id,
        data: deals.data,
        createdAt: deals.createdAt,
        price: deals.currentPrice,
        listPrice: deals.originalPrice,
      })
      .from(deals)
      .where(
        and(
          isLive(now),
          notExists(tx.select({ one: sql`1` }).from(dealPrices).where(eq(dealPrices.dealId, deals.id))),
        ),
      );
    if (missing.length === 0) return 0;
    await insertPricePoints(
      tx,
      missing.map((row) => ({
        dealId: row.id,
        at: row.createdAt.toISOString(),
        price: row.price,
        listPrice: row.listPrice,
        source: 'import' as const,
      })),
    );
    const truths = await priceTruths(
      tx,
      missing.map((row) => row.id),
    );
    for (const row of missing) {
      const priceTruth = truths.get(row.id);
      if (priceTruth)
        await tx
          .update(deals)
          .set({ data: { ...row.data, priceTruth } })
          .where(eq(deals.id, row.id));
    }
    return missing.length;
  });
}

/** Ends a deal now; false when there is no such deal. */
export async function expireDeal(db: Database, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockForWrite(asDatabase(tx));
    const [row] = await tx.select({ data: deals.data }).from(deals).where(eq(deals.id, id)).limit(1);
    if (!row) return false;
    await tx
      .update(deals)
      .set({
        expiryDate: now,
        data: { ...row.data, expiryDate: now.toISOString() },
        changeSeq: sql`nextval('deal_change_seq')`,
        updatedAt: now,
      })
      .where(eq(deals.id, id));
    return true;
  });
}

/** Deletes a deal and records its id so clients drop it on their next sync; false when unknown. */
export async function deleteDeal(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockForWrite(asDatabase(tx));
    const removed = await tx.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
    if (removed.length === 0) return false;
    await tx
      .insert(dealRemovals)
      .values({ id })
      .onConflictDoUpdate({
        target: dealRemovals.id,
        set: { changeSeq: sql`nextval('deal_change_seq')`, removedAt: sql`now()` },
      });
    return true;
  });
}

/** Forgets removals older than the oldest sync token still accepted. */
export async function pruneRemovals(db: Database, olderThan: Date): Promise<void> {
  await db.delete(dealRemovals).where(lt(dealRemovals.removedAt, olderThan));
}

/** All deals with their state, for the operator's list. */
export async function listAllDeals(db: Database): Promise<{ deal: Deal; expiryDate: Date | null }[]> {
  const rows = await db
    .select({ data: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .orderBy(desc(deals.createdAt), asc(deals.id));
  return rows.map((row) => ({ deal: row.data, expiryDate: row.expiryDate }));
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

/**
 * Marks a deal changed without touching its data: its community figures moved (a vote, a comment), so the
 * next delta sync carries it. Runs inside the caller's transaction, under the writers' lock.
 */
export async function touchDeal(
  tx: Database,
  id: string,
  figures: Partial<{ temperature: number; commentCount: number }>,
): Promise<void> {
  await lockForWrite(tx);
  const [before] = await tx.select({ temperature: deals.temperature }).from(deals).where(eq(deals.id, id));
  await tx
    .update(deals)
    .set({ ...figures, changeSeq: sql`nextval('deal_change_seq')`, updatedAt: sql`now()` })
    .where(eq(deals.id, id));
  // A warmer deal may now meet a rule's minimum temperature.
  if (before && figures.temperature !== undefined) {
    await announceWarmer(tx, id, before.temperature, figures.temperature);
  }
}

/**
 * Ends a deal because members reported it expired, in the caller's transaction: it leaves listings on the
 * next sync (its change number moves), and keeps its page, marked Expired, until a moderator reactivates it.
 */
export async function expireByReports(tx: Database, id: string, now: Date): Promise<void> {
  await lockForWrite(tx);
  const [row] = await tx
    .select({ data: deals.data, expiryDate: deals.expiryDate })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  if (!row) return;
  await tx
    .update(deals)
    .set({
      expiryDate: now,
      expiryBeforeReports: row.expiryDate,
      reportedExpiredAt: now,
      data: { ...row.data, expiryDate: now.toISOString() },
      changeSeq: sql`nextval('deal_change_seq')`,
      updatedAt: now,
    })
    .where(eq(deals.id, id));
}

/** Gives a deal ended by reports its end date back; false when reports did not end it. */
export async function reactivateReportedDeal(tx: Database, id: string, now: Date): Promise<boolean> {
  await lockForWrite(tx);
  const [row] = await tx
    .select({ data: deals.data, before: deals.expiryBeforeReports, reportedAt: deals.reportedExpiredAt })
    .from(deals)
    .where(eq(deals.id, id))
    .limit(1);
  if (!row?.reportedAt) return false;
  await tx
    .update(deals)
    .set({
      expiryDate: row.before,
      expiryBeforeReports: null,
      reportedExpiredAt: null,
      data: { ...row.data, expiryDate: row.before?.toISOString() ?? null },
      changeSeq: sql`nextval('deal_change_seq')`,
      updatedAt: now,
    })
    .where(eq(deals.id, id));
  return true;
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
