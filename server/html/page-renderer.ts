// First paint without waiting for scripts: the build's server renderer ({DIST_DIR}/server/prerender.js,
// built from src/prerender.tsx) turns a page address into the page's markup, and the build manifest names
// the stylesheets and chunks of the screen it shows, so the page arrives styled and its code is fetched
// at once. Without a renderer in the build, pages are sent as before and the browser renders them alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type MemberHint, PAGE_MEMBER_SCRIPT_ID } from '../../src/shared/account/page-member.ts';
import type { PublicDiscussion } from '../../src/shared/community/community.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import type { ListReader } from '../../src/shared/deal/deal-list-reader.ts';
import type { MemberProfile } from '../../src/shared/discovery/member-profile.ts';
import { OPENED_DEAL_SCRIPT_ID, openedDealOf } from '../../src/shared/discovery/opened-deal.ts';
import type { PriceHistoryAnswer } from '../../src/shared/price-history/price-history.ts';
import { inlineJson } from '../../src/shared/site/inline-json.ts';
import {
  PAGE_ANSWERS_SCRIPT_ID,
  type PackedPageAnswers,
  type PageAnswersReference,
} from '../../src/shared/site/page-answers.ts';
import { PREFETCHED_CHUNKS_SCRIPT_ID, SCREEN_CHUNKS_SCRIPT_ID } from '../../src/shared/site/screen-chunks.ts';
import type { StoreDirectory } from '../../src/shared/store/store.ts';
import type { DealWatchers } from '../../src/shared/watch/watch.ts';
import { escapeHtml } from './escape.ts';
import { leadImagePreload } from './lead-image.ts';

/** Must match PRERENDER_DIR in vite.config.ts. */
export const PRERENDER_DIR = 'server';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type BuildManifest = Record<string, ManifestChunk>;

interface RenderOptions {
  /** The live deals the page's screens are drawn from. */
  reader: ListReader;
  /** The moment the page is drawn at. */
  now: Date;
  /** The signed-in member the page is drawn for. */
  member?: MemberHint;
  /** A deal page's price history and last link check: the page draws them, as the app's first render will. */
  priceHistory?: PriceHistoryAnswer;
  /** Everyone's part of a deal page's discussion (comments, members' reviews): drawn likewise. */
  discussion?: PublicDiscussion;
  /** How many members watch a deal page's product: drawn likewise. */
  watchers?: DealWatchers;
  /** The stores and their live codes, for the pages that show them. */
  stores?: StoreDirectory;
  /** A member's public profile, for their profile's page. */
  profile?: MemberProfile;
}

interface RendererModule {
  renderPage(
    url: string,
    options: RenderOptions,
  ): Promise<{ html: string; screenSource: string; answers?: PackedPageAnswers; notFound: boolean }>;
}

export interface PrerenderedPage {
  /** Markup for inside #root. */
  body: string;
  /**
   * For the end of the head: the lead image's preload, the screen's stylesheets, the names of its chunks,
   * and the member it was drawn for.
   */
  headEnd: string;
  /**
   * The answers it was drawn from, as JSON: not part of the page (a shopper who only reads never needs
   * them); the app's takeover fetches them (docs/decisions/0034-page-answers-fetched.md).
   */
  answers?: string;
  /** Whether the page's screens asked about deals: its markup then changes with them. */
  showsDeals: boolean;
  /** A screen found nothing at this address. */
  notFound: boolean;
}

export interface PageRenderer {
  /** The page at `url` (absolute), or undefined when it cannot be rendered here (the browser then renders it). */
  render(url: string, options: RenderOptions): Promise<PrerenderedPage | undefined>;
}

/** The app (src/start-app.tsx), which the entry loads after the first paint together with its own chunks. */
const APP_SOURCE = 'src/start-app.tsx';
/** Every page has the header search: the results screen is fetched while the browser is idle. */
const PREFETCHED_SCREEN_SOURCE = 'src/app/routes/search.tsx';

interface Assets {
  scripts: string[];
  styles: string[];
}

