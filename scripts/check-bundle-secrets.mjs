#!/usr/bin/env node
// The secrets check: a build made with SENTINEL_ENV in its environment must not hold any sentinel value.
// Every plausible secret name gets one: the server's own (which a build must never read), the usual names
// of other services' keys, and VITE_ names that the app does not read (which the whole import.meta.env
// object would have carried into the bundle). `npm test` builds with these and runs this check on dist/;
// `node scripts/check-bundle-secrets.mjs [dir]` checks any build folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MARK = 'rf-sentinel-';

const NAMES = [
  'AFFILIATE_API_KEY',
  'AFFILIATE_API_URL',
  'AFFILIATE_API_HOST',
  'DATABASE_URL',
  'PGPASSWORD',
  'SMTP_URL',
  'SMTP_PASSWORD',
  'BETTER_AUTH_SECRET',
  'SESSION_SECRET',
  'COOKIE_SECRET',
  'JWT_SECRET',
  'VAPID_PRIVATE_KEY',
  'WEB_PUSH_PRIVATE_KEY',
  'EMAILJS_PRIVATE_KEY',
  'RAKUTEN_API_KEY',
  'RAPIDAPI_KEY',
  'STRIPE_SECRET_KEY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'GITHUB_TOKEN',
  'NPM_TOKEN',
  'SENTRY_AUTH_TOKEN',
  'API_KEY',
  'SECRET_KEY',
  'PRIVATE_KEY',
  'ADMIN_PASSWORD',
  'PASSWORD',
  // Public-looking names the app does not read: they must not ride along either.
  'VITE_INTERNAL_API_URL',
  'VITE_BACKEND_ORIGIN',
  'VITE_DEBUG_NOTE',
];

/** One distinct value per name, so a finding names the variable that leaked. */
export const SENTINEL_ENV = Object.fromEntries(
  NAMES.map((name) => [name, `${MARK}${name.toLowerCase().replaceAll('_', '-')}-7f3a`]),
);

/** Every file under `dir` that holds a sentinel, with the sentinels it holds. */
export function findSentinels(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const text = readFileSync(path, 'latin1');
        if (!text.includes(MARK)) continue;
        const names = NAMES.filter((name) => text.includes(SENTINEL_ENV[name]));
        found.push({ file: relative(dir, path), names });
      }
    }
  };
  walk(dir);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const found = findSentinels(dir);
  for (const { file, names } of found) console.error(`${file} holds the value of ${names.join(', ')}`);
  if (found.length > 0) {
    console.error(
      `Secrets check failed: ${found.length} file(s) in ${dir} hold values of the build's environment.`,
    );
    process.exit(1);
  }
  console.log(`Secrets check passed: no file in ${dir} holds any of ${NAMES.length} sentinel values.`);
}
