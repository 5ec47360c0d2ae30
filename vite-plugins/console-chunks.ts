// The operator's console (/admin) is for the staff, and works online only. The service worker's precache,
// which every visitor downloads on a first visit, therefore leaves out every file that only the console's
// screens use: read from the build manifest (.vite/manifest.json), whatever Rollup named the chunks.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: each source module or shared chunk, by key. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The console's screens: src/app/routes/admin.tsx and admin-{section}.tsx (src/app/route-table.ts). */
export const isConsoleScreen = (key: string): boolean =>
  /^src\/app\/routes\/admin(-[a-z-]+)?\.tsx$/.test(key);

/** The keys reachable from `starts` through static and dynamic imports, never entering `barred` keys. */
function reachable(manifest: BuildManifest, starts: string[], barred: (key: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const waiting = starts.filter((key) => !barred(key));
  for (let key = waiting.pop(); key !== undefined; key = waiting.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    const { imports = [], dynamicImports = [] } = chunk;
    waiting.push(...[...imports, ...dynamicImports].filter((next) => !barred(next)));
  }
  return seen;
}

const filesOf = (manifest: BuildManifest, keys: Iterable<string>): Set<string> =>
  new Set(
    [...keys].flatMap((key) => {
      const { file, css = [], assets = [] } = manifest[key]!;
      return [file, ...css, ...assets];
    }),
  );

/**
 * The output files (code, stylesheets, assets) that only the console loads: reachable from its screens,
 * and not from the app's entry by any path that avoids them (the shop's screens and what they load).
 */
export function consoleOnlyFiles(manifest: BuildManifest): Set<string> {
  const keys = Object.keys(manifest);
  const shop = filesOf(
    manifest,
    reachable(
      manifest,
      keys.filter((key) => manifest[key]!.isEntry),
      isConsoleScreen,
    ),
  );
  const consoleFiles = filesOf(
    manifest,
    reachable(manifest, keys.filter(isConsoleScreen), () => false),
  );
  return new Set([...consoleFiles].filter((file) => !shop.has(file)));
}

/** Reads the build manifest `outDir` holds. */
export const readBuildManifest = (outDir: string): BuildManifest =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * The precache without the console's files: a plugin that learns the build's output folder, and the
 * service worker build's manifest transform that reads that folder's build manifest.
 */
export function consoleOutOfPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let outDir = 'dist';
  return {
    plugin: {
      name: 'rarefinds:console-out-of-precache',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    manifestTransform: (entries) => {
      const consoleFiles = consoleOnlyFiles(readBuildManifest(outDir));
      return { manifest: entries.filter((entry) => !consoleFiles.has(entry.url)) };
    },
  };
}
