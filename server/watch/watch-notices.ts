// From a watcher's notice to their alert: each notice is a row (once per watch and occasion), and each new
// one becomes a delivery of the deal alerts (kind 'watch', under watchNoticeRef(id)) planned by the member's
// budget as their wishlist reminders are: their soonest active rule's digest setting, quiet hours and daily
// cap, or the defaults without rules; nothing while every rule of theirs is paused or no channel is left.
// The send job then goes in the same transaction (server/alerts/alert-fanout.ts recordDeliveries).
import { watchNoticeRef } from '../../src/shared/watch/watch.ts';
import { recordDeliveries } from '../alerts/alert-fanout.ts';
import { memberBudget, memberRecipient } from '../alerts/alert-recipients.ts';
import { asDatabase, type Transaction } from '../db/transaction.ts';
import { insertNotices, type NoticeRow } from '../db/watch-check-repository.ts';

export interface RecordedNotices {
  /** Notices recorded now (those a watch already had for their occasion left out). */
  notices: number;
  /** Of them, those handed to the alerts (the others' members have alerts turned off). */
  alerts: number;
}

/** Records the notices and hands each new one to the alerts, in the caller's transaction. */
export async function recordNotices(
  tx: Transaction,
  notices: readonly NoticeRow[],
  now: Date,
): Promise<RecordedNotices> {
  const inserted = await insertNotices(asDatabase(tx), notices, now);
  let alerts = 0;
  for (const notice of inserted) {
    const settings = await memberBudget(tx, notice.userId);
    if (!settings) continue;
    alerts += await recordDeliveries(
      tx,
      watchNoticeRef(notice.id),
      'watch',
      [{ recipient: memberRecipient(notice.userId), userId: notice.userId, ruleId: null, settings }],
      now,
    );
  }
  return { notices: inserted.length, alerts };
}
