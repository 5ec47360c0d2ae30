// Which page a path is, with its status and head tags: the static pages of PAGES, category listings,
// deal pages (looked up among the live deals) and everything else as not found. The head is the one the
// app's screen sets, so crawlers that run no script read the same; a page the renderer drew also carries
// the screen's structured data, which is then left out of the head (see drawn-pages.ts).
import { CATEGORIES, categoryName, isCategorySlug } from '../../src/shared/deal/categories.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { productStructuredData } from '../../src/shared/deal/product-structured-data.ts';
import { type MemberProfile, memberProfilePath } from '../../src/shared/discovery/member-profile.ts';
import { PROFILE_TEXTS } from '../../src/shared/discovery/member-profile-texts.ts';
import { profileJsonLd } from '../../src/shared/discovery/profile-structured-data.ts';
import {
  categoryPageMeta,
  dealPagePath,
  PAGES,
  type PageMeta,
  storePageMeta,
} from '../../src/shared/site/pages.ts';
import { DEAL_NOT_FOUND, searchHeading } from '../../src/shared/site/screen-texts.ts';
import { SITE_KEYWORDS } from '../../src/shared/site/site.ts';
import {
  breadcrumbJsonLd,
  categoryCrumbs,
  dealCrumbs,
  organizationJsonLd,
  storeCrumbs,
  websiteJsonLd,
} from '../../src/shared/site/structured-data.ts';
import { storePath } from '../../src/shared/store/store.ts';
import type { StoreLookup } from '../../src/shared/store/store-lookup.ts';
import { STORE_NOT_FOUND } from '../../src/shared/store/store-texts.ts';
import type { PageHead } from './head-tags.ts';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /** A listing of deals, numbered in pages (?page=2): each page is its own address for search engines. */
  listing?: boolean;
  /** Where the page moved: a store's address made by another of its names. */
  movedTo?: string;
  /** The deal a deal page shows. */
  deal?: Deal;
}

export interface PageLookups {
  origin: string;
  /** A live deal by id, or undefined. */
  findDeal: (id: string) => Promise<Deal | undefined>;
  /** A store by the slug of its address (src/shared/store/store-lookup.ts). */
  findStore?: (slug: string) => Promise<StoreLookup>;
  /** A member's public profile by handle, or undefined when there is none. */
  findProfile?: (handle: string) => Promise<MemberProfile | undefined>;
}

const DESCRIPTION_LENGTH = 160;

const staticPages = new Map<string, PageMeta>(
  Object.values(PAGES)
    .filter((meta) => meta !== PAGES.notFound)
    .map((meta) => [meta.path, meta]),
);

/** The static pages that list deals. */
const LISTING_PAGES = new Set<PageMeta>([
  PAGES.deals,
  PAGES.dealsToday,
  PAGES.dealsTrending,
  PAGES.dealsPopular,
  PAGES.dailyDeals,
  PAGES.trending,
  PAGES.popular,
  PAGES.category,
]);

const fromMeta = (meta: PageMeta, overrides: Partial<PageHead> = {}): PageHead => ({
  title: meta.title,
  description: meta.description,
  path: meta.path,
  noindex: meta.noindex,
  ...overrides,
});

/** The head of the not-found page. */
export const notFoundHead = (): PageHead => fromMeta(PAGES.notFound);

const notFoundPage = (): ResolvedPage => ({ status: 404, head: notFoundHead() });

