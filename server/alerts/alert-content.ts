// What an alert says, the same on every channel: the deal's title, "$24.99 at Kettle Shop", its page on the
// site. A push message carries exactly alertPayloadSchema (no session, no token); digests say how many.
import { type AlertPayload, alertTag } from '../../src/shared/alerts/alerts.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { formatPrice } from '../../src/shared/deal/deal-rules.ts';
import { dealPagePath } from '../../src/shared/site/pages.ts';
import type { AlertMailDeal } from '../mail/mail-templates.ts';

export const priceLine = (deal: Pick<Deal, 'currentPrice' | 'store'>): string =>
  `${formatPrice(deal.currentPrice)} at ${deal.store}`;

/** An image address a notification can load: the site's own images become absolute. */
const absoluteImage = (image: string, origin: string): string | undefined => {
  if (image.startsWith('/')) return `${origin}${image}`;
  return /^https?:\/\//.test(image) ? image : undefined;
};

export function alertPayload(deal: Deal, origin: string, unseen: number): AlertPayload {
  const image = absoluteImage(deal.image, origin);
  return {
    dealId: deal.id,
    title: deal.title,
    body: priceLine(deal),
    ...(image ? { image } : {}),
    url: dealPagePath(deal.id),
    tag: alertTag(deal.id),
    unseen,
  };
}

/** One notification for a digest: its first deal, and how many more there are. */
export function digestPayload(deals: Deal[], origin: string, unseen: number): AlertPayload {
  const [first, ...rest] = deals;
  const single = alertPayload(first!, origin, unseen);
  if (rest.length === 0) return single;
  return {
    ...single,
    title: `${deals.length} deals match your alerts`,
    body: `${first!.title}, ${priceLine(first!)}, and ${rest.length} more`,
  };
}

/** Reminder of a saved deal that ends soon. */
export const reminderPayload = (deal: Deal, origin: string, unseen: number): AlertPayload => ({
  ...alertPayload(deal, origin, unseen),
  title: `Ending soon: ${deal.title}`,
});

export const mailDeal = (deal: Deal, origin: string): AlertMailDeal => ({
  title: deal.title,
  priceLine: priceLine(deal),
  url: `${origin}${dealPagePath(deal.id)}`,
});
