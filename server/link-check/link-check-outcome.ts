// What a check's outcome does, in one transaction with its record: an ok check closes the deal's open
// "link failed" items; a failed one is such an item (the moderators' queue lists it), and the second failure
// in a row ends the deal now, through the deal repository's expiry (its change number moves, so every list,
// feed and device follows), in the audit log under the system (no member acted).

import { LINK_CHECK_AUDIT } from '../../src/shared/price-history/link-checks.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../db/client.ts';
import { expireDeal } from '../db/deals/deal-lifecycle.ts';
import {
  closeLinkFailures,
  failedTwiceInARow,
  insertLinkCheck,
  type LinkCheckRecord,
  RESOLVED_BY_CHECK,
} from '../db/link-check-repository.ts';
import { storedDeal } from '../db/operator-deal-repository.ts';
import { asDatabase } from '../db/transaction.ts';

export interface RecordedOutcome {
  /** The check ended the deal. */
  dealEnded: boolean;
}

export async function recordLinkOutcome(db: Database, record: LinkCheckRecord): Promise<RecordedOutcome> {
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    await insertLinkCheck(tx, record);
    if (record.outcome === 'ok') {
      await closeLinkFailures(tx, record.dealId, record.checkedAt, RESOLVED_BY_CHECK);
      return { dealEnded: false };
    }
    if (record.outcome !== 'failed' || !(await failedTwiceInARow(tx, record.dealId))) {
      return { dealEnded: false };
    }
    const before = await storedDeal(tx, record.dealId);
    const at = record.checkedAt;
    // A deal that ended meanwhile (its date, reports, an operator) is left as it is.
    if (!before || (before.expiryDate && before.expiryDate <= at)) return { dealEnded: false };
    await expireDeal(tx, record.dealId, at);
    const after = await storedDeal(tx, record.dealId);
    await recordAudit(
      tx,
      {
        actorId: null,
        action: LINK_CHECK_AUDIT.expiredByChecks,
        subjectType: 'deal',
        subjectId: record.dealId,
        before: before.deal,
        after: { ...after?.deal, endedBecause: record.reason },
      },
      at,
    );
    return { dealEnded: true };
  });
}
