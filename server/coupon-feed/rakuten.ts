// The Rakuten Advertising Coupon Web Service (COUPON_API_URL, e.g. https://api.linksynergy.com/coupon/1.0,
// with the publisher's token as COUPON_API_KEY). It answers XML: a <couponfeed> with TotalPages and one
// <link> per offer of the advertisers the site is partnered with (advertiserid, advertisername,
// offerdescription, offerstartdate, offerenddate, couponcode, couponrestriction, clickurl,
// categories/category, promotiontypes/promotiontype). Pages are asked for one by one, 500 offers each; an
// offer the site cannot show (no advertiser, no description, no click address, a date that is none) is
// dropped and logged, the others kept. Promotion types are not kept: the description says what it gives.
import { createHash } from 'node:crypto';
import { COUPON_LIMITS } from '../../src/shared/store/store.ts';
import {
  type CouponFeedProvider,
  FeedError,
  type FeedLog,
  type FeedOffer,
  fetchFeedText,
} from './provider.ts';
import { childrenNamed, childText, parseXml, type XmlElement, XmlError } from './xml.ts';

/** The most the service gives per page. */
const RESULTS_PER_PAGE = 500;
/** 10,000 offers; a longer feed is refused whole rather than taken in part (a part would end the rest). */
const RAKUTEN_MAX_PAGES = 20;

export interface RakutenSettings {
  url: string;
  key: string;
  log: FeedLog;
}

interface RakutenPage {
  offers: FeedOffer[];
  totalPages: number;
}

/** One line of text: descriptions come with line breaks and runs of spaces from the advertisers' tools. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const clip = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;

/**
 * A feed date: a day (2026-03-31) is taken in UTC, a start from the day's beginning and an end through the
 * day's last moment (the service names the last day an offer runs); a full time is taken as written.
 * Undefined when the text is no date.
 */
export function feedDate(text: string, end: boolean): Date | null | undefined {
  if (!text) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + (end ? 1 : 0)));
    const written = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    // 2026-02-30 is no day, though Date would roll it over into March.
    return written.toISOString().slice(0, 10) === text ? date : undefined;
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time);
}

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The offer's key: the advertiser and the offer id its click address carries (offerid=7097.10000034), or,
 * for an address without one, a digest of the address and code, which stay the same while the offer does.
 */
function offerKey(advertiserId: string, clickUrl: string, code: string): string {
  const offerId = new URL(clickUrl).searchParams.get('offerid')?.trim();
  if (offerId && /^[\w.-]{1,64}$/.test(offerId)) return `${advertiserId}:${offerId}`;
  return `${advertiserId}:${createHash('sha256').update(`${clickUrl}\n${code}`).digest('hex').slice(0, 24)}`;
}

/** One <link> as an offer, or the reason it cannot be one. */
function offerOf(link: XmlElement): FeedOffer | { reason: string } {
  const storeName = oneLine(childText(link, 'advertisername'));
  const advertiserId = oneLine(childText(link, 'advertiserid'));
  const title = oneLine(childText(link, 'offerdescription'));
  const url = childText(link, 'clickurl');
  const code = childText(link, 'couponcode');
  if (!storeName) return { reason: 'it names no advertiser' };
  if (!title) return { reason: 'it has no offer description' };
  if (!isWebAddress(url)) return { reason: 'it has no http(s) click address' };
  const startText = childText(link, 'offerstartdate');
  const endText = childText(link, 'offerenddate');
  const startsAt = feedDate(startText, false);
  const endsAt = feedDate(endText, true);
  if (startsAt === undefined) return { reason: `its start date "${startText}" is not a date` };
  if (endsAt === undefined) return { reason: `its end date "${endText}" is not a date` };
  if (startsAt && endsAt && endsAt <= startsAt) return { reason: 'it ends before it starts' };
  const categories = childrenNamed(link, 'categories')
    .flatMap((list) => childrenNamed(list, 'category'))
    .map((category) => oneLine(category.text))
    .filter(Boolean);
  return {
    sourceKey: offerKey(advertiserId, url, code),
    storeName,
    code,
    title: clip(title, COUPON_LIMITS.titleLength),
    terms: clip(oneLine(childText(link, 'couponrestriction')), COUPON_LIMITS.termsLength),
    startsAt,
    endsAt,
    url,
    categories: [...new Set(categories)],
  };
}

/**
 * One page of the service's answer. Throws FeedError when it is not a coupon feed at all (not XML, or an
 * error document); drops and logs the offers it cannot read.
 */
export function parseRakutenFeed(xml: string, log: FeedLog): RakutenPage {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) throw new FeedError(`the feed's answer is not XML: ${error.message}`);
    throw error;
  }
  if (root.name.toLowerCase() !== 'couponfeed') {
    const said = oneLine(root.text) || childrenNamed(root, 'message')[0]?.text || '';
    throw new FeedError(
      `the feed answered <${root.name}> instead of a coupon feed${said ? `: ${clip(oneLine(said), 200)}` : ''}`,
    );
  }
  const totalPages = Number.parseInt(childText(root, 'TotalPages'), 10);
  const offers: FeedOffer[] = [];
  const seen = new Set<string>();
  for (const link of childrenNamed(root, 'link')) {
    const offer = offerOf(link);
    if ('reason' in offer) {
      log.warn(
        { store: childText(link, 'advertisername'), reason: offer.reason },
        'Dropped a coupon feed offer',
      );
      continue;
    }
    // The same offer twice (listed under two networks) is one code.
    if (seen.has(offer.sourceKey)) continue;
    seen.add(offer.sourceKey);
    offers.push(offer);
  }
  return { offers, totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1 };
}

const pageAddress = (base: string, page: number): string => {
  const url = new URL(base);
  url.searchParams.set('resultsperpage', String(RESULTS_PER_PAGE));
  url.searchParams.set('pagenumber', String(page));
  return url.href;
};

export function createRakutenProvider({ url, key, log }: RakutenSettings): CouponFeedProvider {
  const headers = { authorization: `Bearer ${key}`, accept: 'application/xml, text/xml' };
  return {
    name: 'rakuten',
    async fetchOffers() {
      const offers = new Map<string, FeedOffer>();
      let totalPages = 1;
      for (let page = 1; page <= totalPages; page += 1) {
        const parsed = parseRakutenFeed(await fetchFeedText(pageAddress(url, page), headers), log);
        if (parsed.totalPages > RAKUTEN_MAX_PAGES)
          throw new FeedError(
            `the feed has ${parsed.totalPages} pages, more than the ${RAKUTEN_MAX_PAGES} read`,
          );
        totalPages = Math.max(totalPages, parsed.totalPages);
        for (const offer of parsed.offers)
          if (!offers.has(offer.sourceKey)) offers.set(offer.sourceKey, offer);
      }
      return [...offers.values()];
    },
  };
}
