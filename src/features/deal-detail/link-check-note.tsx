import { useNow } from '@lib/use-now';
import { timeAgoText } from '@shared/deal/deal-texts';
import type { LinkCheckView, PriceHistoryAnswer } from '@shared/price-history/price-history';
import {
  LINK_FAILED_NO_REASON,
  linkCheckedText,
  linkFailedText,
} from '@shared/price-history/price-history-texts';

/**
 * 'Link checked 2 hours ago', or why the last check failed, counted first from `from` (the page's moment on
 * a page the server drew, so the app's first render words it as the server did); the wording moves on as
 * time passes.
 */
function LinkCheckText({ check, from }: { check: LinkCheckView; from: Date }) {
  const ago = timeAgoText(check.checkedAt, useNow(60_000, from));
  return (
    <time dateTime={check.checkedAt}>
      {check.outcome === 'ok'
        ? linkCheckedText(ago)
        : linkFailedText(ago, check.reason ?? LINK_FAILED_NO_REASON)}
    </time>
  );
}

interface LinkCheckNoteProps {
  /** The drawn page's history, or the one stored on this device (undefined while its database answers). */
  history: PriceHistoryAnswer | null | undefined;
  /** The moment the screen counts from. */
  now: Date;
}

/**
 * When the deal's link was last seen working, from the deal's history. The line keeps its place while the
 * device's database answers, so nothing below it moves when it fills in.
 */
export function LinkCheckNote({ history, now }: LinkCheckNoteProps) {
  const check = history?.linkCheck;
  return (
    <p className={`link-check${check?.outcome === 'failed' ? ' link-check--failed' : ''}`}>
      {check ? <LinkCheckText check={check} from={now} /> : null}
    </p>
  );
}
