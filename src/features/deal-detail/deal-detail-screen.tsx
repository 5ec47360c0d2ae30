import { linkedDeal } from '@components/deal-card';
import { Gallery } from '@components/gallery';
import { ClockIcon } from '@components/icons';
import { Price } from '@components/price';
import { SeoHead } from '@components/seo-head';
import { Stars } from '@components/stars';
import { paths } from '@config/paths';
import { useDealById } from '@lib/db/deal-queries';
import { useFirstDrawTime } from '@lib/db/page-answers';
import type { Deal } from '@shared/deal/deal';
import { detailFacts, expiresAtMs, formatPrice, isExpired } from '@shared/deal/deal-rules';
import { expiresInText, formatSavings } from '@shared/deal/deal-texts';
import { productStructuredData } from '@shared/deal/product-structured-data';
import { shownDiscount } from '@shared/price-history/price-history';
import { LOWEST_IN_90_DAYS, lowestBeforeText } from '@shared/price-history/price-history-texts';
import {
  DEAL_EXPIRED,
  DEAL_EXPIRED_DETAIL,
  DEAL_NO_LONGER_LISTED,
  DEAL_NO_LONGER_LISTED_DETAIL,
  EXPIRES_IN,
  LOADING_DEALS,
  reviewCountText,
} from '@shared/site/screen-texts';
import { storeSlugOf } from '@shared/store/store-matching';
import { memo, type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BackButton } from './back-button';
import { useCountedView } from './count-view';
import { DealNotFound } from './deal-not-found';
import { DealWatchers } from './deal-watchers';
import { DetailTabs } from './detail-tabs';
import { FollowButtons } from './follow-buttons';
import { GetDealLink } from './get-deal-link';
import { LinkCheckNote } from './link-check-note';
import { PriceHistorySection } from './price-history-section';
import type { MemberReviews } from './reviews-panel';
import { ShareButton } from './share-button';
import { SimilarDeals } from './similar-deals';
import './deal-detail.css';
import { currentOrigin } from '@lib/current-origin';
import { useDealPriceHistory } from '@lib/db/price-history-store';
import { rememberOpened } from '@lib/device-activity';
import { breadcrumbJsonLd, dealCrumbs } from '@shared/site/structured-data';

interface DealDetailScreenProps {
  id: string;
  /** The save-to-wishlist control; the app supplies it because features do not import each other. */
  saveControl?: (deal: Deal) => ReactNode;
  /** How fresh the price is; the app supplies it. */
  pricesNote?: ReactNode;
  /** The copy of this deal the visitor saved, if any: shown when the deal has left the feed. */
  savedCopy?: Deal;
  /** The deal as members' reports ended it, if they did: shown marked Expired once it has left the feed. */
  endedCopy?: Deal;
  /** The members' part beside the deal (temperature, votes, report); the app supplies it. */
  communityControls?: (deal: Deal) => ReactNode;
  /** The members' part below the deal (comments); the app supplies it. */
  discussion?: (deal: Deal) => ReactNode;
  /** Members' reviews for the Reviews tab (a hook, called on every render); the app supplies it. */
  useMemberReviews?: (dealId: string) => MemberReviews | undefined;
}

const noMemberReviews = (): MemberReviews | undefined => undefined;

const META_DESCRIPTION_LENGTH = 160;
const metaDescription = (deal: Deal) =>
  deal.description.length > META_DESCRIPTION_LENGTH
    ? `${deal.description.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`
    : deal.description;

/**
 * One deal. The card that was clicked passes its deal in navigation state, so the page draws at once; the
 * cache's copy (fresher, and the only source after a reload or a shared link) takes over when it answers.
 * Drawn again only when its own props or reads change: the route around it also redraws for the sync's
 * status, which this screen does not show.
 */
export const DealDetailScreen = memo(DealDetail);