/** Shortens a text at a word boundary for meta descriptions. */
export function summary(text: string, length = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

function categoryPage(slug: string, origin: string): ResolvedPage {
  if (slug !== 'all' && !isCategorySlug(slug)) return notFoundPage();
  const meta = categoryPageMeta(slug);
  return {
    status: 200,
    listing: true,
    head: fromMeta(meta, {
      keywords: slug === 'all' ? undefined : [categoryName(slug).toLowerCase(), ...SITE_KEYWORDS],
      jsonLd: slug === 'all' ? undefined : [breadcrumbJsonLd(categoryCrumbs(slug, meta.path), origin)],
    }),
  };
}

function dealPage(deal: Deal, origin: string): ResolvedPage {
  const path = dealPagePath(deal.id);
  return {
    status: 200,
    deal,
    head: {
      title: deal.title,
      description: summary(deal.description),
      path,
      image: deal.image,
      type: 'product',
      keywords: [deal.store, categoryName(deal.category), ...SITE_KEYWORDS],
      // Only live deals reach here (findDeal), so now is the right moment for availability.
      jsonLd: [productStructuredData(deal, origin, new Date()), breadcrumbJsonLd(dealCrumbs(deal), origin)],
    },
  };
}

function profilePage(profile: MemberProfile | undefined, origin: string): ResolvedPage {
  if (!profile) return { status: 404, head: fromMeta(PAGES.notFound, { title: PROFILE_TEXTS.notFound }) };
  const path = memberProfilePath(profile.handle);
  return {
    status: 200,
    head: {
      title: PROFILE_TEXTS.title(profile.name),
      description: PROFILE_TEXTS.description(profile.name),
      path,
      jsonLd: [profileJsonLd(profile, origin)],
    },
  };
}

function storePage(lookup: StoreLookup, origin: string): ResolvedPage {
  if ('movedTo' in lookup) {
    const path = storePath(lookup.movedTo);
    return { status: 200, movedTo: path, head: { title: '', description: '', path } };
  }
  if ('missing' in lookup) return { status: 404, head: fromMeta(PAGES.notFound, { title: STORE_NOT_FOUND }) };
  const meta = storePageMeta(lookup.found.slug, lookup.found.name);
  return {
    status: 200,
    listing: true,
    head: fromMeta(meta, {
      description: lookup.found.description ? summary(lookup.found.description) : meta.description,
      keywords: [lookup.found.name.toLowerCase(), 'voucher codes', 'coupons', ...SITE_KEYWORDS],
      image: lookup.found.logo ?? undefined,
      jsonLd: [breadcrumbJsonLd(storeCrumbs(lookup.found.name, meta.path), origin)],
    }),
  };
}

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The search page for a query has the title the app gives it, so a page read without the app has it too. */
function searchPage(query: string): ResolvedPage {
  return {
    status: 200,
    listing: false,
    head: fromMeta(PAGES.search, { title: searchHeading(query) }),
  };
}

/** `query`: the address's query string, for the pages whose head depends on it (a search's). */
export async function resolvePage(pathname: string, lookups: PageLookups, query = ''): Promise<ResolvedPage> {
  // React Router ignores a trailing slash; so does the server.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = staticPages.get(path);
  const searched = new URLSearchParams(query).get('q')?.trim();
  if (known === PAGES.search && searched) return searchPage(searched);
  if (known)
    return {
      status: 200,
      listing: LISTING_PAGES.has(known),
      head:
        path === '/'
          ? fromMeta(known, { jsonLd: [websiteJsonLd(lookups.origin), organizationJsonLd(lookups.origin)] })
          : fromMeta(known),
    };
  if (path === '/category') return categoryPage('all', lookups.origin);

  const [, section, value, ...rest] = path.split('/');
  const segment = value === undefined ? undefined : decode(value);
  if (rest.length > 0 || !segment) return notFoundPage();
  if (section === 'category' || section === 'deals') return categoryPage(segment, lookups.origin);
  if (section === 'member' && lookups.findProfile)
    return profilePage(await lookups.findProfile(segment), lookups.origin);
  if (section === 'store' && lookups.findStore)
    return storePage(await lookups.findStore(segment), lookups.origin);
  if (section === 'deal') {
    const deal = await lookups.findDeal(segment);
    return deal
      ? dealPage(deal, lookups.origin)
      : { status: 404, head: fromMeta(PAGES.notFound, { title: DEAL_NOT_FOUND }) };
  }
  return notFoundPage();
}

/** The listing pages the sitemap names besides the static pages. */
export const categoryPaths = (): string[] => CATEGORIES.map((category) => `/category/${category.slug}`);
