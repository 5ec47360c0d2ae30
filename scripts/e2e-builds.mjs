#!/usr/bin/env node
// The browser tests' two production builds of these sources, made once before Playwright runs:
//   - the main build (`dist/`, `vite build --mode e2e`): stub EmailJS settings (.env.e2e), so the contact
//     form can be exercised; the server Playwright starts serves it;
//   - the plain build: no EmailJS settings (the contact form sends to the site itself, for the operator's
//     inbox) and another APP_VERSION, so it is also the deploy that the update test switches between. It
//     is also the build with an AdSense client, as a site with ads is built: the ad client is a build-time
//     setting (src/config/env.ts; the server learns of it from build-settings.json, for its CSP), and a
//     third build only for it would cost the suite minutes. The ad script keeps its real address, which
//     the machines running the tests cannot reach: a spec that looks at ads answers it with page.route
//     (ads-phone.spec.ts); elsewhere the slot's probe fails and it shows 'Ad blocker detected'.
// `npm test` (scripts/test-all.mjs) makes them; `node scripts/e2e-builds.mjs` makes both for
// `npm run test:e2e` and `npm run test:stress`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const MAIN_BUILD = { dir: 'dist', version: 'e2e-main' };
export const PLAIN_BUILD = {
  dir: '.tmp/e2e-plain-build',
  version: 'e2e-plain',
  adClient: 'ca-pub-0000000000000000',
};

const viteBuild = (args, env) =>
  spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env: { ...process.env, ...env } })
    .status === 0;

/** The main build, with `env` added (the secrets check builds it with sentinel values). */
export const buildMain = (env = {}) =>
  viteBuild(['--mode', 'e2e'], { ...env, APP_VERSION: MAIN_BUILD.version });

export const buildPlain = () =>
  viteBuild(['--outDir', PLAIN_BUILD.dir, '--emptyOutDir'], {
    APP_VERSION: PLAIN_BUILD.version,
    VITE_ADSENSE_CLIENT: PLAIN_BUILD.adClient,
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildMain() && buildPlain() ? 0 : 1);
}
