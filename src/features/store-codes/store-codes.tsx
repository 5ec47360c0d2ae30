import { useFirstDrawTime } from '@lib/db/page-answers';
import { showToast } from '@lib/toast';
import { timeAgoText } from '@shared/deal/deal-texts';
import { formatUsDate } from '@shared/site/intl-formats';
import { compareCoupons, couponEnded, couponStarted } from '@shared/store/coupon-record';
import { type CouponEntry, couponGoPath, type StoreEntry } from '@shared/store/store';
import {
  ANSWER_KEPT,
  ANSWER_THANKS,
  CODE_COPIED,
  CODE_TERMS,
  COPY_CODE,
  DID_IT_WORK,
  ENDED_CODES_SUMMARY,
  EXPIRED_CODES_SUMMARY,
  endedOn,
  endsOn,
  IT_DID_NOT_WORK,
  IT_WORKED,
  lastWorked,
  NO_ANSWERS_YET,
  NO_CODE_NEEDED,
  NO_STORE_CODES,
  OPEN_SALE,
  REPORTED_NOT_WORKING,
  STORE_CODES_HEADING,
  showAllCodes,
  workedShare,
} from '@shared/store/store-texts';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type CodeAnswer, codeAnswer, queueCodeAnswer, rememberCodeAnswer } from './code-answers';
import { ShareCodeForm } from './share-code-form';
import './store-codes.css';

/** How many working codes a store's page draws before "Show all": a page of 200 codes weighs and costs. */
const CODES_SHOWN = 24;
const ALL_CODES_PARAM = 'codes';
const ALL_CODES_VALUE = 'all';

/**
 * A store's voucher codes, those that work best first; codes most shoppers say fail lately, and codes that
 * ended lately, are folded away below (an ended code leaves the live list the moment it ends, like deals).
 */
