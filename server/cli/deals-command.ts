// The operator's deal command: import a JSON or CSV file (each row validated; good rows imported, bad
// rows reported with their reason, as the console's import reports them: server/catalog/deal-import.ts),
// list the deals, expire or delete one, check every live deal's link now (one round, as the job runs it).
// An import, an expiry and a deletion are in the audit log as the console's are, with the command line as
// the actor, in the change's own transaction.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AUDIT_COMMAND_LINE } from '../../src/shared/console/admin-audit.ts';
import {
  ADMIN_DEALS_MESSAGES,
  importSummaryLine,
  rejectedRowLine,
} from '../../src/shared/console/admin-deals-texts.ts';
import { type AuditEntry, recordAudit } from '../audit/audit-log.ts';
import { DealFileError, formatOfFile, importDealText } from '../catalog/deal-import.ts';
import type { Database } from '../db/client.ts';
import { databaseReason } from '../db/database-error.ts';
import { deleteDeal, expireDeal } from '../db/deals/deal-lifecycle.ts';
import { listAllDeals } from '../db/deals/deal-listing.ts';
import { storedDeal } from '../db/operator-deal-repository.ts';
import { asDatabase } from '../db/transaction.ts';
import { loadEnv } from '../env.ts';
import { type CheckedLink, type RoundReport, runLinkCheckRound } from '../link-check/link-check-round.ts';
import { linkCheckerFor } from '../link-check/link-checker.ts';
import type { CommandIo } from './command-io.ts';

const readTextFile = (path: string) => readFile(path, 'utf8');

export const USAGE = `Usage: npm run deals -- <command>

Commands:
  import <file.json|file.csv>  validate every row, import the valid ones, report the rejected ones
  list                         list every deal with its state
  expire <id>                  end a deal now (clients drop it on their next sync)
  delete <id>                  delete a deal (clients drop it on their next sync)
  check-links                  check every live deal's link now: one line per failed or inconclusive link
                               (outcome, deal, reason, link), then a summary; two failures in a row end a deal

Exit status: 0 done, 1 failed, 2 imported with some rows rejected (or some link checks not recorded).`;

/** The audit entry of a change the command line made. */
const recordByCommand = (db: Database, entry: Omit<AuditEntry, 'actorId' | 'actorLabel'>, now: Date) =>
  recordAudit(db, { ...entry, actorId: null, actorLabel: AUDIT_COMMAND_LINE }, now);

async function importFile(path: string, io: CommandIo): Promise<number> {
  const text = await (io.readFile ?? readTextFile)(path);
  const now = io.now?.() ?? new Date();
  const format = formatOfFile(path);
  let outcome: Awaited<ReturnType<typeof importDealText>>;
  try {
    outcome = await io.db.transaction(async (tx) => {
      const db = asDatabase(tx);
      // Rows the checks refuse are printed before the write starts, those the database refuses after it.
      const imported = await importDealText(db, {
        text,
        format,
        now,
        keepPrevious: true,
        onChecked: (rejected) => {
          for (const row of rejected) io.err(rejectedRowLine(row));
        },
      });
      await recordByCommand(
        db,
        {
          action: 'deal.import',
          subjectType: 'deal-import',
          subjectId: randomUUID(),
          before: { deals: imported.previous },
          after: { format, report: imported.report, deals: imported.written },
        },
        now,
      );
      return imported;
    });
  } catch (error) {
    if (!(error instanceof DealFileError)) throw error;
    io.err(`${ADMIN_DEALS_MESSAGES.unreadable}${error.message}`);
    return 1;
  }
  const { report, refusedByDatabase } = outcome;
  for (const rejected of refusedByDatabase) io.err(rejectedRowLine(rejected));
  io.out(importSummaryLine(report, path));
  return report.rejected.length > 0 ? 2 : 0;
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

/** One failed or inconclusive link: outcome, deal, reason, link (tab-separated, as `list` prints). */
export const checkedLinkLine = ({ verdict, dealId, url, dealEnded }: CheckedLink): string =>
  [verdict.outcome, dealId, verdict.reason ?? '', url, ...(dealEnded ? ['deal ended'] : [])].join('\t');

export const roundSummaryLine = (report: RoundReport): string =>
  `Checked ${report.checked} ${report.checked === 1 ? 'link' : 'links'}: ${report.ok} ok, ${report.failed} failed, ` +
  `${report.inconclusive} inconclusive; ${report.ended} ${report.ended === 1 ? 'deal' : 'deals'} ended.` +
  (report.unrecorded > 0 ? ` ${report.unrecorded} could not be recorded.` : '');

async function checkLinks(io: CommandIo): Promise<number> {
  const report = await runLinkCheckRound({
    db: io.db,
    checker: linkCheckerFor(io.env ?? loadEnv()),
    clock: io.now,
    onChecked: (link) => {
      if (link.verdict.outcome !== 'ok') io.out(checkedLinkLine(link));
    },
    onError: (dealId, error) => io.err(`Not recorded: ${dealId}: ${databaseReason(error)}`),
  });
  if (!report.ran) {
    io.err(
      `A link check round is already running (its lease runs until ${report.busyUntil?.toISOString()}); try again when it ends.`,
    );
    return 1;
  }
  io.out(roundSummaryLine(report));
  return report.unrecorded > 0 ? 2 : 0;
}

/**
 * Changes one stored deal and records it, in one transaction; false when there is no such deal. `change`
 * answers the deal as it is afterwards (null once deleted).
 */
async function changeDeal(
  io: CommandIo,
  id: string,
  action: string,
  change: (db: Database, now: Date) => Promise<unknown>,
): Promise<boolean> {
  const now = io.now?.() ?? new Date();
  return io.db.transaction(async (tx) => {
    const db = asDatabase(tx);
    const before = await storedDeal(db, id);
    if (!before) return false;
    const after = await change(db, now);
    await recordByCommand(
      db,
      { action, subjectType: 'deal', subjectId: id, before: before.deal, after },
      now,
    );
    return true;
  });
}

export async function runDealsCommand(args: string[], io: CommandIo): Promise<number> {
  const [command, argument, ...extra] = args;
  const needsArgument = command === 'import' || command === 'expire' || command === 'delete';
  const takesNoArgument = command === 'list' || command === 'check-links';
  if (!command || (needsArgument && !argument) || extra.length > 0 || (takesNoArgument && argument)) {
    io.err(USAGE);
    return 1;
  }
  switch (command) {
    case 'import':
      return importFile(argument!, io);
    case 'list':
      return list(io);
    case 'check-links':
      return checkLinks(io);
    case 'expire': {
      const done = await changeDeal(io, argument!, 'deal.expire', async (db, now) => {
        await expireDeal(db, argument!, now);
        return (await storedDeal(db, argument!))?.deal ?? null;
      });
      (done ? io.out : io.err)(done ? `Expired deal ${argument}.` : ADMIN_DEALS_MESSAGES.notFound(argument!));
      return done ? 0 : 1;
    }
    case 'delete': {
      const done = await changeDeal(io, argument!, 'deal.delete', async (db) => {
        await deleteDeal(db, argument!);
        return null;
      });
      (done ? io.out : io.err)(done ? `Deleted deal ${argument}.` : ADMIN_DEALS_MESSAGES.notFound(argument!));
      return done ? 0 : 1;
    }
    default:
      io.err(`Unknown command: ${command}\n\n${USAGE}`);
      return 1;
  }
}