function DealDetail({
  id,
  saveControl,
  pricesNote,
  savedCopy,
  endedCopy,
  communityControls,
  discussion,
  useMemberReviews = noMemberReviews,
}: DealDetailScreenProps) {
  const location = useLocation();
  const cached = useDealById(id);
  // The server's word that reports ended the deal comes with each visit, so it outranks a copy synced earlier.
  const fromFeed = endedCopy ?? cached ?? linkedDeal(location.state, id);
  const deal = fromFeed ?? (cached === null ? savedCopy : undefined);
  const noLongerListed = !fromFeed && deal !== undefined;
  const now = useFirstDrawTime();
  const memberReviews = useMemberReviews(id);
  // The price history and link check: the drawn page's, then those stored on this device (the deal route
  // fetches them as it opens).
  const history = useDealPriceHistory(id, now);
  useCountedView(deal?.id);
  // Remembered on this device for "For you", never sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per deal opened, whatever copy is shown.
  useEffect(() => {
    if (deal) rememberOpened(deal);
  }, [deal?.id]);

  if (!deal) {
    if (cached === undefined) {
      return (
        <p className="page listing-message page-loading--screen" role="status">
          {LOADING_DEALS}
        </p>
      );
    }
    return <DealNotFound id={id} />;
  }

  const expired = isExpired(deal, now);
  const { rating, reviewCount } = detailFacts(deal);
  const hasEnd = Number.isFinite(expiresAtMs(deal.expiryDate));
  // The honest discount: against the 30-day low when the shop's list price was never charged then.
  const discount = shownDiscount(deal);
  const lowestBefore = deal.priceTruth?.lowestBefore ?? null;

  return (
    <article className="page deal-detail">
      <SeoHead
        title={deal.title}
        description={metaDescription(deal)}
        path={paths.deal(deal.id)}
        image={deal.image}
        type="product"
        keywords={[deal.title, deal.store, deal.category, 'deal', 'discount']}
        jsonLd={[
          productStructuredData(deal, currentOrigin(), now),
          breadcrumbJsonLd(dealCrumbs(deal), currentOrigin()),
        ]}
      />
      <BackButton />
      <div className="deal-detail__main">
        <Gallery images={deal.images} alt={deal.title} />
        <div className="deal-detail__info">
          <p className="deal-detail__store">
            <Link to={paths.store(storeSlugOf(deal.store))}>{deal.store}</Link>
          </p>
          <FollowButtons deal={deal} />
          <h1 className="deal-detail__title">{deal.title}</h1>
          <p className="deal-detail__rating">
            <Stars rating={rating} /> <span>{rating.toFixed(1)}</span>{' '}
            <span className="deal-detail__review-count">({reviewCountText(reviewCount)})</span>
          </p>
          <Price
            original={deal.originalPrice}
            current={deal.currentPrice}
            size="large"
            listPriceOnly={discount.listPriceOnly}
          />
          {discount.percent > 0 ? (
            <p className="deal-detail__savings">
              {formatSavings({
                originalPrice: discount.reference,
                currentPrice: deal.currentPrice,
                discount: discount.percent,
              })}
            </p>
          ) : null}
          {deal.priceTruth?.lowestIn90Days ? (
            <p>
              <span className="badge badge--success">{LOWEST_IN_90_DAYS}</span>
            </p>
          ) : null}
          {lowestBefore !== null ? (
            <p className="deal-detail__lowest-before">{lowestBeforeText(formatPrice(lowestBefore))}</p>
          ) : null}
          {pricesNote}
          {noLongerListed ? (
            <div className="notice notice--warning deal-expired" role="status">
              <strong>{DEAL_NO_LONGER_LISTED}</strong>
              <p>{DEAL_NO_LONGER_LISTED_DETAIL}</p>
            </div>
          ) : expired ? (
            <div className="notice notice--warning deal-expired" role="status">
              <strong>{DEAL_EXPIRED}</strong>
              <p>{DEAL_EXPIRED_DETAIL}</p>
            </div>
          ) : (
            <p className="deal-detail__expiry">
              <ClockIcon size={18} />
              {hasEnd ? (
                <span>
                  {EXPIRES_IN} <strong>{expiresInText(deal, now)}</strong>
                </span>
              ) : (
                <span>{expiresInText(deal, now)}</span>
              )}
            </p>
          )}
          {expired || noLongerListed ? null : (
            <>
              <GetDealLink dealId={deal.id} />
              <LinkCheckNote history={history} now={now} />
            </>
          )}
          <div className="deal-detail__actions">
            {saveControl?.(deal)}
            <ShareButton title={deal.title} />
          </div>
          {communityControls?.(deal)}
          <DealWatchers dealId={deal.id} />
        </div>
      </div>
      <PriceHistorySection deal={deal} history={history} now={now} />
      <DetailTabs deal={deal} members={memberReviews} />
      {discussion?.(deal)}
      <SimilarDeals deal={deal} now={now} />
    </article>
  );
}