export function StoreCodes({ store, coupons }: { store: StoreEntry; coupons: CouponEntry[] }) {
  const now = useFirstDrawTime().getTime();
  const started = coupons.filter((coupon) => couponStarted(coupon, now));
  const live = started.filter((coupon) => !couponEnded(coupon, now)).sort(compareCoupons);
  const ended = started
    .filter((coupon) => couponEnded(coupon, now))
    .sort((a, b) => ((a.endsAt ?? '') < (b.endsAt ?? '') ? 1 : -1));
  const working = live.filter((coupon) => !coupon.record.notWorking);
  const failing = live.filter((coupon) => coupon.record.notWorking);
  const [params] = useSearchParams();
  const showAll = params.get(ALL_CODES_PARAM) === ALL_CODES_VALUE;
  const shown = showAll ? working : working.slice(0, CODES_SHOWN);
  const allCodes = new URLSearchParams(params);
  allCodes.set(ALL_CODES_PARAM, ALL_CODES_VALUE);
  return (
    <section className="store-codes" aria-labelledby="store-codes-heading">
      <h2 id="store-codes-heading">{STORE_CODES_HEADING}</h2>
      {live.length === 0 ? <p>{NO_STORE_CODES}</p> : null}
      {working.length > 0 ? (
        <ul className="store-codes__list">
          {shown.map((coupon) => (
            <CodeItem key={coupon.id} coupon={coupon} now={now} />
          ))}
        </ul>
      ) : null}
      {shown.length < working.length ? (
        <p>
          <Link to={`?${allCodes}`}>{showAllCodes(working.length)}</Link>
        </p>
      ) : null}
      {failing.length > 0 ? (
        <details className="store-codes__failing">
          <summary>{EXPIRED_CODES_SUMMARY(failing.length)}</summary>
          <ul className="store-codes__list">
            {failing.map((coupon) => (
              <CodeItem key={coupon.id} coupon={coupon} now={now} />
            ))}
          </ul>
        </details>
      ) : null}
      {ended.length > 0 ? (
        <details className="store-codes__ended">
          <summary>{ENDED_CODES_SUMMARY(ended.length)}</summary>
          <ul className="store-codes__list">
            {ended.map((coupon) => (
              <li key={coupon.id}>
                <article className="code-card" aria-label={coupon.title}>
                  <p className="code-card__title">{coupon.title}</p>
                  <p className="code-card__code">
                    {coupon.code ? <code>{coupon.code}</code> : NO_CODE_NEEDED}
                  </p>
                  <p className="code-card__ends">
                    {endedOn(formatUsDate(new Date(coupon.endsAt ?? 0), 'short', 'utc'))}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ShareCodeForm store={store} />
    </section>
  );
}

function recordText(coupon: CouponEntry, now: number): string {
  const { record } = coupon;
  const parts = [
    record.workedShare30d === null ? NO_ANSWERS_YET : workedShare(record.workedShare30d, record.answers30d),
  ];
  if (record.lastWorkedAt) parts.push(lastWorked(timeAgoText(record.lastWorkedAt, new Date(now))));
  return parts.join(' · ');
}

function CodeItem({ coupon, now }: { coupon: CouponEntry; now: number }) {
  const titleId = useId();
  // What this device answered is read after the first render, which matches the server's page.
  const [answer, setAnswer] = useState<CodeAnswer | undefined>();
  useEffect(() => setAnswer(codeAnswer(coupon.id)), [coupon.id]);
  const [thanks, setThanks] = useState<string | null>(null);

  async function copyAndOpen() {
    if (coupon.code) {
      try {
        await navigator.clipboard.writeText(coupon.code);
      } catch {
        // The code stays on screen to copy by hand.
      }
      showToast('success', CODE_COPIED(coupon.code));
    }
    window.open(couponGoPath(coupon.id), '_blank', 'noopener');
    if (!codeAnswer(coupon.id)) {
      rememberCodeAnswer(coupon.id, 'asked');
      setAnswer('asked');
    }
  }

  async function sendAnswer(worked: boolean) {
    setAnswer(worked ? 'worked' : 'failed');
    await queueCodeAnswer(coupon.id, worked);
    setThanks(navigator.onLine ? ANSWER_THANKS : ANSWER_KEPT);
  }

  return (
    <li>
      <article className="code-card" aria-labelledby={titleId}>
        <h3 id={titleId} className="code-card__title">
          {coupon.title}
        </h3>
        {coupon.record.notWorking ? <p className="badge badge--warning">{REPORTED_NOT_WORKING}</p> : null}
        <p className="code-card__code">{coupon.code ? <code>{coupon.code}</code> : NO_CODE_NEEDED}</p>
        <p className="code-card__record">{recordText(coupon, now)}</p>
        {coupon.endsAt ? (
          <p className="code-card__ends">{endsOn(formatUsDate(new Date(coupon.endsAt), 'short', 'utc'))}</p>
        ) : null}
        {coupon.terms ? (
          <details className="code-card__terms">
            <summary>{CODE_TERMS}</summary>
            <p>{coupon.terms}</p>
          </details>
        ) : null}
        {coupon.code ? (
          <button type="button" className="btn btn--primary" onClick={copyAndOpen}>
            {COPY_CODE}
          </button>
        ) : (
          <a
            className="btn btn--primary"
            href={couponGoPath(coupon.id)}
            target="_blank"
            rel="sponsored noopener"
            onClick={() => {
              if (!codeAnswer(coupon.id)) {
                rememberCodeAnswer(coupon.id, 'asked');
                setAnswer('asked');
              }
            }}
          >
            {OPEN_SALE}
          </a>
        )}
        {answer === 'asked' ? (
          <fieldset className="code-card__question">
            <legend>{DID_IT_WORK}</legend>
            <button type="button" onClick={() => sendAnswer(true)}>
              {IT_WORKED}
            </button>
            <button type="button" onClick={() => sendAnswer(false)}>
              {IT_DID_NOT_WORK}
            </button>
          </fieldset>
        ) : null}
        {thanks ? <p role="status">{thanks}</p> : null}
      </article>
    </li>
  );
}
