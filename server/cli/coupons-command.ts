// The operator's coupon command: import voucher codes from a JSON or CSV file (each row checked as every
// code is, src/shared/store/coupon-input.ts; good rows added live, bad rows reported with their reason, as
// the deals import reports them), and run one round of the coupon feed now (as its job runs it). An import
// is in the audit log with the command line as the actor, in the import's own transaction.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AUDIT_COMMAND_LINE } from '../../src/shared/console/admin-audit.ts';
import { ADMIN_DEALS_MESSAGES, rejectedRowLine } from '../../src/shared/console/admin-deals-texts.ts';
import { couponInputSchema } from '../../src/shared/store/coupon-input.ts';
import { createStoreMatcher, type StoreMatcher, shopHost } from '../../src/shared/store/store-matching.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { formatOfFile } from '../catalog/deal-import.ts';
import { couponFeedProvider } from '../coupon-feed/feed-jobs.ts';
import { inputRefusal, runFeedRound } from '../coupon-feed/feed-round.ts';
import type { FeedLog } from '../coupon-feed/provider.ts';
import { insertCoupon } from '../db/coupon-repository.ts';
import { databaseReason } from '../db/database-error.ts';
import { listStores } from '../db/store-repository.ts';
import { asDatabase } from '../db/transaction.ts';
import { loadEnv } from '../env.ts';
import type { CommandIo } from './command-io.ts';
import { csvRecords } from './csv.ts';

const readTextFile = (path: string) => readFile(path, 'utf8');

export const COUPONS_USAGE = `Usage: npm run coupons -- <command>

Commands:
  import <file.json|file.csv>  check every row, add the valid codes live, report the rejected rows
                               (fields: store, code, title, terms, startsAt, endsAt, url; store is the
                               store's name or its shop's host, such as bestbuy.com; no code for a sale)
  fetch                        run one round of the coupon feed now (COUPON_API_URL and COUPON_API_KEY)

Exit status: 0 done, 1 failed, 2 done with some rows or offers refused.`;

/** The file as a whole cannot be read: no row was imported. */
class CouponFileError extends Error {}

interface RejectedRow {
  row: string;
  reason: string;
}

/** The rows of an import: a JSON array (or { "coupons": [...] }), or CSV with a header row. */
function readCouponRows(
  text: string,
  path: string,
): { rows: unknown[]; rowLabel: (index: number) => string } {
  if (formatOfFile(path) === 'csv') {
    try {
      // Row 1 is the header, so data row i is row i + 2 of the file.
      return { rows: csvRecords(text), rowLabel: (index) => `CSV row ${index + 2}` };
    } catch (error) {
      throw new CouponFileError((error as Error).message);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CouponFileError(`The JSON is not valid: ${(error as Error).message}`);
  }
  const rows = Array.isArray(json) ? json : (json as { coupons?: unknown } | null)?.coupons;
  if (!Array.isArray(rows))
    throw new CouponFileError('The JSON file must hold a list of codes or { "coupons": [...] }.');
  return { rows, rowLabel: (index) => `item ${index + 1}` };
}

const TEXT_FIELDS = ['store', 'code', 'title', 'terms', 'startsAt', 'endsAt', 'url'] as const;

/** A row's fields as the schema reads them: numbers as text (a code of digits), null as absent. */
function rowFields(row: unknown): Record<string, string | undefined> | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
  const record = row as Record<string, unknown>;
  return Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = record[field];
      return [field, typeof value === 'number' ? String(value) : (value ?? undefined)];
    }),
  ) as Record<string, string | undefined>;
}

