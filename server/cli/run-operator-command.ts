// Runs an operator command from the command line, wherever the data is: on PostgreSQL directly
// (DATABASE_URL), through the running server when it holds the PGlite directory, or on the PGlite
// directory itself when no server runs. Prints the command's lines and exits with its status.
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../db/client.ts';
import { databaseReason } from '../db/database-error.ts';
import { loadEnv } from '../env.ts';
import { findOperatorChannel, handOff } from './operator-channel.ts';
import { OPERATOR_COMMANDS, type OperatorCommandName } from './operator-commands.ts';

/**
 * Resolves once everything written to the stream has been handed to the system. Exiting before that loses
 * output a pipe has not taken yet (`npm run deals -- list | less`).
 */
const drained = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => {
    if (stream.destroyed || !stream.writable) resolve();
    else stream.write('', () => resolve());
  });

/** A reader that stops early (`| head`) closes the pipe: stop writing quietly, as other tools do. */
function exitQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    });
  }
}

export async function runOperatorCommandCli(name: OperatorCommandName, args: string[]): Promise<never> {
  exitQuietlyOnClosedPipe();
  const { run, usage } = OPERATOR_COMMANDS[name];
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(usage);
    process.exit(args.length === 0 ? 1 : 0);
  }
  let status = 1;
  try {
    const env = loadEnv();
    const channel = env.DATABASE_URL ? undefined : findOperatorChannel(env.DATA_DIR);
    if (channel) {
      // The files are the operator's: read here, in the operator's directory and with their access.
      const files: Record<string, string> = {};
      for (const path of OPERATOR_COMMANDS[name].files(args)) files[path] = await readFile(path, 'utf8');
      const result = await handOff(channel, name, args, files);
      for (const line of result.out) console.log(line);
      for (const line of result.err) console.error(line);
      status = result.status;
    } else {
      const database = await openDatabase(
        env.DATABASE_URL
          ? { kind: 'postgres', url: env.DATABASE_URL }
          : { kind: 'pglite', dataDir: env.DATA_DIR },
      );
      try {
        status = await run(args, {
          db: database.db,
          out: (line) => console.log(line),
          err: (line) => console.error(line),
          env,
        });
      } finally {
        await database.close();
      }
    }
  } catch (error) {
    // The reason only: a failed statement's text and parameters (the imported data) are never printed.
    console.error(databaseReason(error));
  }
  await drained(process.stdout);
  await drained(process.stderr);
  process.exit(status);
}
