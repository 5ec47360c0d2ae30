import { formatPrice } from '@shared/deal/deal-rules';
import { SHOP_LIST_PRICE } from '@shared/price-history/price-history-texts';
import { CURRENT_PRICE, ORIGINAL_PRICE } from '@shared/site/screen-texts';

interface PriceProps {
  original: number;
  current: number;
  size?: 'normal' | 'large';
  /**
   * The shop's original price was never charged in the 30 days before the deal (shownDiscount): it is
   * labelled, for everyone to read, as the shop's list price rather than a price the deal is cheaper than.
   */
  listPriceOnly?: boolean;
}

/** The deal price followed by the struck-through original; screen readers hear which is which. */
export function Price({ original, current, size = 'normal', listPriceOnly = false }: PriceProps) {
  return (
    <p className={size === 'large' ? 'price price--large' : 'price'}>
      <span className="price__current">
        <span className="sr-only">{`${CURRENT_PRICE}: `}</span>
        {formatPrice(current)}
      </span>{' '}
      {original > current ? (
        listPriceOnly ? (
          <span className="price__list">
            {`${SHOP_LIST_PRICE}: `}
            <del className="price__original">{formatPrice(original)}</del>
          </span>
        ) : (
          <del className="price__original">
            <span className="sr-only">{`${ORIGINAL_PRICE}: `}</span>
            {formatPrice(original)}
          </del>
        )
      ) : null}
    </p>
  );
}
