// The built app's files and how long browsers may keep them: hashed assets forever, the service worker,
// manifest and HTML never without asking again, everything else briefly.
import { type Dirent, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PRERENDER_DIR } from '../../html/page-renderer.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A page drawn for one signed-in member: no shared cache may keep it. */
export const MEMBER_PAGE = 'private, no-cache';
export const SHORT = 'public, max-age=3600';

const ALWAYS_REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest', '/index.html', '/registerSW.js']);

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(urlPath)) return REVALIDATE;
  return SHORT;
}

/** Every file under the build folder as a URL path ('/assets/index-abc.js'); index.html is a page, not a file. */
export function listStaticFiles(distDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.add(`/${relative(distDir, full).split(sep).join('/')}`);
    }
  };
  walk(distDir);
  files.delete('/index.html');
  return files;
}

/** Build files for the server's own use (its page renderer, the build manifest): never sent to browsers. */
export const isPrivateBuildFile = (urlPath: string): boolean =>
  urlPath.startsWith(`/${PRERENDER_DIR}/`) || urlPath.startsWith('/.vite/');

/** Paths that name a file (an extension a page never has): a miss is a plain 404, not the app. */
export const looksLikeFile = (urlPath: string): boolean =>
  urlPath.startsWith('/assets/') ||
  /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|json|webmanifest|txt|xml|woff2?|ttf|wasm)$/i.test(
    urlPath,
  );
