// A miniature build folder (index.html with the head marker, a hashed asset, the worker, the manifest and
// an image) so server tests do not depend on `vite build`.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export const FIXTURE_SCREEN_STYLE = '/assets/faq-Ef56Gh78.css';
export const FIXTURE_SCREEN_CHUNK = '/assets/faq-Ij90Kl12.js';
export const FIXTURE_APP_CHUNK = '/assets/start-app-Mn34Op56.js';
export const FIXTURE_APP_STYLE = '/assets/start-app-Uv12Wx34.css';
export const FIXTURE_SEARCH_CHUNK = '/assets/search-Qr78St90.js';
export const FIXTURE_SEARCH_STYLE = '/assets/search-Ab12Cd34.css';

/**
 * Adds a page renderer and build manifest like `vite build` leaves: the renderer draws a heading naming
 * the address it was asked for (and the member it was drawn for), fails for /broken, says not found for
 * ?page=9 (a listing has no page 9), and counts its calls in globalThis.fixtureRenders. A /category/{slug}
 * page lists the live deals it is given, by title, and answers with the list, as the real renderer does;
 * a /deal/{id} page shows its deal's image, marked high priority, and answers with its deal.
 */
export function addRendererFixture(dir: string): void {
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'server', 'prerender.js'),
    `export async function renderPage(url, { reader, now, member: signedIn }) {
  globalThis.fixtureRenders = (globalThis.fixtureRenders ?? 0) + 1;
  const { pathname, search } = new URL(url);
  if (pathname === '/broken') throw new Error('cannot render');
  const text = (pathname + search).replace(/[&<>"']/g, '');
  const member = signedIn ? '<p>Signed in as ' + signedIn.name.replace(/[&<>"']/g, '') + '</p>' : '';
  const html = '<div class="site">' + member + '<h1>Rendered ' + text + '</h1></div>';
  const page = { html, screenSource: 'src/app/routes/faq.tsx', notFound: search === '?page=9' };
  const dealId = /^\\/deal\\/(.+)$/.exec(pathname)?.[1];
  const deal = dealId && reader.byId(decodeURIComponent(dealId));
  if (deal) {
    const picture = '<img src="' + deal.image.replace(/[&<>"']/g, '') + '" alt="" fetchpriority="high">';
    return {
      ...page,
      html: '<div class="site">' + member + '<h1>Rendered ' + text + '</h1>' + picture + '</div>',
      answers: { answers: { ['deal:' + deal.id]: deal }, deals: {} },
    };
  }
  const slug = /^\\/category\\/(.+)$/.exec(pathname)?.[1];
  if (!slug) return page;
  const deals = reader.inCategory(slug, now.getTime());
  const titles = deals.map((deal) => '<li>' + deal.title.replace(/[&<>"']/g, '') + '</li>').join('');
  return {
    ...page,
    html: '<div class="site">' + member + '<h1>Rendered ' + text + '</h1><ul>' + titles + '</ul></div>',
    answers: { answers: { ['list:' + slug]: deals.map((deal) => deal.id) }, deals: {} },
  };
}
`,
  );
  const manifest = {
    'index.html': {
      file: FIXTURE_ASSET.slice(1),
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared-Zz.js' },
    'src/start-app.tsx': {
      file: FIXTURE_APP_CHUNK.slice(1),
      imports: ['_react.js'],
      css: [FIXTURE_APP_STYLE.slice(1)],
    },
    '_react.js': { file: 'assets/react-Yy.js' },
    'src/app/routes/faq.tsx': {
      file: FIXTURE_SCREEN_CHUNK.slice(1),
      imports: ['_shared.js', '_react.js'],
      css: [FIXTURE_SCREEN_STYLE.slice(1)],
    },
    'src/app/routes/search.tsx': {
      file: FIXTURE_SEARCH_CHUNK.slice(1),
      imports: ['_react.js'],
      css: [FIXTURE_SEARCH_STYLE.slice(1)],
    },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

/**
 * Adds the app's own page renderer (src/prerender.tsx, loaded through the test runner's transform instead
 * of built) and an empty build manifest: pages are drawn as the built server draws them, with no chunks
 * or stylesheets named.
 */
export function addAppRenderer(dir: string): void {
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, '.vite'));
  const source = fileURLToPath(new URL('../../src/prerender.tsx', import.meta.url));
  writeFileSync(
    join(dir, 'server', 'prerender.js'),
    `export { renderPage } from ${JSON.stringify(source)};\n`,
  );
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
}
