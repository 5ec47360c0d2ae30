// Every operator command, by the name `npm run <name>` gives it. The server runs them by these names
// when a command is handed to it (server/routes/operator).
import type { OperatorCommand } from './command-io.ts';
import { USAGE as DEALS_USAGE, runDealsCommand } from './deals-command.ts';
import { runUsersCommand, USERS_USAGE } from './users-command.ts';

export const OPERATOR_COMMANDS = {
  deals: { run: runDealsCommand, usage: DEALS_USAGE },
  users: { run: runUsersCommand, usage: USERS_USAGE },
} satisfies Record<string, { run: OperatorCommand; usage: string }>;

export type OperatorCommandName = keyof typeof OPERATOR_COMMANDS;

export const isOperatorCommandName = (name: string): name is OperatorCommandName => name in OPERATOR_COMMANDS;
