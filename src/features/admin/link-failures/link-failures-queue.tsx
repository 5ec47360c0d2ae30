// The Reports section's failed links: each deal whose link failed a check, with the reason, when, how many
// failures in a row, and where its redirects ended. A moderator says the link works (the items close) or
// ends the deal; a later check that finds the link working closes the items by itself. The server checks
// the role of every call.
import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import { ApiCallError } from '@lib/api-client';
import type { OpenLinkFailure } from '@shared/price-history/link-checks';
import { LINK_FAILURE_TEXTS as T } from '@shared/price-history/link-checks-texts';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useWriteKeys } from '../deals/use-write-key';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';
import { decideLinkFailure, fetchLinkFailures, type LinkDecision } from './link-failures-api';

function LinkFailureItem({
  item,
  busy,
  onDecide,
}: {
  item: OpenLinkFailure;
  busy: boolean;
  onDecide: (decision: LinkDecision) => void;
}) {
  return (
    <li className="reports-queue__item">
      <p>
        <Link to={paths.deal(item.dealId)}>{item.dealTitle}</Link> · <strong>{T.label}</strong>
        {item.reason ? ` · ${item.reason}` : null} · <WrittenTime iso={item.checkedAt} withTime /> ·{' '}
        {T.failures(item.failures)}
        {item.dealEnded ? ` · ${T.dealEnded}` : null}
      </p>
      <p className="reports-queue__note">
        <a href={item.url} rel="noopener noreferrer nofollow" target="_blank">
          {item.url}
        </a>
        {item.finalUrl ? ` · ${T.redirectedTo} ${item.finalUrl}` : null}
      </p>
      <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => onDecide('works')}>
        {T.works}
      </button>{' '}
      {item.dealEnded ? null : (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onDecide('expire')}>
          {T.expire}
        </button>
      )}
    </li>
  );
}

export function LinkFailuresQueue() {
  const headingId = useId();
  const { state, reload } = useStaffData(useCallback(() => fetchLinkFailures(), []));
  const keys = useWriteKeys();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');

  const decide = async (decision: LinkDecision, dealId: string) => {
    setBusy(dealId);
    setError('');
    try {
      await decideLinkFailure(decision, dealId, keys.keyFor(`${decision}:${dealId}`));
      keys.answered();
      reload();
    } catch (failure) {
      // An answer lost on the way keeps the key: the same decision sent again is applied once.
      if (failure instanceof ApiCallError && !failure.isNetworkFailure) keys.answered();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="link-failures" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.heading}</h2>
      <StaffDataNotice state={state} />
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        state.data.length === 0 ? (
          <p>{T.empty}</p>
        ) : (
          <ul className="reports-queue">
            {state.data.map((item) => (
              <LinkFailureItem
                key={item.dealId}
                item={item}
                busy={busy === item.dealId}
                onDecide={(decision) => void decide(decision, item.dealId)}
              />
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
