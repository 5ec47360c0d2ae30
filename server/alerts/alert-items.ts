// What a delivery sends, resolved when it is sent: its deal while the deal is live (else the delivery has
// expired), or its watch notice while the notice, its watch and its product are there and the watch is not
// paused (else it is dropped). A send job and a digest read the same AlertItem either way.
import type { Deal } from '../../src/shared/deal/deal.ts';
import { type DeliveryRow, findWatchNotice, type WatchNoticeRow } from '../db/alert-delivery-repository.ts';
import type { Database } from '../db/client.ts';
import { type AlertItem, dealItem, watchNoticeItem } from './alert-content.ts';
import { liveDeal } from './alert-fanout.ts';

export type DeliveryContent =
  | {
      ok: true;
      item: AlertItem;
      /** The deal, for a deal's alert or reminder; null for a watch notice. */
      deal: Deal | null;
    }
  | { ok: false; status: 'expired' | 'dropped' };

const EXPIRED = { ok: false, status: 'expired' } as const;
const DROPPED = { ok: false, status: 'dropped' } as const;

function noticeContent(notice: WatchNoticeRow | null | undefined): DeliveryContent {
  if (!notice || notice.paused) return DROPPED;
  return { ok: true, item: watchNoticeItem(notice), deal: null };
}

/** The content of a delivery as findDeliveryWithDeal found it. */
export function foundContent(found: {
  delivery: Pick<DeliveryRow, 'kind'>;
  deal: Deal | null;
  live: boolean;
  notice: WatchNoticeRow | null;
}): DeliveryContent {
  if (found.delivery.kind === 'watch') return noticeContent(found.notice);
  if (!found.live || !found.deal) return EXPIRED;
  return { ok: true, item: dealItem(found.deal), deal: found.deal };
}

/** The content of a delivery row read now (a digest's). */
export async function liveContent(
  db: Database,
  row: Pick<DeliveryRow, 'kind' | 'dealId'>,
  now: Date,
): Promise<DeliveryContent> {
  if (row.kind === 'watch') return noticeContent(await findWatchNotice(db, row.dealId));
  const found = await liveDeal(db, row.dealId, now);
  return found ? { ok: true, item: dealItem(found.deal), deal: found.deal } : EXPIRED;
}
