import { NEEDS_APP_ATTRIBUTE } from '@lib/app-intent';
import { type DealList, pageCount, pageStart } from '@shared/deal/deal-list';
import {
  EARLIER_DEALS,
  LISTING_PAGE_SIZE,
  SHOW_MORE,
  showingCount,
  showingRange,
  type ViewMode,
} from '@shared/site/screen-texts';
import type { MouseEvent, ReactNode } from 'react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { DealGrid } from './deal-grid';
import './paged-deal-grid.css';

/**
 * Cards drawn when the list first appears from the cache, about a screenful: the rest of the page follows
 * in a background render right after, so the first results show without waiting for fifty cards to be
 * built. A page the server drew is taken over whole, as it was drawn.
 */
const FIRST_DRAWN = 12;

interface PagedDealGridProps {
  list: DealList;
  /** The listing's page this grid starts at (1 for the first), as the address says. */
  page: number;
  /** The address of the listing's page `page`. */
  pageHref: (page: number) => string;
  now: Date;
  mode: ViewMode;
  label?: string;
  /** Card titles are h2 on a listing page (right under its h1), h3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Shown after the first row of cards on phones (DealGrid). */
  afterFirstRowOnPhones?: ReactNode;
}

/**
 * Renders one page of cards and adds a page per 'Show more', so a category of thousands of deals costs no
 * more to open than one of fifty. 'Show more' is also a link to the next page's address, which is what a
 * crawler (or a browser without script) follows; reaching for it starts the app, which adds the page below.
 * A later page links back to the one before it. Callers
 * key it by filter and sort to start again from the top.
 */
export function PagedDealGrid({
  list,
  page,
  pageHref,
  now,
  mode,
  label,
  headingLevel = 2,
  afterFirstRowOnPhones,
}: PagedDealGridProps) {
  const [pagesShown, setPagesShown] = useState(1);
  const limit = pagesShown * LISTING_PAGE_SIZE;
  // Each added page too is drawn in the background: the button answers at once.
  const drawnLimit = useDeferredValue(limit, list.fromPage ? limit : FIRST_DRAWN);
  const start = pageStart(page);
  const end = Math.min(start + limit, list.total);
  // Deals past what the list holds (only the drawn page, until the cache answers) follow when it does.
  const shown = list.deals.slice(start - list.from, Math.min(start + drawnLimit, end) - list.from);
  const nextPage = page + pagesShown;
  const showMore = (event: MouseEvent) => {
    event.preventDefault();
    setPagesShown((count) => count + 1);
  };
  return (
    <div className="paged-list">
      {page > 1 ? (
        <p className="paged-list__earlier">
          <Link className="btn btn--secondary" to={pageHref(page - 1)}>
            {EARLIER_DEALS}
          </Link>
        </p>
      ) : null}
      <DealGrid
        deals={shown}
        now={now}
        mode={mode}
        label={label}
        headingLevel={headingLevel}
        afterFirstRowOnPhones={afterFirstRowOnPhones}
      />
      {list.total > LISTING_PAGE_SIZE ? (
        <div className="paged-list__more">
          <p className="paged-list__count" aria-live="polite">
            {page === 1 ? showingCount(end, list.total) : showingRange(start + 1, end, list.total)}
          </p>
          {nextPage <= pageCount(list.total) ? (
            <Link
              className="btn btn--secondary"
              to={pageHref(nextPage)}
              onClick={showMore}
              {...{ [NEEDS_APP_ATTRIBUTE]: '' }}
            >
              {SHOW_MORE}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
