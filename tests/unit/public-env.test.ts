// @vitest-environment node
// The build refuses secret-looking VITE_ names (they would ship in the bundle), and the secrets check finds
// any sentinel value of the build's environment that reached a build folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSentinels, SENTINEL_ENV } from '../../scripts/check-bundle-secrets.mjs';
import { PUBLIC_KEY_NAMES, secretLookingPublicNames } from '../../vite-plugins/public-env';

describe('secret-looking public settings', () => {
  it('are the VITE_ names that look secret, except the public keys', () => {
    expect(
      secretLookingPublicNames([
        'VITE_RAKUTEN_API_KEY',
        'VITE_STRIPE_SECRET',
        'VITE_GITHUB_TOKEN',
        'VITE_DB_PASSWORD',
        'VITE_AUTH_HEADER',
        'VITE_SYNC_INTERVAL_MINUTES',
        'AFFILIATE_API_KEY',
        ...PUBLIC_KEY_NAMES,
      ]),
    ).toEqual([
      'VITE_RAKUTEN_API_KEY',
      'VITE_STRIPE_SECRET',
      'VITE_GITHUB_TOKEN',
      'VITE_DB_PASSWORD',
      'VITE_AUTH_HEADER',
    ]);
  });

  it('make the real build fail before it writes anything, naming the variable', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rarefinds-guard-'));
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir], {
      env: { ...process.env, VITE_RAKUTEN_API_KEY: 'rk_live_123' },
      encoding: 'utf8',
    });
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toMatch(
      /Refusing to build: VITE_RAKUTEN_API_KEY would be compiled/,
    );
    expect(findSentinels(outDir)).toEqual([]);
  }, 120_000);
});

describe('the secrets check', () => {
  it('names each file of a build folder that holds a sentinel, and the variables it came from', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rarefinds-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'clean.js'), 'export const a = 1;');
    writeFileSync(
      join(dir, 'assets', 'env.js'),
      `export const k = ${JSON.stringify(SENTINEL_ENV.VITE_DEBUG_NOTE)};`,
    );
    expect(findSentinels(dir)).toEqual([{ file: join('assets', 'env.js'), names: ['VITE_DEBUG_NOTE'] }]);
  });
});
