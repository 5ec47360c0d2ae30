// The hand-off of operator commands to the running server. PGlite is one process's database: while the
// server runs, it holds DATA_DIR, so a command cannot open it. The server therefore writes
// DATA_DIR/operator-channel.json (mode 0600: only the account that runs the server can read it) with its
// loopback address and a random token; a command finding the file (and the server's process alive)
// posts its arguments there with the token, and the server runs it and answers with its output. Files the
// command reads (an import) are read by the command line, where the operator named them, and their text is
// posted along: the server never opens a path it was handed.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

export const CHANNEL_FILE = 'operator-channel.json';
export const OPERATOR_ROUTE = '/api/operator/commands';

export interface OperatorChannel {
  pid: number;
  /** The server's loopback origin, e.g. http://127.0.0.1:3000. */
  origin: string;
  token: string;
}

export interface CommandResult {
  status: number;
  out: string[];
  err: string[];
}

export const newOperatorToken = (): string => randomBytes(32).toString('base64url');

/** Writes the channel file for this process; returns a function that removes it. */
export function publishOperatorChannel(dataDir: string, origin: string, token: string): () => void {
  const path = join(dataDir, CHANNEL_FILE);
  const channel: OperatorChannel = { pid: process.pid, origin, token };
  writeFileSync(path, JSON.stringify(channel), { mode: 0o600 });
  // The mode above applies only to a new file; a file left by an earlier run keeps its own.
  chmodSync(path, 0o600);
  return () => rmSync(path, { force: true });
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running server's channel, or undefined when no server runs on this data directory. */
export function findOperatorChannel(dataDir: string): OperatorChannel | undefined {
  let channel: OperatorChannel;
  try {
    channel = JSON.parse(readFileSync(join(dataDir, CHANNEL_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  return Number.isInteger(channel.pid) && isRunning(channel.pid) ? channel : undefined;
}

/** Constant-time comparison of the token a request carries with the server's. */
export function isOperatorToken(presented: string | undefined, token: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The largest hand-off the server accepts: the arguments and the text of the files sent along. */
export const HAND_OFF_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Posts the command to the running server and waits for its answer as long as the command runs: node:http
 * rather than fetch, whose client gives up on an answer that takes five minutes (a round of link checks over
 * a large catalog can).
 */
export async function handOff(
  channel: OperatorChannel,
  command: string,
  args: string[],
  /** The text of each file the command reads, by the path given in `args`. */
  files: Record<string, string> = {},
): Promise<CommandResult> {
  const payload = Buffer.from(JSON.stringify({ command, args, files }));
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${channel.origin}${OPERATOR_ROUTE}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channel.token}`,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
  let body: Partial<CommandResult> & { message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status says what went wrong.
  }
  if (status < 200 || status >= 300)
    throw new Error(`The running server refused the command: ${body.message ?? status}`);
  return { status: body.status ?? 1, out: body.out ?? [], err: body.err ?? [] };
}
