// One member's code in the moderation queue: the code and its store, how long it has waited against the
// same 24-hour promise as a submitted deal, and the decisions: approve (live on its store's page) or reject.
import { ADMIN_TEXTS } from '@shared/community/submission-texts';
import { SUBMISSION_REVIEW_HOURS } from '@shared/site/site';
import type { PendingCoupon } from '@shared/store/coupon-submission';
import { COUPON_QUEUE_TEXTS as T } from '@shared/store/coupon-submission-texts';
import { storePath } from '@shared/store/store';
import { useId, useState } from 'react';
import { approveCoupon, rejectCoupon } from './moderation-api';

const HOUR_MS = 3_600_000;

interface CouponQueueItemProps {
  coupon: PendingCoupon;
  onDecided: (notice: string) => void;
}

export function CouponQueueItem({ coupon, onDecided }: CouponQueueItemProps) {
  const headingId = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const waitedHours = (Date.now() - Date.parse(coupon.createdAt)) / HOUR_MS;
  const overdue = waitedHours > SUBMISSION_REVIEW_HOURS;

  const act = async (work: () => Promise<unknown>, notice: string) => {
    setBusy(true);
    setError('');
    try {
      await work();
      onDecided(notice);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-item card" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-item__title">
        {T.kind}: {coupon.code || T.saleWithoutCode}
      </h3>
      <p className={`admin-item__age${overdue ? ' admin-item__age--overdue' : ''}`}>
        {overdue ? ADMIN_TEXTS.overdue(waitedHours) : ADMIN_TEXTS.age(waitedHours)}
      </p>
      <dl className="admin-item__facts">
        <dt>{T.store}</dt>
        <dd>
          <a href={storePath(coupon.storeSlug)}>{coupon.storeName}</a>
        </dd>
        <dt>{T.gives}</dt>
        <dd>{coupon.title}</dd>
        {coupon.terms ? (
          <>
            <dt>{T.terms}</dt>
            <dd>{coupon.terms}</dd>
          </>
        ) : null}
        {coupon.url ? (
          <>
            <dt>{T.link}</dt>
            <dd>
              <a href={coupon.url} rel="noopener noreferrer nofollow" target="_blank">
                {coupon.url}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{T.ends}</dt>
        <dd>{coupon.endsAt ? coupon.endsAt.slice(0, 10) : T.noEnd}</dd>
        <dt>{T.submittedBy}</dt>
        <dd>{coupon.memberName ?? T.goneMember}</dd>
      </dl>
      {error ? (
        <p className="admin-item__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-item__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => act(() => approveCoupon(coupon.id), T.approved)}
        >
          {T.approve}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy}
          onClick={() => act(() => rejectCoupon(coupon.id), T.rejected)}
        >
          {T.reject}
        </button>
      </div>
    </li>
  );
}
