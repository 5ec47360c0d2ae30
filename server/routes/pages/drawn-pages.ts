// The HTML of each page: the app's index.html with the page's head tags, drawn by the build's renderer
// from the live deals (server/html/deal-catalog.ts), with the status the page calls for. A page that
// shows no deals depends on its address alone and is kept until its room is needed; one that shows deals
// is kept for API_CACHE_MS (its deals change). Pages that are not found are never kept. Everything kept
// shares the server's bounded memory of answers (server/http/ttl-cache.ts), so no number of addresses
// grows the process. A signed-in member's page (their name in the header) is drawn for them alone: never
// kept, never shared.
//
// The answers a page was drawn from are not in its HTML: the page names them (`script#page-answers`), and
// they are kept apart, by the page's address and their content, for the app's takeover to fetch
// (docs/decisions/0034-page-answers-fetched.md).

import type { MemberHint } from '../../../src/shared/account/page-member.ts';
import { listingCanonicalPath, PAGE_PARAM, parsePageParam } from '../../../src/shared/deal/deal-list.ts';
import { pageAnswersHref } from '../../../src/shared/site/page-answers.ts';
import { lookUpStore } from '../../../src/shared/store/store-lookup.ts';
import { readMemberProfile } from '../../community/member-profile.ts';
import { hideNewMsOf } from '../../community/temperature.ts';
import type { ServerContext } from '../../context.ts';
import { findReportedExpiredDeal } from '../../db/deals/deal-lookup.ts';
import { createDealCatalog, runningDealsReader } from '../../html/deal-catalog.ts';
import { readDealPageParts } from '../../html/deal-page-parts.ts';
import { renderHeadTags } from '../../html/head-tags.ts';
import type { IndexTemplate } from '../../html/index-template.ts';
import { openedDealScript, pageAnswersReferenceScript } from '../../html/page-renderer.ts';
import { notFoundHead, resolvePage } from '../../html/resolve-page.ts';
import { SPECULATION_RULES_SCRIPT } from '../../html/speculation-rules.ts';
import { ReusableBody } from '../../http/reusable-body.ts';
import { type KeptAnswer, shareBuild, TtlCache } from '../../http/ttl-cache.ts';

/**
 * How long a page's answers are kept for its takeover: the app asks for them once the page has painted
 * and its code has arrived, seconds later on a slow phone. Later, they are drawn again.
 */
export const PAGE_ANSWERS_KEPT_MS = 120_000;

export interface DrawnPage {
  status: number;
  /** Where the page moved (a 301), when it did. */
  movedTo?: string;
  /** The HTML. */
  body: ReusableBody;
}

/** A page's answers, as the takeover asks for them. */
export interface FoundAnswers {
  body: ReusableBody;
  /** Whether they are the version asked for; otherwise the page's answers now (its deals changed since). */
  asked: boolean;
}

export interface PageMaker {
  /**
   * The page at `pagePath` (a path without a trailing slash) and `query` (the raw query, if any), drawn
   * for `member` when one is signed in.
   */
  page(pagePath: string, query: string | undefined, member?: MemberHint): Promise<DrawnPage>;
  /**
   * The answers the page at `page` (its address: path and query) was drawn from, in the version its HTML
   * named; undefined when the page is drawn from none.
   */
  answers(page: string, version: string): Promise<FoundAnswers | undefined>;
  /**
   * The service worker's offline shell: the home page's head and an empty root (docs/decisions/0014). It has
   * no speculation rules: in the shell the app's router follows every link, and no page is loaded.
   */
  shell(): Promise<ReusableBody>;
}

interface Drawing extends DrawnPage {
  showsDeals: boolean;
  answers?: ReusableBody;
}

/** The pages drawn with the store directory. */
const showsStores = (pagePath: string): boolean =>
  pagePath === '/stores' || pagePath.startsWith('/store/') || pagePath === '/search';

/** The version an answers' address names: their entity tag without its quoting. */
const versionOf = (answers: ReusableBody): string => answers.etag.replace(/^W\/"|"$/g, '');

/** The page's address split as the page routes see it. */
function splitAddress(page: string): { pagePath: string; query: string | undefined } {
  const mark = page.indexOf('?');
  return mark < 0
    ? { pagePath: page, query: undefined }
    : { pagePath: page.slice(0, mark), query: page.slice(mark + 1) };
}

