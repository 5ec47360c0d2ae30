// The bare node:http server (bare-node-server.mjs) as benchmarks start it beside ours, and the answers it
// sends: the very bytes and headers our server sent for the same paths.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An answer as wrk gets it: no Accept-Encoding, so the bytes as they are, with the headers our server sends
 * beside them (less those that belong to the connection).
 */
export function identityAnswer(url) {
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return new Promise((resolve, reject) => {
    httpGet(url, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          headers: Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !perConnection.has(name)),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/**
 * The bare server answering `answers` ([{ path, headers, body }]) on `port`, its file kept in `root`.
 * `spinUs` is CPU time it burns before each answer, standing for a real server's own work per request.
 */
export async function startBareNode(root, port, answers, { spinUs = 0 } = {}) {
  const file = join(root, 'bare-answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      answers.map(({ path, headers, body }) => ({ path, headers, body: body.toString('base64') })),
    ),
  );
  const script = fileURLToPath(new URL('./bare-node-server.mjs', import.meta.url));
  const child = spawn('node', [script, String(port), file, String(spinUs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare Node server exited with ${code}`)));
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill();
      }),
  };
}
