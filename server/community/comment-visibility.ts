// Hiding a comment from shoppers, and showing it again, in the caller's transaction: the comment's state,
// the deal's count of shown comments with its change number (so the next delta sync carries it), and the
// audit entry. Only a real change is made and recorded: hiding a hidden comment (a second moderator, a
// replayed click) changes nothing and writes no entry.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { COMMENT_AUDIT } from '../../src/shared/console/admin-comments.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { dealComments } from '../db/schema.ts';
import { asDatabase, type Transaction } from '../db/transaction.ts';
import { touchDeal } from './deal-figures.ts';
import { countShownComments } from './discussion.ts';

interface CommentRef {
  id: string;
  dealId: string;
}

export async function setCommentHidden(
  tx: Transaction,
  comment: CommentRef,
  hidden: boolean,
  actorId: string,
  now: Date,
): Promise<void> {
  // The state is tested in the UPDATE itself, so two moderators acting at once record one change.
  const changed = await tx
    .update(dealComments)
    .set(hidden ? { hiddenAt: now, hiddenBy: actorId } : { hiddenAt: null, hiddenBy: null })
    .where(
      and(
        eq(dealComments.id, comment.id),
        hidden ? isNull(dealComments.hiddenAt) : isNotNull(dealComments.hiddenAt),
      ),
    )
    .returning({ id: dealComments.id });
  if (changed.length === 0) return;
  await touchDeal(asDatabase(tx), comment.dealId, {
    commentCount: await countShownComments(tx, comment.dealId),
  });
  await recordAudit(
    tx,
    {
      actorId,
      action: hidden ? COMMENT_AUDIT.hide : COMMENT_AUDIT.unhide,
      subjectType: COMMENT_AUDIT.subjectType,
      subjectId: comment.id,
      before: { dealId: comment.dealId, hidden: !hidden },
      after: { hidden },
    },
    now,
  );
}
