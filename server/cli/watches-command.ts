// The operator's watch command: one round of watch checks now, as the job runs it every 5 minutes (the
// products due for a read, each host paced, robots.txt obeyed; notices to their watchers through the alerts).
import { databaseReason } from '../db/database-error.ts';
import { loadEnv } from '../env.ts';
import { productReaderDeps } from '../watch/product-reader.ts';
import { runWatchRound, type WatchRead, type WatchRoundReport } from '../watch/watch-round.ts';
import type { CommandIo } from './command-io.ts';

export const WATCHES_USAGE = `Usage: npm run watches -- <command>

Commands:
  check   read every watched product that is due now: one line per failed read (failed, product, reason,
          page), then a summary; a page that fails twice in a row is unreadable and its watchers are told

Exit status: 0 done, 1 failed (or another round is running), 2 done with some reads not recorded.`;

/** One failed read: failed, product, reason, page (tab-separated, as `npm run deals -- check-links` prints). */
export const failedReadLine = ({ product, outcome }: WatchRead): string =>
  [
    'failed',
    product.id,
    outcome.reason ?? '',
    product.url,
    ...(outcome.becameUnreadable ? ['unreadable'] : []),
  ].join('\t');

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const watchRoundSummaryLine = (report: WatchRoundReport): string =>
  `Read ${counted(report.read, 'page', 'pages')}: ${report.read - report.failed} ok, ${report.failed} failed; ` +
  `${counted(report.unreadable, 'page', 'pages')} became unreadable; ` +
  `${counted(report.notices, 'notice', 'notices')} to watchers (${report.deals} of new deals), ` +
  `${counted(report.alerts, 'alert', 'alerts')} to send.` +
  (report.unrecorded > 0 ? ` ${report.unrecorded} could not be recorded.` : '');

async function check(io: CommandIo): Promise<number> {
  const report = await runWatchRound({
    db: io.db,
    reader: productReaderDeps(io.env ?? loadEnv()),
    clock: io.now,
    onRead: (read) => {
      if (!read.outcome.ok) io.out(failedReadLine(read));
    },
    onError: (productId, error) => io.err(`Not recorded: ${productId}: ${databaseReason(error)}`),
  });
  if (!report.ran) {
    io.err(
      `A watch round is already running (its lease runs until ${report.busyUntil?.toISOString()}); try again when it ends.`,
    );
    return 1;
  }
  io.out(watchRoundSummaryLine(report));
  return report.unrecorded > 0 ? 2 : 0;
}

export async function runWatchesCommand(args: string[], io: CommandIo): Promise<number> {
  const [command, ...extra] = args;
  if (!command || extra.length > 0) {
    io.err(WATCHES_USAGE);
    return 1;
  }
  switch (command) {
    case 'check':
      return check(io);
    default:
      io.err(`Unknown command: ${command}\n\n${WATCHES_USAGE}`);
      return 1;
  }
}