export function createPageMaker(ctx: ServerContext, template: IndexTemplate): PageMaker {
  const origin = ctx.env.PUBLIC_ORIGIN;
  const hideNewMs = hideNewMsOf(ctx.env);
  const catalog = createDealCatalog({
    db: ctx.db,
    affiliate: ctx.affiliate,
    clock: ctx.clock,
    reuseMs: ctx.env.API_CACHE_MS,
    hideNewMs,
  });
  const pages = new TtlCache<KeptAnswer & DrawnPage>(ctx.answerMemory, 'pages');
  const answerSets = new TtlCache<KeptAnswer>(ctx.answerMemory, 'page-answers');
  // Visitors' requests for the same address that arrive together share one drawing.
  const drawing = new Map<string, Promise<Drawing>>();
  let shell: ReusableBody | undefined;

  /** Keeps the answers under their page and version; the same answers drawn again are kept once. */
  function keepAnswers(page: string, drawn: ReusableBody, nowMs: number): ReusableBody {
    const key = `${page}\n${versionOf(drawn)}`;
    // The copy kept already has its compressed forms made: it is the one to send.
    const answers = answerSets.get(key, nowMs)?.body ?? drawn;
    answerSets.set(key, { body: answers, until: nowMs + PAGE_ANSWERS_KEPT_MS });
    return answers;
  }

  /** The profile at a handle as its address spells it (undefined for an address that is no handle). */
  async function readProfileOf(segment: string, now: Date) {
    let handle: string;
    try {
      handle = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    return readMemberProfile(ctx.db, handle, now);
  }

  async function draw(pagePath: string, query: string | undefined, member?: MemberHint): Promise<Drawing> {
    const now = ctx.clock();
    const deals = runningDealsReader(await catalog.reader(), now);
    // The store pages and the search draw the stores and their codes: read once for the page.
    const stores = showsStores(pagePath) ? (await ctx.stores.read()).directory : undefined;
    // A member's profile page draws their profile, read once.
    const profileHandle = /^\/member\/([^/]+)$/.exec(pagePath)?.[1];
    const profile = profileHandle ? await readProfileOf(profileHandle, now) : undefined;
    const page = await resolvePage(
      pagePath,
      {
        origin,
        // A running deal, or one members' reports ended: its page shows it, marked Expired.
        findDeal: async (id) =>
          deals.byId(id) ?? (await findReportedExpiredDeal(ctx.db, id, now, { hideNewMs })),
        findStore: async (slug) => lookUpStore(stores ?? (await ctx.stores.read()).directory, slug),
        findProfile: async () => profile,
      },
      query,
    );
    if (page.movedTo) {
      const movedTo = query === undefined ? page.movedTo : `${page.movedTo}?${query}`;
      return { status: 301, movedTo, body: new ReusableBody(Buffer.from('')), showsDeals: false };
    }
    const pageUrl = query === undefined ? pagePath : `${pagePath}?${query}`;
    // A deal page draws its price history, discussion and watchers too: the API's answers for them.
    const dealParts =
      page.deal && ctx.pageRenderer
        ? await readDealPageParts(ctx.db, page.deal, { ended: deals.byId(page.deal.id) === null, now })
        : undefined;
    const drawn = await ctx.pageRenderer?.render(`${origin}${pageUrl}`, {
      reader: deals,
      now,
      member,
      ...dealParts,
      stores,
      profile,
    });
    // A screen may find nothing where the address looked right (a page past a listing's end).
    const notFound = page.status === 404 || drawn?.notFound === true;
    const listingPage = page.listing ? parsePageParam(new URLSearchParams(query).get(PAGE_PARAM)) : undefined;
    const head = notFound
      ? page.status === 404
        ? page.head
        : notFoundHead()
      : { ...page.head, path: listingCanonicalPath(page.head.path, listingPage ?? 1) };
    const answers =
      drawn?.answers === undefined
        ? undefined
        : keepAnswers(pageUrl, new ReusableBody(Buffer.from(drawn.answers)), now.getTime());
    const reference =
      answers &&
      pageAnswersReferenceScript({
        at: now.toISOString(),
        href: pageAnswersHref(pageUrl, versionOf(answers)),
      });
    // A deal page names its deal for the entry, which remembers the open on this device without the app.
    const opened = page.deal ? openedDealScript(page.deal) : '';
    const html = template.render({
      // The drawn page carries the app's structured data; the head carries it only when nothing was drawn.
      headTags: renderHeadTags(drawn ? { ...head, jsonLd: undefined } : head, origin),
      // Every page's links are real navigations until the app takes over: the next page is fetched ahead.
      headEnd: `${drawn ? `${drawn.headEnd}${reference ?? ''}${opened}` : ''}${SPECULATION_RULES_SCRIPT}`,
      body: drawn?.body,
    });
    return {
      status: notFound ? 404 : 200,
      body: new ReusableBody(Buffer.from(html)),
      // A profile changes with its member's record: kept no longer than a listing.
      showsDeals: (drawn ? drawn.showsDeals : page.deal !== undefined) || profile !== undefined,
      answers,
    };
  }

  return {
    async page(pagePath, query, member) {
      if (member) {
        const { status, body, movedTo } = await draw(pagePath, query, member);
        return { status, body, movedTo };
      }
      const key = query === undefined ? pagePath : `${pagePath}?${query}`;
      const now = ctx.clock().getTime();
      const kept = pages.get(key, now);
      if (kept) return kept;
      const { status, body, showsDeals, movedTo } = await shareBuild(drawing, key, () =>
        draw(pagePath, query),
      );
      const page = { status, body, movedTo };
      if (status !== 200) return page;
      if (!showsDeals && query === undefined) pages.set(key, { ...page, until: Number.POSITIVE_INFINITY });
      else if (ctx.env.API_CACHE_MS > 0) pages.set(key, { ...page, until: now + ctx.env.API_CACHE_MS });
      return page;
    },
    async answers(page, version) {
      const kept = answerSets.get(`${page}\n${version}`, ctx.clock().getTime());
      if (kept) return { body: kept.body, asked: true };
      // Not kept (let go to make room, or the page came from another server process): drawn again. Its
      // deals may have changed since: then the answers are today's, and the app's first render draws them.
      const { pagePath, query } = splitAddress(page);
      const { answers } = await shareBuild(drawing, page, () => draw(pagePath, query));
      return answers && { body: answers, asked: versionOf(answers) === version };
    },
    async shell() {
      const head = (await resolvePage('/', { origin, findDeal: async () => undefined })).head;
      shell ??= new ReusableBody(Buffer.from(template.render({ headTags: renderHeadTags(head, origin) })));
      return shell;
    },
  };
}
