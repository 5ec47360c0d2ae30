import { paths } from '@config/paths';
import { noteOwnVote, updateDealFigures, useDiscussion } from '@lib/db/community-store';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { UNKNOWN_STATE_ATTRIBUTE } from '@lib/early-interactions';
import { memberAtom } from '@lib/member/member-state';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import type { VoteAnswer, VoteDirection } from '@shared/community/community';
import { isHot } from '@shared/community/temperature';
import {
  DISCARD,
  HOT_BADGE,
  PENDING_TEXT,
  SIGN_IN_TO_VOTE,
  TEMPERATURE_LABEL,
  temperatureText,
  VOTE_COLD,
  VOTE_HOT,
} from '@shared/community/temperature-texts';
import type { Deal } from '@shared/deal/deal';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { queueVote } from './community-requests';
import { useKeptWrites } from './use-kept-writes';
import './community.css';

/**
 * Follows the server's answers to this deal's votes, whichever tab or the service worker sent them: the
 * latest answer, and the cached deal updated until the next sync brings the same. The answer is also kept
 * here, as the page may show the deal the server drew before the device has stored it.
 */
function useVoteAnswer(dealId: string): VoteAnswer | null {
  const [latest, setLatest] = useState<VoteAnswer | null>(null);
  useEffect(
    () =>
      onOutboxEvent(({ kind, outcome }) => {
        if (kind !== 'vote' || outcome.type !== 'sent') return;
        const answer = JSON.parse(outcome.body) as VoteAnswer;
        if (answer.dealId !== dealId) return;
        setLatest(answer);
        void updateDealFigures(dealId, { temperature: answer.temperature });
        void noteOwnVote(dealId, answer.direction);
      }),
    [dealId],
  );
  return latest;
}

/**
 * The deal's temperature with the member's hot and cold votes. A vote shows at once and waits in the
 * outbox until it is sent; the temperature follows the server's answer. A refused vote stays with its reason.
 * Until this device knows the member's vote (the server's page is drawn alike for everyone) the buttons
 * claim none, and a press votes that way.
 */
export function VoteControl({ deal }: { deal: Deal }) {
  const member = useAtomValue(memberAtom);
  const discussion = useDiscussion(deal.id);
  const kept = useKeptWrites('vote', deal.id);
  const answer = useVoteAnswer(deal.id);
  const shown = answer ? { ...deal, temperature: answer.temperature } : deal;
  const text = temperatureText(shown);
  if (text === undefined) return null;

  const latest = kept.at(-1);
  // The latest vote still to be sent, else the server's answer to one, else the device's copy.
  const direction =
    (latest?.payload.direction as VoteDirection | undefined) ?? answer?.direction ?? discussion?.vote;
  const vote = (wanted: VoteDirection) => {
    const next = direction === wanted ? 'none' : wanted;
    void queueVote(deal.id, next);
    void noteOwnVote(deal.id, next);
  };
  const pressed = (side: VoteDirection) =>
    direction === undefined ? { [UNKNOWN_STATE_ATTRIBUTE]: '' } : { 'aria-pressed': direction === side };
  const refused = kept.filter((entry) => entry.state === 'rejected');

  return (
    <div className="vote-control">
      <fieldset className="vote-control__row" aria-label={TEMPERATURE_LABEL}>
        {member ? (
          <button
            type="button"
            className="btn btn--secondary vote-control__button vote-control__button--cold"
            {...pressed('cold')}
            onClick={() => vote('cold')}
          >
            {VOTE_COLD}
          </button>
        ) : null}
        <span className="vote-control__temperature" data-temperature={text}>
          {text}
        </span>
        {isHot(shown) ? <span className="hot-badge">{HOT_BADGE}</span> : null}
        {member ? (
          <button
            type="button"
            className="btn btn--secondary vote-control__button vote-control__button--hot"
            {...pressed('hot')}
            onClick={() => vote('hot')}
          >
            {VOTE_HOT}
          </button>
        ) : (
          <Link className="vote-control__sign-in" to={paths.login}>
            {SIGN_IN_TO_VOTE}
          </Link>
        )}
      </fieldset>
      {latest && latest.state !== 'rejected' ? (
        <p className="vote-control__pending" role="status">
          {PENDING_TEXT}
        </p>
      ) : null}
      {refused.map((entry) => (
        <p key={entry.id} className="notice notice--error vote-control__refused" role="alert">
          {entry.lastError}{' '}
          <button type="button" className="btn btn--link" onClick={() => void discardOutboxEntry(entry.id)}>
            {DISCARD}
          </button>
        </p>
      ))}
    </div>
  );
}