/**
 * What a page showing the screen in `source` needs beyond the entry (index.html): every stylesheet of the
 * app and the screen (so the drawn page is styled from its first paint), and the chunks its takeover runs:
 * the screen's own, then the app's. The entry asks for them itself, a few in each task: the bundler's
 * loader would add the app's all in one task, a long one on a phone.
 */
export function screenAssets(manifest: BuildManifest, source: string): Assets {
  const collect = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, seen);
    return seen;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entry);
  const app = collect(APP_SOURCE);
  const screen = collect(source);
  const chunksOf = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => (entry.has(key) || !manifest[key] ? [] : [manifest[key]]));
  return {
    scripts: [...new Set(chunksOf([...screen, ...app]))].map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunksOf([...app, ...screen]).flatMap((chunk) => chunk.css ?? []))].map(
      (file) => `/${file}`,
    ),
  };
}

/**
 * The head's tags for the screen: its stylesheets, the names of its chunks, and the names of what the entry
 * prefetches once the page has loaded (the search screen's code and styles).
 */
const screenHeadTags = (screen: Assets, prefetched: Assets): string =>
  [
    ...screen.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    // Named, not preloaded: the entry asks for them with the app's code, once the drawn page has painted.
    `<script type="application/json" id="${SCREEN_CHUNKS_SCRIPT_ID}">${inlineJson(screen.scripts)}</script>`,
    // Named, not linked: the entry fetches them into the HTTP cache after the page's load, so they never
    // take a connection from its stylesheets or lead picture; a failed prefetch goes unnoticed.
    `<script type="application/json" id="${PREFETCHED_CHUNKS_SCRIPT_ID}">${inlineJson([
      ...prefetched.scripts.filter((href) => !screen.scripts.includes(href)),
      ...prefetched.styles.filter((href) => !screen.styles.includes(href)),
    ])}</script>`,
  ].join('\n    ');

/** Loads the build's renderer and manifest; undefined when the build has none. */
export async function loadPageRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  const modulePath = join(distDir, PRERENDER_DIR, 'prerender.js');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(modulePath) || !existsSync(manifestPath)) return undefined;
  const manifest: BuildManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const renderer: RendererModule = await import(pathToFileURL(modulePath).href);
  const searchAssets = screenAssets(manifest, PREFETCHED_SCREEN_SOURCE);
  return {
    async render(url, options) {
      try {
        const page = await renderer.renderPage(url, options);
        const links = screenHeadTags(screenAssets(manifest, page.screenSource), searchAssets);
        // The app's first render draws the same header for the same member (src/lib/member/member-state.ts).
        const member = options.member
          ? `<script type="application/json" id="${PAGE_MEMBER_SCRIPT_ID}">${inlineJson({ id: options.member.id, name: options.member.name })}</script>`
          : '';
        return {
          body: page.html,
          // The lead image first: the page paints without the screen's code.
          headEnd: `${leadImagePreload(page.html)}${links}${member}`,
          answers: page.answers && JSON.stringify(page.answers),
          showsDeals: page.answers !== undefined,
          notFound: page.notFound,
        };
      } catch (error) {
        log.warn(
          { err: error, url },
          'The page could not be rendered on the server; the browser renders it.',
        );
        return undefined;
      }
    },
  };
}

/**
 * What a page drawn from answers carries instead of them: when it was drawn, and where the app's takeover
 * fetches them (src/lib/db/page-answers.ts draws its first render from them, so it matches the page).
 */
export const pageAnswersReferenceScript = (reference: PageAnswersReference): string =>
  `<script type="application/json" id="${PAGE_ANSWERS_SCRIPT_ID}">${inlineJson(reference)}</script>`;

/** What a deal page carries for the entry: its deal, as the device remembers the opens for "For you". */
export const openedDealScript = (deal: Deal): string =>
  `<script type="application/json" id="${OPENED_DEAL_SCRIPT_ID}">${inlineJson(openedDealOf(deal))}</script>`;
