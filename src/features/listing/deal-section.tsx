import { DealGrid } from '@components/deal-grid';
import type { Deal } from '@shared/deal/deal';
import { SEE_ALL } from '@shared/site/screen-texts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

interface DealSectionProps {
  title: string;
  deals: readonly Deal[];
  now: Date;
  /** Where 'See all' leads. */
  seeAllHref: string;
  /** Shown after the title, e.g. how many deals the category has. */
  note?: string;
  /** Only the first section on the page is above the fold. */
  eager?: boolean;
  /** Shown after the first row of cards on phones (DealGrid). */
  afterFirstRowOnPhones?: ReactNode;
}

/** A titled row of deal cards on the home page with a link to the full list. */
export function DealSection({
  title,
  deals,
  now,
  seeAllHref,
  note,
  eager = false,
  afterFirstRowOnPhones,
}: DealSectionProps) {
  const headingId = useId();
  if (deals.length === 0) return null;
  return (
    <section className="deal-section" aria-labelledby={headingId}>
      <header className="deal-section__header">
        <h2 id={headingId} className="deal-section__title">
          {title}
          {note ? <span className="deal-section__note">{note}</span> : null}
        </h2>
        <Link className="deal-section__more" to={seeAllHref}>
          {SEE_ALL}
          <span className="sr-only"> {title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </header>
      <DealGrid
        deals={deals}
        now={now}
        mode="grid"
        eagerFirstRow={eager}
        afterFirstRowOnPhones={afterFirstRowOnPhones}
      />
    </section>
  );
}
