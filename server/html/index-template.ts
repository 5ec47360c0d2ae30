// The built app's index.html, read once, with its default title and description taken out: each response
// puts the page's own head tags where the <!--app-head--> marker stands, and the page's server-rendered
// markup (when there is any) inside the empty root element.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const HEAD_MARKER = '<!--app-head-->';
const ROOT_OPEN = '<div id="root">';

export interface PageParts {
  /** The page's title, meta, canonical and structured-data tags. */
  headTags: string;
  /**
   * Tags that follow the app's own at the end of the head: the lead image's preload, the screen's
   * stylesheets, the names of its chunks, and data.
   */
  headEnd?: string;
  /** Server-rendered markup for inside the root element. */
  body?: string;
}

export interface IndexTemplate {
  render(page: PageParts): string;
  /** The raw inline <script> bodies (none are expected; each is admitted by its hash in the CSP). */
  inlineScripts: string[];
  /**
   * The address of the app's entry script (the first module script with a src), which names the build: the
   * service worker shows a page only if it precached this script (src/shared/worker-protocol/page-entry.ts).
   */
  entryScript: string | undefined;
}

/** Splits `text` at the first `marker` (kept in the second half); all of it in the first half when absent. */
const splitAt = (text: string, marker: string, offset = 0): [string, string] => {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at + offset), text.slice(at + offset)];
};

export function parseIndexTemplate(html: string): IndexTemplate {
  let page = html
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\b[^>]*\bname="description"[^>]*>\s*/i, '');
  if (!page.includes(HEAD_MARKER)) page = page.replace(/<\/head>/i, `${HEAD_MARKER}\n  </head>`);
  const [beforeMarker, fromMarker] = splitAt(page, HEAD_MARKER);
  const [restOfHead, fromHeadEnd] = splitAt(fromMarker.slice(HEAD_MARKER.length), '</head>');
  // The page's markup goes between the root's opening and closing tags.
  const [beforeRootEnd, fromRootEnd] = splitAt(fromHeadEnd, `${ROOT_OPEN}</div>`, ROOT_OPEN.length);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      (match) => !/type="application\/ld\+json"/i.test(match[1] ?? '') && (match[2] ?? '').trim() !== '',
    )
    .map((match) => match[2] ?? '');
  const entryScript = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => /\btype="module"/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/i.exec(attributes)?.[1])
    .find((src) => src !== undefined);
  return {
    entryScript,
    render: ({ headTags, headEnd = '', body = '' }) =>
      `${beforeMarker}${headTags}${restOfHead}${headEnd}${beforeRootEnd}${fromRootEnd ? body : ''}${fromRootEnd}`,
    inlineScripts,
  };
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
