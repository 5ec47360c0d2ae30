// Hiding a comment from shoppers, and showing it again, in the caller's transaction: the comment's state,
// the deal's count of shown comments with its change number (so the next delta sync carries it), and the
// audit entry. Only a real change is made and recorded: hiding a hidden comment (a second moderator, a
// replayed click) changes nothing and writes no entry.
import { COMMENT_AUDIT } from '../../src/shared/console/admin-comments.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { countShownComments, setCommentHiddenState } from '../db/comment-repository.ts';
import { asDatabase, type Transaction } from '../db/transaction.ts';
import { touchDeal } from './deal-figures.ts';

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
  if (!(await setCommentHiddenState(tx, comment.id, hidden, actorId, now))) return;
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
