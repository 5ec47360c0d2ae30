import type { Deal } from '@shared/deal/deal';
import type { ViewMode } from '@shared/site/screen-texts';
import { memo, type ReactNode } from 'react';
import { DealCard } from './deal-card';
import './deal-grid.css';

/** 'Show more' appends cards: the ones already shown keep their props and are not drawn again. */
const ListedDealCard = memo(DealCard);

/** Roughly one row at desktop width per mode: these cards load their images without waiting. */
const FIRST_ROW: Record<ViewMode, number> = { grid: 4, 'compact-grid': 6, list: 2, 'compact-list': 4 };

/** One row on a 375px phone per mode (deal-grid.css): where a phone's insert comes in the reading order. */
const PHONE_ROW: Record<ViewMode, number> = { grid: 2, 'compact-grid': 3, list: 1, 'compact-list': 1 };

interface DealGridProps {
  deals: readonly Deal[];
  now: Date;
  mode?: ViewMode;
  /** Whether the first row is above the fold (true on listing pages, false for rows lower down). */
  eagerFirstRow?: boolean;
  headingLevel?: 2 | 3;
  /** Accessible name of the list. */
  label?: string;
  actionsFor?: (deal: Deal) => ReactNode;
  /**
   * Shown across the grid after its first row on phones (under 768px), and not at all on wider screens
   * (deal-grid.css); the server draws it as the app does, so nothing moves when the app takes over.
   */
  afterFirstRowOnPhones?: ReactNode;
}

/** A list of deal cards in one of the four view modes. */
export function DealGrid({
  deals,
  now,
  mode = 'grid',
  eagerFirstRow = true,
  headingLevel = 3,
  label,
  actionsFor,
  afterFirstRowOnPhones,
}: DealGridProps) {
  const eagerCount = eagerFirstRow ? FIRST_ROW[mode] : 0;
  const items = deals.map((deal, index) => (
    <li key={deal.id}>
      <ListedDealCard
        deal={deal}
        now={now}
        variant={mode}
        eager={index < eagerCount}
        headingLevel={headingLevel}
        actions={actionsFor?.(deal)}
      />
    </li>
  ));
  if (afterFirstRowOnPhones && deals.length > 0) {
    // Keyed on its own, it keeps its state (an ad once loaded) when another view mode moves it.
    items.splice(
      Math.min(PHONE_ROW[mode], deals.length),
      0,
      <li key="phone-insert" className="deal-grid__phone-insert">
        {afterFirstRowOnPhones}
      </li>,
    );
  }
  return (
    <ul className={`deal-grid deal-grid--${mode}`} aria-label={label}>
      {items}
    </ul>
  );
}
