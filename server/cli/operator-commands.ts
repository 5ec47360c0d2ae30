// Every operator command, by the name `npm run <name>` gives it. The server runs them by these names
// when a command is handed to it (server/routes/operator).
import type { OperatorCommand } from './command-io.ts';
import { COUPONS_USAGE, runCouponsCommand } from './coupons-command.ts';
import { USAGE as DEALS_USAGE, runDealsCommand } from './deals-command.ts';
import { runUsersCommand, USERS_USAGE } from './users-command.ts';
import { runWatchesCommand, WATCHES_USAGE } from './watches-command.ts';

interface OperatorCommandEntry {
  run: OperatorCommand;
  usage: string;
  /** The arguments that name files the command reads: read where the command is typed, and sent along. */
  files: (args: string[]) => string[];
}

export const OPERATOR_COMMANDS = {
  deals: {
    run: runDealsCommand,
    usage: DEALS_USAGE,
    files: (args) => (args[0] === 'import' && args[1] ? [args[1]] : []),
  },
  coupons: {
    run: runCouponsCommand,
    usage: COUPONS_USAGE,
    files: (args) => (args[0] === 'import' && args[1] ? [args[1]] : []),
  },
  users: { run: runUsersCommand, usage: USERS_USAGE, files: () => [] },
  watches: { run: runWatchesCommand, usage: WATCHES_USAGE, files: () => [] },
} satisfies Record<string, OperatorCommandEntry>;

export type OperatorCommandName = keyof typeof OPERATOR_COMMANDS;

export const isOperatorCommandName = (name: string): name is OperatorCommandName => name in OPERATOR_COMMANDS;
