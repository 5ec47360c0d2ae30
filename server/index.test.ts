// The real server process: first start seeds, a kill -9 loses nothing committed, SIGTERM stops cleanly.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deal } from '../src/shared/deal/deal.ts';
import { CHANNEL_FILE } from './cli/operator-channel.ts';
import { openDatabase } from './db/client.ts';
import { clickCount } from './db/deal-stats-repository.ts';
import { createDistFixture } from './test-support/dist-fixture.ts';
import { type ServerProcess, startServerProcess, stopAllServers } from './test-support/server-process.ts';
import { createPostgresDatabase, migratedDataDir } from './test-support/test-database.ts';

const exec = promisify(execFile);
/** tsx by its full path: a command run in another directory would not find it by name. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

async function startServer(
  dataDir: string,
  distDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess({ ...env, DATA_DIR: dataDir, DIST_DIR: distDir });
}

afterEach(stopAllServers);

describe('the server process', () => {
  it('seeds once, keeps committed writes through kill -9, and finishes requests in flight on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rarefinds-data-'));
    const distDir = createDistFixture();

    const first = await startServer(dataDir, distDir);
    const seeded = (await (await fetch(`${first.origin}/api/deals?limit=500`)).json()) as Deal[];
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    const target = seeded[0]!;
    // A click-out is a committed write: the redirect is sent after the count is stored.
    const click = await fetch(`${first.origin}/go/${encodeURIComponent(target.id)}`, { redirect: 'manual' });
    expect(click.status).toBe(302);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // A slow affiliate provider keeps one request in flight while SIGTERM arrives.
    let providerCalled: () => void = () => {};
    const calledOnce = new Promise<void>((resolve) => (providerCalled = resolve));
    const provider = createHttpServer((_request, response) => {
      providerCalled();
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify([
            {
              id: 'slow-1',
              title: 'Slow partner deal',
              price: 9,
              affiliateUrl: 'https://partner.example/slow',
            },
          ]),
        );
      }, 1500);
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const providerPort = (provider.address() as AddressInfo).port;

    // The killed process's lock is taken over; nothing is seeded twice.
    const second = await startServer(dataDir, distDir, {
      AFFILIATE_API_URL: `http://127.0.0.1:${providerPort}/deals`,
      AFFILIATE_API_KEY: 'test-key',
    });
    const again = (await (await fetch(`${second.origin}/api/deals?limit=500`)).json()) as Deal[];
    expect(again.map((deal) => deal.id)).toEqual(seeded.map((deal) => deal.id));
    const page = await fetch(`${second.origin}/deal/${encodeURIComponent(target.id)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta data-rh="true" property="og:type" content="product">');

    const inFlight = fetch(`${second.origin}/api/affiliate-deals`);
    await calledOnce;
    second.child.kill('SIGTERM');
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as Deal[]).map((deal) => deal.id)).toEqual(['slow-1']);
    const exit = await second.exited;
    expect(exit, second.output()).toEqual({ code: 0, signal: null });
    provider.close();
    expect(second.output()).toMatch(/SIGTERM: finishing requests in flight/);
    expect(existsSync(join(dataDir, 'rarefinds.lock'))).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(await clickCount(reopened.db, target.id)).toBe(1);
    await reopened.close();
  }, 180_000);

  it('refuses to open a data directory another running server holds', async () => {
    const dataDir = migratedDataDir();
    const distDir = createDistFixture();
    await startServer(dataDir, distDir);
    await expect(startServer(dataDir, distDir)).rejects.toThrow(/is in use by process/);
  }, 120_000);

  it('runs `npm run users` and `npm run deals` (list, import) through the running server, and alone once it stopped', async () => {
    const dataDir = migratedDataDir();
    const running = await startServer(dataDir, createDistFixture(), { SMTP_URL: '' });
    const channelFile = join(dataDir, CHANNEL_FILE);
    expect(statSync(channelFile).mode & 0o777).toBe(0o600);
    const signUp = await fetch(`${running.origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.origin },
      body: JSON.stringify({
        name: 'Op',
        email: 'op@example.com',
        password: 'a long passphrase',
        agreeToTerms: true,
      }),
    });
    expect(signUp.status).toBe(200);

    /** Runs `npm run <name> -- <args>` in the directory `cwd` (the test's own by default). */
    const cliIn = (cwd: string | undefined, name: string, ...args: string[]) =>
      exec(
        process.execPath,
        ['--import', TSX_LOADER, fileURLToPath(new URL(`./cli/${name}.ts`, import.meta.url)), ...args],
        { cwd, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const cli = (name: string, ...args: string[]) => cliIn(undefined, name, ...args);
    expect((await cli('users', 'role', 'op@example.com', 'moderator')).stdout).toBe(
      'op@example.com is now a moderator.\n',
    );
    expect((await cli('users', 'disable', 'op@example.com')).stdout).toMatch(
      /disabled and signed out everywhere/,
    );
    const listed = await cli('users', 'list');
    expect(listed.stdout).toBe('op@example.com\tmoderator\tdisabled\tOp\n1 account\n');
    const seededCount = Number((await cli('deals', 'list')).stdout.match(/^(\d+) deals$/m)?.[1]);
    expect(seededCount).toBeGreaterThan(0);
    // An import file is read by the command, in the operator's directory, and its text handed over.
    const importDir = mkdtempSync(join(tmpdir(), 'rarefinds-import-'));
    copyFileSync(
      fileURLToPath(new URL('./cli/fixtures/deals-import.csv', import.meta.url)),
      join(importDir, 'new.csv'),
    );
    const imported = await cliIn(importDir, 'deals', 'import', 'new.csv');
    expect('code' in imported ? imported.code : 0).toBe(2);
    expect(imported.stderr).toMatch(/^Rejected CSV row 4: affiliateUrl/m);
    expect(imported.stderr).toMatch(/^Rejected CSV row 5: .*negative/m);
    expect(imported.stdout).toBe(
      'Imported 2 of 4 deals from new.csv: 2 new, 0 updated, 0 unchanged; 2 rejected.\n',
    );
    const listedDeals = (await cli('deals', 'list')).stdout;
    expect(listedDeals).toMatch(/^ops-2001\tlive\ttoys-games\t\$39\.99\t/m);
    expect(listedDeals).toMatch(new RegExp(`^${seededCount + 2} deals$`, 'm'));
    // The server itself never opens a path it is handed: only text sent along is imported.
    const { token } = JSON.parse(readFileSync(channelFile, 'utf8')) as { token: string };
    const pathOnly = await fetch(`${running.origin}/api/operator/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ command: 'deals', args: ['import', join(importDir, 'new.csv')] }),
    });
    expect(pathOnly.status).toBe(400);
    expect(((await pathOnly.json()) as { message: string }).message).toMatch(/was not sent with the command/);
    const missing = await cli('users', 'role', 'nobody@example.com', 'operator');
    expect('code' in missing ? missing.code : 0).toBe(1);
    expect(missing.stderr).toMatch(/No account has the e-mail address nobody@example.com/);
    // A wrong token is refused.
    const forged = await fetch(`${running.origin}/api/operator/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer forged' },
      body: JSON.stringify({ command: 'users', args: ['list'] }),
    });
    expect(forged.status).toBe(401);

    running.child.kill('SIGTERM');
    await running.exited;
    expect(existsSync(channelFile)).toBe(false);
    expect((await cli('users', 'enable', 'op@example.com')).stdout).toBe(
      'op@example.com can sign in again.\n',
    );
    expect((await cli('users', 'list')).stdout).toMatch(/^op@example.com\tmoderator\tunverified\tOp$/m);
  }, 180_000);

  it('runs WEB_CONCURRENCY processes on one port with PostgreSQL, and stops them all on SIGTERM', async () => {
    const database = await createPostgresDatabase();
    try {
      const cluster = await startServer(mkdtempSync(join(tmpdir(), 'rarefinds-data-')), createDistFixture(), {
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
      });
      // The sample deals were seeded once, by the primary, before the two processes started.
      const deals = (await (await fetch(`${cluster.origin}/api/deals?limit=500`)).json()) as Deal[];
      expect(deals.length).toBeGreaterThanOrEqual(40);
      expect(new Set(deals.map((deal) => deal.id)).size).toBe(deals.length);
      await expect.poll(() => serverProcessesUnder(cluster.child.pid!), { timeout: 30_000 }).toHaveLength(2);
      // Both have started serving (a process still loading its code when SIGTERM comes has nothing to finish).
      await expect
        .poll(() => cluster.output().match(/RareFinds serves/g)?.length ?? 0, { timeout: 60_000 })
        .toBe(2);

      cluster.child.kill('SIGTERM');
      expect(await cluster.exited, cluster.output()).toEqual({ code: 0, signal: null });
      expect(cluster.output().match(/SIGTERM: finishing requests in flight/g)).toHaveLength(2);
    } finally {
      await database.drop();
    }
  }, 180_000);

  it('runs one process on the embedded database, whatever WEB_CONCURRENCY says', async () => {
    const single = await startServer(migratedDataDir(), createDistFixture(), {
      WEB_CONCURRENCY: '3',
    });
    expect(single.output()).toMatch(/WEB_CONCURRENCY is ignored without DATABASE_URL/);
    expect(serverProcessesUnder(single.child.pid!)).toEqual([]);
  }, 120_000);
});

/**
 * The ids of the Node processes `parent` started (from /proc). Only Node's: the TypeScript loader may run
 * its compiler as a short-lived child of its own while the server loads a module for the first time.
 */
function serverProcessesUnder(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const parentOf = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        return parentOf === parent && readlinkSync(`/proc/${pid}/exe`) === realpathSync(process.execPath);
      } catch {
        return false;
      }
    })
    .map(Number);
}
