import { DealCard } from '@components/deal-card';
import type { ForYouPick } from '@shared/discovery/for-you';

/** The picks as cards, each with the reason it was picked under it. */
export function ForYouList({ picks, now }: { picks: readonly ForYouPick[]; now: Date }) {
  return (
    <ul className="for-you__list">
      {picks.map(({ deal, reason }) => (
        <li key={deal.id} className="for-you__item">
          <DealCard deal={deal} now={now} />
          <p className="for-you__reason">{reason}</p>
        </li>
      ))}
    </ul>
  );
}
