import type { PriceHistoryRow } from '@lib/db/database';
import { useNow } from '@lib/use-now';
import { timeAgoText } from '@shared/deal/deal-texts';
import type { LinkCheckView } from '@shared/price-history/price-history';
import {
  LINK_FAILED_NO_REASON,
  linkCheckedText,
  linkFailedText,
} from '@shared/price-history/price-history-texts';

/** 'Link checked 2 hours ago', or why the last check failed; the wording moves on as time passes. */
function LinkCheckText({ check }: { check: LinkCheckView }) {
  const ago = timeAgoText(check.checkedAt, useNow());
  return (
    <time dateTime={check.checkedAt}>
      {check.outcome === 'ok'
        ? linkCheckedText(ago)
        : linkFailedText(ago, check.reason ?? LINK_FAILED_NO_REASON)}
    </time>
  );
}

/**
 * When the deal's link was last seen working, from its stored history. The line keeps its place while the
 * device's database answers (the server draws it empty, and so does the app's first render), so nothing
 * below it moves when it fills in.
 */
export function LinkCheckNote({ history }: { history: PriceHistoryRow | null | undefined }) {
  const check = history?.linkCheck;
  return (
    <p className={`link-check${check?.outcome === 'failed' ? ' link-check--failed' : ''}`}>
      {check ? <LinkCheckText check={check} /> : null}
    </p>
  );
}
