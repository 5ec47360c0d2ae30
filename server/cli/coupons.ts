// `npm run coupons -- <command>`: the operator's coupon command (server/cli/coupons-command.ts), on the
// configured database, through the running server when it holds the PGlite directory.
// An import file is read by this process, where the operator named it, even when the server runs the import.
import { runOperatorCommandCli } from './run-operator-command.ts';

await runOperatorCommandCli('coupons', process.argv.slice(2));
