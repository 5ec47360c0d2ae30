import { paths } from '@config/paths';
import { isHot } from '@shared/community/temperature';
import { HOT_BADGE, TEMPERATURE_LABEL, temperatureText } from '@shared/community/temperature-texts';
import type { Deal } from '@shared/deal/deal';
import { expiresAtMs, isExpired } from '@shared/deal/deal-rules';
import { expiresInText } from '@shared/deal/deal-texts';
import { shownDiscount } from '@shared/price-history/price-history';
import { LOWEST_IN_90_DAYS } from '@shared/price-history/price-history-texts';
import { discountBadge, EXPIRES_IN, type ViewMode } from '@shared/site/screen-texts';
import { storeSlugOf } from '@shared/store/store-matching';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DealImage } from './deal-image';
import { Price } from './price';

/** What the detail screen receives as navigation state, so it can render before the cache answers. */
export interface DealLinkState {
  deal: Deal;
}

/** The deal a link to deal `id` carried in its navigation state (a clicked card, or the server's page). */
export const linkedDeal = (state: unknown, id: string): Deal | undefined => {
  const deal = (state as Partial<DealLinkState> | null)?.deal;
  return deal && deal.id === id ? deal : undefined;
};

interface DealCardProps {
  deal: Deal;
  now: Date;
  variant?: ViewMode;
  /** Cards in the first visible row load their image eagerly. */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** Buttons shown on the card, above its link (e.g. Remove). */
  actions?: ReactNode;
}

/** 'Expires in 2 days'; 'Expired' and 'No end date' stand alone. */
export function expiryLabel(deal: Deal, now: Date): string {
  const left = expiresInText(deal, now);
  return isExpired(deal, now) || !Number.isFinite(expiresAtMs(deal.expiryDate))
    ? left
    : `${EXPIRES_IN} ${left}`;
}

/**
 * One deal: image, discount badge, title, description, prices and time left. The whole card opens the deal.
 * The discount is the honest one (shownDiscount): against the 30-day low when the shop's list price was
 * never charged.
 */
export function DealCard({
  deal,
  now,
  variant = 'grid',
  eager = false,
  headingLevel = 3,
  actions,
}: DealCardProps) {
  const Heading = `h${headingLevel}` as const;
  const expired = isExpired(deal, now);
  const temperature = temperatureText(deal);
  const discount = shownDiscount(deal);
  return (
    // Classes only where CSS needs them: a card is repeated dozens of times on a listing, so every attribute
    // it carries is paid for many times over in the page's HTML.
    <article
      className={`deal-card${variant === 'grid' ? '' : ` deal-card--${variant}`}${expired ? ' deal-card--expired' : ''}`}
    >
      <div className="deal-card__media">
        <DealImage src={deal.image} alt={deal.title} eager={eager} />
        {discount.percent > 0 ? (
          <span className="deal-card__badge">{discountBadge(discount.percent)}</span>
        ) : null}
        {isHot(deal) ? <span className="hot-badge deal-card__hot">{HOT_BADGE}</span> : null}
        {deal.priceTruth?.lowestIn90Days ? (
          <span className="badge badge--success deal-card__lowest">{LOWEST_IN_90_DAYS}</span>
        ) : null}
      </div>
      <div className="deal-card__body">
        <p className="deal-card__store">
          <Link to={paths.store(storeSlugOf(deal.store))}>{deal.store}</Link>
        </p>
        <Heading className="deal-card__title">
          <Link to={paths.deal(deal.id)} state={{ deal } satisfies DealLinkState}>
            {deal.title}
          </Link>
        </Heading>
        <p className="deal-card__description">{deal.description}</p>
        <div className="deal-card__footer">
          <Price
            original={deal.originalPrice}
            current={deal.currentPrice}
            listPriceOnly={discount.listPriceOnly}
          />
          <p className="deal-card__expiry">{expiryLabel(deal, now)}</p>
          {temperature ? (
            <p className="deal-card__temperature" title={TEMPERATURE_LABEL}>
              {temperature}
            </p>
          ) : null}
        </div>
        {actions ? <div className="deal-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
