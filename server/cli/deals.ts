// `npm run deals -- <command>`: the operator's deal command (server/cli/deals-command.ts), on the
// configured database, through the running server when it holds the PGlite directory.
import { resolve } from 'node:path';
import { runOperatorCommandCli } from './run-operator-command.ts';

const args = process.argv.slice(2);
// The server may run in another directory: it is given the import file's full path.
if (args[0] === 'import' && args[1]) args[1] = resolve(args[1]);
await runOperatorCommandCli('deals', args);
