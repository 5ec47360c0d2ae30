// A miniature build folder (index.html with the head marker, a hashed asset, the worker, the manifest and
// an image) so server tests do not depend on `vite build`.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIXTURE_ASSET = '/assets/index-Ab12Cd34.js';
export const FIXTURE_ASSET_BODY = `console.log(${JSON.stringify('RareFinds '.repeat(300))});\n`;

/** The project's real index.html source: same marker, same default title and description. */
const indexHtml = () => readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

export function createDistFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rarefinds-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'images', 'deals'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), indexHtml());
  writeFileSync(join(dir, FIXTURE_ASSET.slice(1)), FIXTURE_ASSET_BODY);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());\n');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'RareFinds', start_url: '/' }));
  writeFileSync(join(dir, 'images', 'deals', 'sample.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
