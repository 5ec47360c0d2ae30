import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const srcDir = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: Object.fromEntries(
      ['app', 'features', 'components', 'lib', 'config', 'shared'].map((dir) => [`@${dir}`, srcDir(dir)]),
    ),
  },
  build: {
    // Lazy chunks live under one static path so the server can cache them forever.
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/go': 'http://127.0.0.1:3000' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/app-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/setup/server-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite and PostgreSQL suites share one database server; run files one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
