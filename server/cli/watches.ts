// `npm run watches -- <command>`: the operator's watch command (server/cli/watches-command.ts), on the
// configured database, through the running server when it holds the PGlite directory.
import { runOperatorCommandCli } from './run-operator-command.ts';

await runOperatorCommandCli('watches', process.argv.slice(2));
