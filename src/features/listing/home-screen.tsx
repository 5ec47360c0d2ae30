import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import { currentOrigin } from '@lib/current-origin';
import { useHomeRows } from '@lib/db/deal-queries';
import { useFirstDrawTime } from '@lib/db/page-answers';
import { PAGES } from '@shared/site/pages';
import {
  categoryDealCount,
  HOME_HERO_CTA,
  HOME_ROW_SIZE,
  HOME_SECTIONS,
  MORE_CATEGORIES,
} from '@shared/site/screen-texts';
import { SITE_DESCRIPTION, SITE_TITLE } from '@shared/site/site';
import {
  distinctDeals,
  itemListJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from '@shared/site/structured-data';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { DealSection } from './deal-section';
import { FeedTabs } from './feed-tabs';
import { type CategoryRow, categoryRows } from './home-sections';
import { ListingMessage } from './listing-message';
import { listingStatus } from './listing-status';
import type { SyncStatus } from './sync-status';
import './listing.css';

interface HomeScreenProps {
  sync: SyncStatus;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
  /** The ad place shown after the first row of the top deals on phones; the app supplies it. */
  adAfterFirstRow?: ReactNode;
  /** The deals picked for this shopper, above the top deals; the app supplies it. */
  forYou?: ReactNode;
}

/** The categories without a row of their own: a link to each, with its count. */
function MoreCategories({ categories }: { categories: readonly CategoryRow[] }) {
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <nav className="more-categories" aria-labelledby={headingId}>
      <h2 id={headingId} className="deal-section__title">
        {MORE_CATEGORIES}
      </h2>
      <ul className="more-categories__list">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={paths.categoryOf(category.slug)}>
              {category.name}
              <span className="deal-section__note">{categoryDealCount(category.total)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The hero, then top, today's, trending and popular deals, then a row for each of the home's categories
 * (HOME_CATEGORY_ROWS) and links to the others.
 */
export function HomeScreen({ sync, pricesNote, adAfterFirstRow, forYou }: HomeScreenProps) {
  // Every row in one read, each reading only the deals it shows; drawn once every row has answered, so
  // sections never pop in above one another and shift the page.
  const rows = useHomeRows(HOME_ROW_SIZE * 2, HOME_ROW_SIZE);
  const now = useFirstDrawTime();
  // The top deals are empty exactly when no deal is running.
  const status = listingStatus(rows && { total: rows.top.length, fromPage: rows.fromPage }, sync.syncing);
  const categories = categoryRows(rows?.categories ?? []);
  const origin = currentOrigin();
  const shown = rows
    ? distinctDeals([
        rows.top,
        rows.today,
        rows.trending,
        rows.popular,
        ...categories.map((row) => row.deals),
      ])
    : [];

  return (
    <article className="page home">
      <SeoHead
        title={PAGES.home.title}
        description={PAGES.home.description}
        path={PAGES.home.path}
        jsonLd={[
          websiteJsonLd(origin),
          organizationJsonLd(origin),
          ...(shown.length > 0 ? [itemListJsonLd(shown, origin)] : []),
        ]}
      />
      <section className="hero home-hero">
        <p className="home-hero__eyebrow">{SITE_TITLE}</p>
        <h1 className="home-hero__title">{PAGES.home.title}</h1>
        <p className="home-hero__lead">{SITE_DESCRIPTION}</p>
        <Link className="btn btn--primary home-hero__cta" to={paths.deals}>
          {HOME_HERO_CTA}
        </Link>
      </section>
      <FeedTabs />
      {status === 'ready' && rows ? (
        <>
          {pricesNote}
          {forYou}
          <DealSection
            title={HOME_SECTIONS.top}
            deals={rows.top}
            now={now}
            seeAllHref={paths.deals}
            eager
            afterFirstRowOnPhones={adAfterFirstRow}
          />
          <DealSection
            title={HOME_SECTIONS.today}
            deals={rows.today}
            now={now}
            seeAllHref={paths.dealsToday}
          />
          <DealSection
            title={HOME_SECTIONS.trending}
            deals={rows.trending}
            now={now}
            seeAllHref={paths.dealsTrending}
          />
          <DealSection
            title={HOME_SECTIONS.popular}
            deals={rows.popular}
            now={now}
            seeAllHref={paths.dealsPopular}
          />
          {categories.map((category) => (
            <DealSection
              key={category.slug}
              title={category.name}
              note={categoryDealCount(category.total)}
              deals={category.deals}
              now={now}
              seeAllHref={paths.categoryOf(category.slug)}
            />
          ))}
          <MoreCategories categories={categories.filter((category) => category.deals.length === 0)} />
        </>
      ) : (
        <ListingMessage status={status === 'ready' ? 'empty' : status} error={sync.error} />
      )}
    </article>
  );
}
