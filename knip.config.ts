// Knip finds files, exports and dependencies nothing uses (`npm run lint` runs it after Biome). It reads the
// path aliases from tsconfig.json and the entries of Vite, Vitest (every test file and set-up file),
// Playwright and index.html (src/main.tsx, and the service worker through vite-plugin-pwa) by itself; the
// entries below are the ones it cannot see.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Built beside the app by vite.config.ts's server build (rollupOptions.input).
    'src/prerender.tsx',
    'server/index.ts',
    // Run as a process of its own to create a new PGlite database (server/db/pglite-creation.ts).
    'server/db/create-pglite-database.ts',
    // The deal sync's worker, started with new Worker(new URL(...)).
    'src/features/deal-sync/sync-worker.ts',
    // Operator commands, scripts and benchmarks, run by npm scripts or by hand.
    'server/cli/*.ts',
    'scripts/*.mjs',
    'bench/*.mjs',
    // The types TypeScript reads for the scripts' importers (tests/unit/public-env.test.ts, the browser tests).
    'scripts/*.d.mts',
  ],
  // Exports a module uses itself are not dead: only those nothing uses are reported. A wire or form schema's
  // inferred type is part of its contract (one schema, one type) even where no code names it yet: such a
  // type is marked @public.
  ignoreExportsUsedInFile: true,
  // Each Dexie version is published under its own name; version 5 has the same stores as version 4.
  ignoreIssues: { 'src/lib/db/database.ts': ['duplicates'] },
  // `npx drizzle-kit generate --config server/drizzle.config.ts` writes the migrations.
  drizzle: { config: ['server/drizzle.config.ts'] },
  ignoreDependencies: [
    // Read as a file (its password list) through require.resolve in server/auth/common-passwords.ts.
    '@zxcvbn-ts/language-common',
    // mailparser and smtp-server now ship their own types: these two can go in a dependency update.
    '@types/mailparser',
    '@types/smtp-server',
  ],
  // Programs of the machine, not of npm: the load benchmarks' wrk and nginx, test:stress's stress-ng, and the
  // openssl that makes the stub push service's certificate.
  ignoreBinaries: ['wrk', 'nginx', 'stress-ng', 'openssl'],
};

export default config;
