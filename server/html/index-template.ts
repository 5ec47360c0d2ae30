// The built app's index.html, read once, with its default title and description taken out: each response
// puts the page's own head tags where the <!--app-head--> marker stands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const HEAD_MARKER = '<!--app-head-->';

export interface IndexTemplate {
  render(headTags: string): string;
  /** The raw inline <script> bodies (none are expected; each is admitted by its hash in the CSP). */
  inlineScripts: string[];
}

export function parseIndexTemplate(html: string): IndexTemplate {
  let page = html
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\b[^>]*\bname="description"[^>]*>\s*/i, '');
  if (!page.includes(HEAD_MARKER)) page = page.replace(/<\/head>/i, `${HEAD_MARKER}\n  </head>`);
  const [before, after] = [
    page.slice(0, page.indexOf(HEAD_MARKER)),
    page.slice(page.indexOf(HEAD_MARKER) + HEAD_MARKER.length),
  ];
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      (match) => !/type="application\/ld\+json"/i.test(match[1] ?? '') && (match[2] ?? '').trim() !== '',
    )
    .map((match) => match[2] ?? '');
  return { render: (headTags) => `${before}${headTags}${after}`, inlineScripts };
}

/** Reads DIST_DIR/index.html; undefined when the app has not been built there. */
export function loadIndexTemplate(distDir: string): IndexTemplate | undefined {
  try {
    return parseIndexTemplate(readFileSync(join(distDir, 'index.html'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
