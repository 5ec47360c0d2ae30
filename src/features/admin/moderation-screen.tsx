// /admin: the moderation queue for moderators and operators. The server decides who may see it (the page
// itself sends visitors to sign in and answers members with 403; every API call checks the role again);
// this screen only says what the server answered.
import { ADMIN_TEXTS } from '@shared/community/submission-texts';
import { COUPON_QUEUE_TEXTS } from '@shared/store/coupon-submission-texts';
import { useState } from 'react';
import { CouponQueueItem } from './coupon-queue-item';
import { fetchQueue, type ModerationQueue } from './moderation-api';
import { QueueItem } from './queue-item';
import { StaffDataNotice } from './staff-data-notice';
import { useStaffData } from './use-staff-data';

export function ModerationScreen() {
  const { state, reload } = useStaffData<ModerationQueue>(fetchQueue);
  const [notice, setNotice] = useState('');

  if (state.kind !== 'ready') {
    return (
      <StaffDataNotice
        state={state}
        texts={{
          offline: ADMIN_TEXTS.offline,
          loading: ADMIN_TEXTS.loading,
          signIn: ADMIN_TEXTS.signIn,
          forbidden: ADMIN_TEXTS.forbidden,
        }}
      />
    );
  }
  const { entries, coupons } = state.data;

  const decided = (text: string) => {
    setNotice(text);
    reload();
  };
  return (
    <section className="admin-queue" aria-label={ADMIN_TEXTS.heading}>
      <h2>{ADMIN_TEXTS.heading}</h2>
      <p role="status" className="admin-queue__notice">
        {notice}
      </p>
      {entries.length === 0 && coupons.length === 0 ? (
        <p>{ADMIN_TEXTS.empty}</p>
      ) : (
        <ol className="admin-queue__list">
          {entries.map((entry) => (
            <QueueItem key={entry.id} entry={entry} onDecided={decided} />
          ))}
        </ol>
      )}
      {coupons.length > 0 ? (
        <section aria-label={COUPON_QUEUE_TEXTS.heading}>
          <h3>{COUPON_QUEUE_TEXTS.heading}</h3>
          <ol className="admin-queue__list">
            {coupons.map((coupon) => (
              <CouponQueueItem key={coupon.id} coupon={coupon} onDecided={decided} />
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
