// The operator's deal command: import a JSON or CSV file (each row validated; good rows imported, bad
// rows reported with their reason), list the deals, expire or delete one.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseDealList } from '../../src/shared/deal-schema.ts';
import { creationDates, deleteDeal, expireDeal, listAllDeals, saveDeals } from '../db/deal-repository.ts';
import type { CommandIo } from './command-io.ts';
import { csvRecords } from './csv.ts';

export const USAGE = `Usage: npm run deals -- <command>

Commands:
  import <file.json|file.csv>  validate every row, import the valid ones, report the rejected ones
  list                         list every deal with its state
  expire <id>                  end a deal now (clients drop it on their next sync)
  delete <id>                  delete a deal (clients drop it on their next sync)

Exit status: 0 done, 1 failed, 2 imported with some rows rejected.`;

/** The rows of an import file: a JSON array (or { "deals": [...] }) or a CSV file with a header row. */
export async function readDealFile(
  path: string,
): Promise<{ rows: unknown[]; rowLabel: (index: number) => string }> {
  const text = await readFile(path, 'utf8');
  if (extname(path).toLowerCase() === '.csv') {
    // Row 1 is the header, so data row i is row i + 2 of the file.
    return { rows: csvRecords(text), rowLabel: (index) => `CSV row ${index + 2}` };
  }
  const json: unknown = JSON.parse(text);
  const rows = Array.isArray(json) ? json : (json as { deals?: unknown } | null)?.deals;
  if (!Array.isArray(rows)) throw new Error('The JSON file must hold a list of deals or { "deals": [...] }.');
  return { rows, rowLabel: (index) => `item ${index + 1}` };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rawId = (row: Record<string, unknown>): string | undefined => {
  const id = row.id ?? row._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).trim() : undefined;
};

/**
 * A row without a creation date would otherwise be dated now on every import, moving a known deal to
 * the top of 'newest' each time the same file is imported; known deals keep the date they have.
 */
async function keepKnownCreationDates(db: CommandIo['db'], rows: unknown[]): Promise<unknown[]> {
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

async function importFile(path: string, io: CommandIo): Promise<number> {
  const { rows, rowLabel } = await readDealFile(path);
  const dated = await keepKnownCreationDates(io.db, rows);
  const { deals, rejected } = parseDealList(dated, 'own', { now: io.now?.() });
  for (const row of rejected) io.err(`Rejected ${rowLabel(row.index)}: ${row.reason}`);
  const summary = await saveDeals(io.db, deals);
  // Ids are unique among the parsed deals, so each refused deal is the first row with its id.
  const rowOfId = new Map<string, number>();
  rows.forEach((row, index) => {
    const id = isRecord(row) ? rawId(row) : undefined;
    if (id !== undefined && !rowOfId.has(id)) rowOfId.set(id, index);
  });
  for (const refusal of summary.refused) {
    io.err(`Rejected ${rowLabel(rowOfId.get(refusal.id) ?? -1)}: the database refused it: ${refusal.reason}`);
  }
  const rejectedCount = rejected.length + summary.refused.length;
  io.out(
    `Imported ${deals.length - summary.refused.length} of ${rows.length} deals from ${path}: ${summary.inserted} new, ${summary.updated} updated, ${summary.unchanged} unchanged; ${rejectedCount} rejected.`,
  );
  return rejectedCount > 0 ? 2 : 0;
}

async function list(io: CommandIo): Promise<number> {
  const now = io.now?.() ?? new Date();
  const rows = await listAllDeals(io.db);
  for (const { deal, expiryDate } of rows) {
    const state = expiryDate && expiryDate <= now ? 'expired' : 'live';
    io.out(`${deal.id}\t${state}\t${deal.category}\t$${deal.currentPrice.toFixed(2)}\t${deal.title}`);
  }
  io.out(`${rows.length} deals`);
  return 0;
}

export async function runDealsCommand(args: string[], io: CommandIo): Promise<number> {
  const [command, argument, ...extra] = args;
  const needsArgument = command === 'import' || command === 'expire' || command === 'delete';
  if (!command || (needsArgument && !argument) || extra.length > 0 || (command === 'list' && argument)) {
    io.err(USAGE);
    return 1;
  }
  switch (command) {
    case 'import':
      return importFile(argument!, io);
    case 'list':
      return list(io);
    case 'expire': {
      const done = await expireDeal(io.db, argument!, io.now?.() ?? new Date());
      (done ? io.out : io.err)(done ? `Expired deal ${argument}.` : `No deal has the id ${argument}.`);
      return done ? 0 : 1;
    }
    case 'delete': {
      const done = await deleteDeal(io.db, argument!);
      (done ? io.out : io.err)(done ? `Deleted deal ${argument}.` : `No deal has the id ${argument}.`);
      return done ? 0 : 1;
    }
    default:
      io.err(`Unknown command: ${command}\n\n${USAGE}`);
      return 1;
  }
}
