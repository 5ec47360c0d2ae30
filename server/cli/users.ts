// `npm run users -- <command>`: the operator's member command (server/cli/users-command.ts), on the
// configured database, through the running server when it holds the PGlite directory.
import { runOperatorCommandCli } from './run-operator-command.ts';

await runOperatorCommandCli('users', process.argv.slice(2));
