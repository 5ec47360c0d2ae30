// What an operator command gets: the database, where to write its lines, and the clock. The same
// command runs in the CLI process (PostgreSQL, or PGlite while no server holds it) or inside the
// running server (handed over by server/cli/operator-channel.ts), writing the same lines either way.
import type { Database } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';

export interface CommandIo {
  db: Database;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
  /**
   * Reads a file the operator named. The command line reads it from disk; a command handed to the running
   * server gets the text the command line read and sent along (the file is the operator's, on their side).
   */
  readFile?: (path: string) => Promise<string>;
  /** The server's configuration (the link checker reads its allowed hosts and origin); else the environment's. */
  env?: ServerEnv;
}

/** An operator command: its arguments in, an exit status out (0 done, 1 failed, 2 partly done). */
export type OperatorCommand = (args: string[], io: CommandIo) => Promise<number>;
