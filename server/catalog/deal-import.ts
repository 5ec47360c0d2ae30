// Importing a list of deals from the text of a JSON or CSV file: every row is checked with the deal schema,
// the good rows are written through the deal repository (so every device picks them up on its next sync)
// and each rejected row is reported with its reason. `npm run deals -- import` and the console's import
// both run this, so they accept the same rows and give the same report.
import { extname } from 'node:path';
import type { DealFileFormat, DealImportReport } from '../../src/shared/console/admin-deals.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { parseDealList } from '../../src/shared/deal/deal-schema.ts';
import { csvRecords } from '../cli/csv.ts';
import type { Database } from '../db/client.ts';
import { creationDates } from '../db/deals/deal-lookup.ts';
import { storedDeals } from '../db/operator-deal-repository.ts';
import { saveDeals } from './save-deals.ts';

/** The file as a whole cannot be read (not JSON, a CSV quote left open): no row was imported. */
export class DealFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DealFileError';
  }
}

/** A file's format by its name: '.csv' is CSV, anything else JSON. */
export const formatOfFile = (path: string): DealFileFormat =>
  extname(path).toLowerCase() === '.csv' ? 'csv' : 'json';

interface DealRows {
  rows: unknown[];
  /** How the file numbers row `index` (0-based among the data rows). */
  rowLabel: (index: number) => string;
}

/** The rows of an import: a JSON array (or { "deals": [...] }), or CSV with a header row. */
export function readDealRows(text: string, format: DealFileFormat): DealRows {
  if (format === 'csv') {
    try {
      // Row 1 is the header, so data row i is row i + 2 of the file.
      return { rows: csvRecords(text), rowLabel: (index) => `CSV row ${index + 2}` };
    } catch (error) {
      throw new DealFileError((error as Error).message);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DealFileError(`The JSON is not valid: ${(error as Error).message}`);
  }
  const rows = Array.isArray(json) ? json : (json as { deals?: unknown } | null)?.deals;
  if (!Array.isArray(rows))
    throw new DealFileError('The JSON file must hold a list of deals or { "deals": [...] }.');
  return { rows, rowLabel: (index) => `item ${index + 1}` };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rawId = (row: Record<string, unknown>): string | undefined => {
  const id = row.id ?? row._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : undefined;
};

/** The ids the rows name, as the schema will read them (rows without one give undefined). */
const rowIds = (rows: readonly unknown[]): (string | undefined)[] =>
  rows.map((row) => (isRecord(row) ? rawId(row) : undefined));

/**
 * A row without a creation date would otherwise be dated now on every import, moving a known deal to
 * the top of 'newest' each time the same file is imported; known deals keep the date they have.
 */
async function keepKnownCreationDates(db: Database, rows: unknown[]): Promise<unknown[]> {
  const undated = rows.filter((row) => isRecord(row) && row.createdAt == null);
  const known = await creationDates(
    db,
    undated.map((row) => rawId(row as Record<string, unknown>)).filter((id): id is string => Boolean(id)),
  );
  return rows.map((row) => {
    if (!isRecord(row) || row.createdAt != null) return row;
    const createdAt = known.get(rawId(row) ?? '');
    return createdAt ? { ...row, createdAt } : row;
  });
}

type RejectedRow = DealImportReport['rejected'][number];

export interface DealImport {
  report: DealImportReport;
  /** The rows the database refused (the report has them too, in file order). */
  refusedByDatabase: RejectedRow[];
  /** The deals now stored, as written. */
  written: Deal[];
  /** With `keepPrevious`: the stored versions of the rows' deals before the import (for the audit log). */
  previous?: Deal[];
}

/**
 * Imports the rows of `text`: checks each, writes the good ones in one transaction (a row the database
 * refuses is reported and the others are still written) and reports each rejected row in file order.
 * Throws DealFileError when the text is not a list of rows at all.
 */
export async function importDealText(
  db: Database,
  {
    text,
    format,
    now,
    keepPrevious = false,
    onChecked,
  }: {
    text: string;
    format: DealFileFormat;
    now?: Date;
    keepPrevious?: boolean;
    /** Told the rows the checks refused before anything is written (the command prints them at once). */
    onChecked?: (rejected: RejectedRow[]) => void;
  },
): Promise<DealImport> {
  const { rows, rowLabel } = readDealRows(text, format);
  const dated = await keepKnownCreationDates(db, rows);
  const { deals, rejected } = parseDealList(dated, 'own', { now });
  onChecked?.(rejected.map(({ index, reason }) => ({ row: rowLabel(index), reason })));
  const previous = keepPrevious
    ? await storedDeals(
        db,
        deals.map((deal) => deal.id),
      )
    : undefined;
  const summary = await saveDeals(db, deals, { source: 'import', at: now ?? new Date() });
  // Ids are unique among the parsed deals, so each refused deal is the first row with its id.
  const rowOfId = new Map<string, number>();
  rowIds(rows).forEach((id, index) => {
    if (id !== undefined && !rowOfId.has(id)) rowOfId.set(id, index);
  });
  const refused = summary.refused.map((refusal) => ({
    index: rowOfId.get(refusal.id) ?? -1,
    reason: `the database refused it: ${refusal.reason}`,
  }));
  const refusedIds = new Set(summary.refused.map((refusal) => refusal.id));
  // A price truth in the file was not stored (the server works out its own): the record leaves it out too.
  const written = deals
    .filter((deal) => !refusedIds.has(deal.id))
    .map(({ priceTruth: _untrusted, ...deal }) => deal);
  return {
    report: {
      total: rows.length,
      imported: written.length,
      inserted: summary.inserted,
      updated: summary.updated,
      unchanged: summary.unchanged,
      rejected: [...rejected, ...refused]
        .sort((a, b) => a.index - b.index)
        .map(({ index, reason }) => ({ row: rowLabel(index), reason })),
    },
    refusedByDatabase: refused.map(({ index, reason }) => ({ row: rowLabel(index), reason })),
    written,
    previous,
  };
}
