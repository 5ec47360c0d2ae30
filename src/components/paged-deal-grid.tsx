import type { Deal } from '@shared/deal';
import { LISTING_PAGE_SIZE, SHOW_MORE, showingCount, type ViewMode } from '@shared/screen-texts';
import { useDeferredValue, useState } from 'react';
import { DealGrid } from './deal-grid';
import './paged-deal-grid.css';

/**
 * Cards drawn when the list first appears, about a screenful: the rest of the page follows in a background
 * render right after, so the first results show without waiting for fifty cards to be built.
 */
const FIRST_DRAWN = 12;

interface PagedDealGridProps {
  deals: readonly Deal[];
  now: Date;
  mode: ViewMode;
  label?: string;
  /** Card titles are h2 on a listing page (right under its h1), h3 inside a titled section. */
  headingLevel?: 2 | 3;
}

/**
 * Renders the first page of cards and adds a page per 'Show more', so a category of thousands of deals costs
 * no more to open than one of fifty. Callers key it by filter and sort to start again from the top.
 */
export function PagedDealGrid({ deals, now, mode, label, headingLevel = 2 }: PagedDealGridProps) {
  const [limit, setLimit] = useState(LISTING_PAGE_SIZE);
  // Each added page too is drawn in the background: the button answers at once.
  const drawnLimit = useDeferredValue(limit, FIRST_DRAWN);
  const shown = Math.min(limit, deals.length);
  return (
    <div className="paged-list">
      <DealGrid
        deals={deals.slice(0, Math.min(drawnLimit, shown))}
        now={now}
        mode={mode}
        label={label}
        headingLevel={headingLevel}
      />
      {deals.length > LISTING_PAGE_SIZE ? (
        <div className="paged-list__more">
          <p className="paged-list__count" aria-live="polite">
            {showingCount(shown, deals.length)}
          </p>
          {shown < deals.length ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setLimit((current) => current + LISTING_PAGE_SIZE)}
            >
              {SHOW_MORE}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
