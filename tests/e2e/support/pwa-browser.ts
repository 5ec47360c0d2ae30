// Helpers for the installable-app browser tests: our own server on a free port serving one of the tests'
// builds (scripts/e2e-builds.mjs), and waits for the service worker and the first deal sync.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BrowserContext, expect, type LaunchOptions, type Page, type TestInfo } from '@playwright/test';
import { prepareDataDir } from './migrated-data-dir';
import { waitForDealCache } from './shopper';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The Chromium path and flags from playwright.config.ts, for contexts launched by hand. */
export const configuredLaunchOptions = (testInfo: TestInfo): LaunchOptions =>
  (testInfo.project.use.launchOptions as LaunchOptions | undefined) ?? {};

/** A temporary folder under .tmp (inside the repo, ignored by git), removed by the caller. */
export const makeTempDir = (prefix: string): string => {
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  return mkdtempSync(join(repoRoot, '.tmp', `${prefix}-`));
};

export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/** Replaces the served folder's contents, as a deploy does. */
export function deploy(buildDir: string, siteDir: string): void {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(buildDir, siteDir, { recursive: true });
}

/** The one free-port helper of the tests, for the specs that start servers of their own. */
export { freePort } from '../../support/free-port';

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the server built into `distDir` (plain node, so the process we hold is the listening one) and waits
 * for /healthz.
 */
export async function startAppServer({
  port,
  distDir,
  dataDir,
  host = '127.0.0.1',
  env = {},
}: {
  port: number;
  distDir: string;
  dataDir: string;
  /** The host name pages are opened at (passkeys need a domain name such as localhost, not an address). */
  host?: string;
  env?: Record<string, string>;
}): Promise<AppServer> {
  const origin = `http://${host}:${port}`;
  prepareDataDir(dataDir);
  const child: ChildProcess = spawn(process.execPath, [join(distDir, 'server', 'index.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: origin,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
        return fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 60_000, message: 'server /healthz' },
    )
    .toBe(true)
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  return { origin, stop };
}

/** Waits until the service worker controls the page, so every later navigation goes through it. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** One online visit: the home page, with the worker in control and the deals stored on the device. */
export async function visitOnce(page: Page): Promise<void> {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await waitForDealCache(page);
}

/**
 * Chromium 150 keeps a page navigated to while the context is offline believing it is online
 * (navigator.onLine true, though every request fails); emulating the connection again after the page has
 * loaded tells the page, as a real connection loss does. Call it after each navigation made offline when the
 * page's own idea of the connection matters.
 */
export async function renewOfflineEmulation(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}