/** The store a row names, by its shop's host (bestbuy.com, or an address there) or by its name. */
function storeOfRow(matcher: StoreMatcher, named: string): string | undefined {
  const looksLikeHost = /^[^\s/]+\.[a-z]{2,}$/i.test(named) || /^https?:\/\//i.test(named);
  const host = looksLikeHost ? shopHost(/^https?:\/\//i.test(named) ? named : `https://${named}`) : undefined;
  const slug = matcher.slugOf({ store: named, affiliateUrl: host ? `https://${host}/` : '' });
  return matcher.bySlug(slug)?.slug;
}

async function importFile(path: string, io: CommandIo): Promise<number> {
  const text = await (io.readFile ?? readTextFile)(path);
  const now = io.now?.() ?? new Date();
  let parsed: ReturnType<typeof readCouponRows>;
  try {
    parsed = readCouponRows(text, path);
  } catch (error) {
    if (!(error instanceof CouponFileError)) throw error;
    io.err(`${ADMIN_DEALS_MESSAGES.unreadable}${error.message}`);
    return 1;
  }
  const { rows, rowLabel } = parsed;
  const rejected: RejectedRow[] = [];
  const added: { id: string; storeSlug: string; code: string; title: string }[] = [];
  await io.db.transaction(async (transaction) => {
    const db = asDatabase(transaction);
    const matcher = createStoreMatcher(await listStores(db));
    for (const [index, row] of rows.entries()) {
      const reject = (reason: string) => {
        const line = { row: rowLabel(index), reason };
        rejected.push(line);
        io.err(rejectedRowLine(line));
      };
      const fields = rowFields(row);
      if (!fields) {
        reject('a row must be an object with store, title and the other fields');
        continue;
      }
      const named = typeof fields.store === 'string' ? fields.store.trim() : '';
      if (!named) {
        reject("store: name the store (its name, or its shop's host such as bestbuy.com)");
        continue;
      }
      const storeSlug = storeOfRow(matcher, named);
      if (!storeSlug) {
        reject(`store: no store is named ${JSON.stringify(named)} or has it as its host`);
        continue;
      }
      const checked = couponInputSchema.safeParse(fields);
      if (!checked.success) {
        reject(inputRefusal(checked.error.issues));
        continue;
      }
      const input = checked.data;
      const id = randomUUID();
      try {
        // A savepoint per row: a row the database refuses leaves the others added.
        const outcome = await db.transaction((savepoint) =>
          insertCoupon(asDatabase(savepoint), {
            id,
            storeSlug,
            code: input.code,
            title: input.title,
            terms: input.terms,
            url: input.url,
            startsAt: input.startsAt ? new Date(input.startsAt) : now,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
            source: 'operator',
            status: 'live',
          }),
        );
        if (outcome === 'duplicate')
          reject(`code: ${storeSlug} has the code ${input.code} live or waiting already`);
        else added.push({ id, storeSlug, code: input.code, title: input.title });
      } catch (error) {
        reject(`the database refused it: ${databaseReason(error)}`);
      }
    }
    await recordAudit(
      db,
      {
        actorId: null,
        actorLabel: AUDIT_COMMAND_LINE,
        action: 'coupon.import',
        subjectType: 'coupon-import',
        subjectId: randomUUID(),
        before: null,
        after: { format: formatOfFile(path), total: rows.length, rejected, coupons: added },
      },
      now,
    );
  });
  io.out(`Imported ${added.length} of ${rows.length} codes from ${path}; ${rejected.length} rejected.`);
  return rejected.length > 0 ? 2 : 0;
}

/** The round's log lines as the command prints them: the failures and refusals, each with its reason. */
const commandLog = (io: CommandIo): FeedLog => {
  const line = (fields: object, message: string) => {
    const { reason, store } = fields as { reason?: string; store?: string };
    return `${message}${store ? ` (${store})` : ''}${reason ? `: ${reason}` : ''}`;
  };
  return {
    info: () => {},
    warn: (fields, message) => io.err(line(fields, message)),
    error: (fields, message) => io.err(line(fields, message)),
  };
};

async function fetchRound(io: CommandIo): Promise<number> {
  const log = commandLog(io);
  const provider = couponFeedProvider(io.env ?? loadEnv(), log);
  if (!provider) {
    io.err('The coupon feed is off: set COUPON_API_URL and COUPON_API_KEY.');
    return 1;
  }
  const report = await runFeedRound({ db: io.db, provider, log, clock: io.now });
  if (!report.ok) return 1;
  io.out(
    `Coupon feed: ${report.offers} offers: ${report.added} new, ${report.updated} updated, ` +
      `${report.unchanged} unchanged, ${report.refused.length} refused; ${report.expired} ended; ` +
      `${report.storesAdded} stores added.`,
  );
  return report.refused.length > 0 ? 2 : 0;
}

export async function runCouponsCommand(args: string[], io: CommandIo): Promise<number> {
  const [command, argument, ...extra] = args;
  if (
    !command ||
    extra.length > 0 ||
    (command === 'import' && !argument) ||
    (command === 'fetch' && argument)
  ) {
    io.err(COUPONS_USAGE);
    return 1;
  }
  switch (command) {
    case 'import':
      return importFile(argument!, io);
    case 'fetch':
      return fetchRound(io);
    default:
      io.err(`Unknown command: ${command}\n\n${COUPONS_USAGE}`);
      return 1;
  }
}
