import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { DEFAULT_AD_SCRIPT_URL } from './src/shared/site/ad-settings.ts';
import { WEB_MANIFEST } from './src/shared/site/web-manifest.ts';
import { consoleOutOfPrecache } from './vite-plugins/console-chunks.ts';
import { refuseSecretLookingPublicEnv } from './vite-plugins/public-env.ts';

const srcDir = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

const packageVersion: string = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
).version;
/** Shown on /download-app; a deploy can set APP_VERSION (e.g. a release tag or commit) to tell builds apart. */
const appVersion = process.env.APP_VERSION?.trim() || packageVersion;

/**
 * Where the server and its page renderer are built, inside the app's output folder (never served or
 * precached).
 */
export const PRERENDER_DIR = 'server';

/**
 * After the browser build, builds the server (server/index.ts, run as plain JavaScript: no TypeScript
 * loader in the running process) and src/prerender.tsx for Node into {outDir}/server, so every
 * `vite build` leaves a matching set: the app, the renderer the server uses for first paint, and the server.
 */
function serverRendererBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rarefinds:server-renderer',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: true,
          outDir: join(config.build.outDir, PRERENDER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rollupOptions: {
            input: {
              prerender: 'src/prerender.tsx',
              index: 'server/index.ts',
              // A new PGlite database is created by a process of its own (server/db/pglite-creation.ts).
              'create-pglite-database': 'server/db/create-pglite-database.ts',
            },
            // Every chunk beside index.js: the server finds its migrations beside the module that reads them.
            output: { chunkFileNames: '[name]-[hash].js' },
          },
        },
      });
      // The migrations the server applies at start-up are read from beside it.
      cpSync('server/db/migrations', join(config.build.outDir, PRERENDER_DIR, 'migrations'), {
        recursive: true,
      });
      // What the server's page policy must admit for this build (server/html/build-settings.ts).
      const adsOn = Boolean(config.env.VITE_ADSENSE_CLIENT?.trim());
      writeFileSync(
        join(config.build.outDir, PRERENDER_DIR, 'build-settings.json'),
        JSON.stringify({
          adScriptUrl: adsOn ? config.env.VITE_ADSENSE_SCRIPT_URL?.trim() || DEFAULT_AD_SCRIPT_URL : null,
        }),
      );
    },
  };
}

/** The console's code is for the staff, online: the precache every visitor downloads leaves it out. */
const consolePrecache = consoleOutOfPrecache();

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    refuseSecretLookingPublicEnv(),
    react(),
    serverRendererBuild(),
    consolePrecache.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The user decides when a new version takes over (the Reload toast); registration is ours (src/lib/pwa).
      registerType: 'prompt',
      injectRegister: false,
      manifest: WEB_MANIFEST,
      // The glob below already finds the icons in the output; listing them twice would duplicate entries.
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every code chunk and stylesheet of the shop, the icons and the sample deal images:
        // everything a route needs to render offline after one visit. Screenshots and the link preview image
        // are not.
        // (The plugin adds manifest.webmanifest itself.)
        globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}'],
        // Nor any file only the console (/admin) loads: only the staff need them, online. The build manifest
        // says which (vite-plugins/console-chunks.ts), except for the stylesheet of the console's chart library
        // (uPlot), which the chart imports at run time and the manifest names without its importer.
        globIgnores: [
          'screenshots/**',
          'icons/og-image.png',
          'sw.js',
          `${PRERENDER_DIR}/**`,
          'assets/uPlot*',
        ],
        manifestTransforms: [consolePrecache.manifestTransform],
      },
    }),
  ],
  resolve: {
    alias: {
      ...Object.fromEntries(
        ['app', 'features', 'components', 'lib', 'config', 'shared'].map((dir) => [`@${dir}`, srcDir(dir)]),
      ),
      // Test support (factories, render helpers) for tests that sit beside the modules they test.
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  // The deal sync's worker (src/features/deal-sync/sync-worker.ts) is an ES module, so the sample catalog it
  // imports only in mock mode stays a chunk of its own.
  worker: { format: 'es' },
  build: {
    // Lazy chunks live under one static path so the server can cache them forever.
    assetsDir: 'assets',
    sourcemap: false,
    // .vite/manifest.json tells the server which chunks and stylesheets each screen needs.
    manifest: true,
    // One stylesheet for the whole app (84 KB, 16 KB gzip), linked by index.html and cached for every page:
    // a drawn page then waits for one stylesheet instead of five, and a phone's few connections are free for
    // its lead picture (docs/decisions/0051).
    cssCodeSplit: false,
    modulePreload: {
      // The page's services (src/app/start-page.ts, imported by the entry once the page has painted) are
      // fetched as the browser finds them, not preloaded: each preload link costs the main thread a
      // request's start, and seven of them in the task right after the first paint make it long on a slow
      // phone. Those services can wait for a round trip or two; nothing the shopper sees does
      // (docs/decisions/0053).
      resolveDependencies: (filename, deps) => (/(^|\/)start-page-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/go': 'http://127.0.0.1:3000' } },
  test: {
    // Vitest's default on two cores is one worker; most files wait on databases, processes and timers, so
    // two share the cores well. Every server suite opens its own databases, so files run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/app-setup.ts'],
          // Generous: IndexedDB-backed screens answer slowly when two cores run the whole suite.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/setup/server-setup.ts'],
          globalSetup: ['tests/setup/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
