import { paths } from '@config/paths';
import { HOUSE_PROMOTIONS, type HousePromotionKind } from '@shared/site/ad-texts';
import { Link } from 'react-router-dom';

const HREFS: Record<HousePromotionKind, string> = {
  app: paths.downloadApp,
  // About's Subscribe Now opens the deal alert choice.
  alerts: `${paths.about}#subscribe`,
};

/** Picks a promotion per slot name so the two places on a page show different ones. */
export function promotionForSlot(slot: string): HousePromotionKind {
  let sum = 0;
  for (const char of slot) sum += char.charCodeAt(0);
  return sum % 2 === 0 ? 'app' : 'alerts';
}

/** Our own promotion, shown in an ad place when no ad network is configured. */
export function HousePromotion({ kind }: { kind: HousePromotionKind }) {
  const promotion = HOUSE_PROMOTIONS[kind];
  return (
    <div className="house-promo">
      <p className="house-promo__title">{promotion.title}</p>
      <p className="house-promo__text">{promotion.text}</p>
      <Link className="btn btn--small btn--primary house-promo__cta" to={HREFS[kind]}>
        {promotion.cta}
      </Link>
    </div>
  );
}
