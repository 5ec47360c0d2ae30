// What an alert says, the same on every channel: the deal's title, "$24.99 at Kettle Shop", its page on the
// site; or a watch notice's: "Price drop: Kettle", "€19.99 (was €24.99) at shop.example", the member's
// watches. Both are an AlertItem, which the push payload, the digest and the mail read. A push message
// carries exactly alertPayloadSchema (no session, no token); digests say how many.
import { type AlertPayload, alertTag } from '../../src/shared/alerts/alerts.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { formatPrice } from '../../src/shared/deal/deal-rules.ts';
import { dealPagePath } from '../../src/shared/site/pages.ts';
import { formatWatchPrice, WATCH_PAGES, watchNoticeRef } from '../../src/shared/watch/watch.ts';
import { WATCH_ALERT_TEXTS, WATCH_NOTICE_TEXTS } from '../../src/shared/watch/watch-texts.ts';
import type { WatchNoticeRow } from '../db/alert-delivery-repository.ts';
import type { AlertMailDeal } from '../mail/mail-templates.ts';

export const priceLine = (deal: Pick<Deal, 'currentPrice' | 'store'>): string =>
  `${formatPrice(deal.currentPrice)} at ${deal.store}`;

/** One thing an alert tells of: a deal, or a watch notice. */
export interface AlertItem {
  /** The deal's id, or the notice's watchNoticeRef: the payload's dealId and what channels are claimed for. */
  id: string;
  /** What it is: a deal's alert or a watch notice. */
  source: 'deal' | 'watch';
  title: string;
  /** "$24.99 at Kettle Shop" */
  line: string;
  /** As stored: the site's own images start with '/'. */
  image: string | null;
  /** Its page on the site. */
  path: string;
}

export const dealItem = (deal: Deal): AlertItem => ({
  id: deal.id,
  source: 'deal',
  title: deal.title,
  line: priceLine(deal),
  image: deal.image || null,
  path: dealPagePath(deal.id),
});

/** A watch notice as the alerts read it: the notice, with its product's name, host and image. */
export type WatchNoticeFacts = Omit<WatchNoticeRow, 'paused'>;

export function watchNoticeItem(notice: WatchNoticeFacts): AlertItem {
  const { price, previousPrice, currency, host } = notice;
  const line =
    notice.reason === 'unreadable' || price === null
      ? notice.reason === 'unreadable'
        ? WATCH_NOTICE_TEXTS.unreadableLine(host)
        : host
      : WATCH_NOTICE_TEXTS.priceLine(
          formatWatchPrice(price, currency),
          previousPrice === null ? null : formatWatchPrice(previousPrice, currency),
          host,
        );
  return {
    id: watchNoticeRef(notice.id),
    source: 'watch',
    title: WATCH_NOTICE_TEXTS[notice.reason](notice.productName),
    line,
    image: notice.image,
    path: notice.reason === 'deal' && notice.dealId ? dealPagePath(notice.dealId) : WATCH_PAGES.account,
  };
}

/** An image address a notification can load: the site's own images become absolute. */
const absoluteImage = (image: string | null, origin: string): string | undefined => {
  if (!image) return undefined;
  if (image.startsWith('/')) return `${origin}${image}`;
  return /^https?:\/\//.test(image) ? image : undefined;
};

/** The push of one item; its tag is one per deal, or one per watch notice. */
export function itemPayload(item: AlertItem, origin: string, unseen: number): AlertPayload {
  const image = absoluteImage(item.image, origin);
  return {
    dealId: item.id,
    title: item.title,
    body: item.line,
    ...(image ? { image } : {}),
    url: item.path,
    tag: alertTag(item.id),
    unseen,
  };
}

export const alertPayload = (deal: Deal, origin: string, unseen: number): AlertPayload =>
  itemPayload(dealItem(deal), origin, unseen);

/** One notification for a digest: its first item, and how many more there are. */
export function digestPayload(items: AlertItem[], origin: string, unseen: number): AlertPayload {
  const [first, ...rest] = items;
  const single = itemPayload(first!, origin, unseen);
  if (rest.length === 0) return single;
  const dealsOnly = items.every((item) => item.source === 'deal');
  return {
    ...single,
    title: dealsOnly
      ? `${items.length} deals match your alerts`
      : WATCH_ALERT_TEXTS.digestTitle(items.length),
    body: `${first!.title}, ${first!.line}, and ${rest.length} more`,
  };
}

/** Reminder of a saved deal that ends soon. */
export const reminderPayload = (deal: Deal, origin: string, unseen: number): AlertPayload => ({
  ...alertPayload(deal, origin, unseen),
  title: `Ending soon: ${deal.title}`,
});

export const mailItem = (item: AlertItem, origin: string): AlertMailDeal => ({
  title: item.title,
  priceLine: item.line,
  url: `${origin}${item.path}`,
});

export const mailDeal = (deal: Deal, origin: string): AlertMailDeal => mailItem(dealItem(deal), origin);
