import { SeoHead } from '@components/seo-head';
import { paths } from '@config/paths';
import {
  useCategoryPreviews,
  usePopularDeals,
  useTodayDeals,
  useTopDeals,
  useTrendingDeals,
} from '@lib/db/deal-queries';
import { PAGES } from '@shared/pages';
import { categoryDealCount, HOME_HERO_CTA, HOME_ROW_SIZE, HOME_SECTIONS } from '@shared/screen-texts';
import { SITE_DESCRIPTION, SITE_TITLE } from '@shared/site';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DealSection } from './deal-section';
import { categoryRows } from './home-sections';
import { ListingMessage } from './listing-message';
import { listingStatus } from './listing-status';
import type { SyncStatus } from './sync-status';
import './listing.css';
import { currentOrigin } from '@lib/current-origin';

/** Lets search engines offer a search box for the site in their results. */
const websiteJsonLd = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_TITLE,
  url: `${origin}/`,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

interface HomeScreenProps {
  sync: SyncStatus;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
}

/** The hero, then top, today's, trending and popular deals, then a row per category. */
export function HomeScreen({ sync, pricesNote }: HomeScreenProps) {
  // Each section reads only the deals it shows, so a sync of thousands of deals costs a few small reads.
  const top = useTopDeals(HOME_ROW_SIZE * 2);
  const today = useTodayDeals(HOME_ROW_SIZE);
  const trending = useTrendingDeals(HOME_ROW_SIZE);
  const popular = usePopularDeals(HOME_ROW_SIZE);
  const previews = useCategoryPreviews(HOME_ROW_SIZE);
  const [now] = useState(() => new Date());
  // Drawn once every query has answered, so sections never pop in above one another and shift the page.
  // The top deals are empty exactly when no deal is running.
  const answered = top && today && trending && popular && previews ? top : undefined;
  const status = listingStatus(answered, sync.syncing);
  const rows = useMemo(() => categoryRows(previews ?? []), [previews]);

  return (
    <article className="page home">
      <SeoHead
        title={PAGES.home.title}
        description={PAGES.home.description}
        path={PAGES.home.path}
        jsonLd={[websiteJsonLd(currentOrigin())]}
      />
      <section className="hero home-hero">
        <p className="home-hero__eyebrow">{SITE_TITLE}</p>
        <h1 className="home-hero__title">{PAGES.home.title}</h1>
        <p className="home-hero__lead">{SITE_DESCRIPTION}</p>
        <Link className="btn btn--primary home-hero__cta" to={paths.deals}>
          {HOME_HERO_CTA}
        </Link>
      </section>
      {status === 'ready' ? (
        <>
          {pricesNote}
          <DealSection title={HOME_SECTIONS.top} deals={top ?? []} now={now} seeAllHref={paths.deals} eager />
          <DealSection
            title={HOME_SECTIONS.today}
            deals={today ?? []}
            now={now}
            seeAllHref={paths.dealsToday}
          />
          <DealSection
            title={HOME_SECTIONS.trending}
            deals={trending ?? []}
            now={now}
            seeAllHref={paths.dealsTrending}
          />
          <DealSection
            title={HOME_SECTIONS.popular}
            deals={popular ?? []}
            now={now}
            seeAllHref={paths.dealsPopular}
          />
          {rows.map((category) => (
            <DealSection
              key={category.slug}
              title={category.name}
              note={categoryDealCount(category.total)}
              deals={category.deals}
              now={now}
              seeAllHref={paths.categoryOf(category.slug)}
            />
          ))}
        </>
      ) : (
        <ListingMessage status={status} error={sync.error} />
      )}
    </article>
  );
}
