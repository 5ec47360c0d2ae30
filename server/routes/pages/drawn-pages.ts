// The HTML of each page: the app's index.html with the page's head tags, drawn by the build's renderer
// from the live deals (server/html/deal-catalog.ts), with the status the page calls for. A page that
// shows no deals depends on its address alone and is kept for good; one that shows deals is kept for
// API_CACHE_MS (its deals change). Pages that are not found are never kept, so no address fills memory;
// at most a bounded number of addresses with deals is kept at once. A signed-in member's page (their name
// in the header) is drawn for them alone: never kept, never shared.

import type { MemberHint } from '../../../src/shared/account/page-member.ts';
import { listingCanonicalPath, PAGE_PARAM, parsePageParam } from '../../../src/shared/deal/deal-list.ts';
import { hideNewMsOf } from '../../community/temperature.ts';
import type { ServerContext } from '../../context.ts';
import { createDealCatalog, runningDealsReader } from '../../html/deal-catalog.ts';
import { renderHeadTags } from '../../html/head-tags.ts';
import type { IndexTemplate } from '../../html/index-template.ts';
import { notFoundHead, resolvePage } from '../../html/resolve-page.ts';
import { ReusableBody } from '../../http/reusable-body.ts';
import { type Expiring, shareBuild, TtlCache } from '../../http/ttl-cache.ts';

export interface DrawnPage {
  status: number;
  html: ReusableBody;
}

export interface PageMaker {
  /**
   * The page at `pagePath` (a path without a trailing slash) and `query` (the raw query, if any), drawn
   * for `member` when one is signed in.
   */
  page(pagePath: string, query: string | undefined, member?: MemberHint): Promise<DrawnPage>;
  /** The service worker's offline shell: the home page's head and an empty root (docs/decisions/0014). */
  shell(): Promise<ReusableBody>;
}

export function createPageMaker(ctx: ServerContext, template: IndexTemplate): PageMaker {
  const origin = ctx.env.PUBLIC_ORIGIN;
  const catalog = createDealCatalog({
    db: ctx.db,
    affiliate: ctx.affiliate,
    clock: ctx.clock,
    reuseMs: ctx.env.API_CACHE_MS,
    hideNewMs: hideNewMsOf(ctx.env),
  });
  const forGood = new Map<string, DrawnPage>();
  const forNow = new TtlCache<Expiring & DrawnPage>();
  // Visitors' requests for the same address that arrive together share one drawing.
  const drawing = new Map<string, Promise<DrawnPage & { showsDeals: boolean }>>();
  let shell: ReusableBody | undefined;

  async function draw(
    pagePath: string,
    query: string | undefined,
    member?: MemberHint,
  ): Promise<DrawnPage & { showsDeals: boolean }> {
    const now = ctx.clock();
    const deals = runningDealsReader(await catalog.reader(), now);
    const page = await resolvePage(pagePath, { origin, findDeal: async (id) => deals.byId(id) ?? undefined });
    const pageUrl = query === undefined ? pagePath : `${pagePath}?${query}`;
    const drawn = await ctx.pageRenderer?.render(`${origin}${pageUrl}`, { reader: deals, now, member });
    // A screen may find nothing where the address looked right (a page past a listing's end).
    const notFound = page.status === 404 || drawn?.notFound === true;
    const listingPage = page.listing ? parsePageParam(new URLSearchParams(query).get(PAGE_PARAM)) : undefined;
    const head = notFound
      ? page.status === 404
        ? page.head
        : notFoundHead()
      : { ...page.head, path: listingCanonicalPath(page.head.path, listingPage ?? 1) };
    const html = template.render({
      // The drawn page carries the app's structured data; the head carries it only when nothing was drawn.
      headTags: renderHeadTags(drawn ? { ...head, jsonLd: undefined } : head, origin),
      headEnd: drawn?.headEnd,
      body: drawn?.body,
    });
    return {
      status: notFound ? 404 : 200,
      html: new ReusableBody(Buffer.from(html)),
      showsDeals: drawn ? drawn.showsDeals : page.deal !== undefined,
    };
  }

  return {
    async page(pagePath, query, member) {
      if (member) {
        const { showsDeals: _, ...page } = await draw(pagePath, query, member);
        return page;
      }
      const key = query === undefined ? pagePath : `${pagePath}?${query}`;
      const now = ctx.clock().getTime();
      const kept = forGood.get(key) ?? forNow.get(key, now);
      if (kept) return kept;
      const { showsDeals, ...page } = await shareBuild(drawing, key, () => draw(pagePath, query));
      if (page.status !== 200) return page;
      if (!showsDeals && query === undefined) forGood.set(key, page);
      else if (ctx.env.API_CACHE_MS > 0) forNow.set(key, { ...page, until: now + ctx.env.API_CACHE_MS });
      return page;
    },
    async shell() {
      const head = (await resolvePage('/', { origin, findDeal: async () => undefined })).head;
      shell ??= new ReusableBody(Buffer.from(template.render({ headTags: renderHeadTags(head, origin) })));
      return shell;
    },
  };
}
