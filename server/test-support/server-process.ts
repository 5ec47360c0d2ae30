// The real server process (server/index.ts through tsx) for tests of what happens to a process: start,
// kill -9, SIGTERM. Each server gets a free port on 127.0.0.1; afterEach should call stopAllServers().
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tests/support/free-port.ts';

const entry = fileURLToPath(new URL('../index.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: ServerProcess[] = [];

/** Starts the server and waits until /healthz answers; DATABASE_URL empty means PGlite in DATA_DIR. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close' comes after the output streams are drained, so the output is complete by then.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const running = { child, port, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.push(running);
  // Poll /healthz until it answers; the process exiting first is a failure with its output.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const ok = await fetch(`${running.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return running;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${output}`);
}

export function stopAllServers(): void {
  for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}
