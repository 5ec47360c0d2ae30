// A watched or previewed product's picture and facts: its name, the price as the page stated it (never
// converted), and whether it is in stock. /watch shows what it read; each watch on /account/watches starts so.
import { type Availability, formatWatchPrice } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import type { ReactNode } from 'react';

export const stockText = (availability: Availability): string =>
  availability === 'in_stock'
    ? WATCH_TEXTS.inStock
    : availability === 'out_of_stock'
      ? WATCH_TEXTS.outOfStock
      : WATCH_TEXTS.stockUnknown;

export const priceText = (price: number | null, currency: string | null): string =>
  price === null ? WATCH_TEXTS.noPriceYet : formatWatchPrice(price, currency);

interface ProductFactsProps {
  name: string;
  image: string | null;
  price: number | null;
  currency: string | null;
  availability: Availability;
  /** The name as a heading, with its level and id. */
  heading: (name: string) => ReactNode;
  /** Lines under the stock (where it is sold, when it was checked…). */
  children?: ReactNode;
}

/** Only a secure picture is shown: the page's policy admits https: images, and the shop needs no referrer. */
const securePicture = (image: string | null) => (image && /^https:\/\//i.test(image) ? image : null);

export function ProductFacts({
  name,
  image,
  price,
  currency,
  availability,
  heading,
  children,
}: ProductFactsProps) {
  const picture = securePicture(image);
  return (
    <div className={picture ? 'watch-product' : 'watch-product watch-product--no-image'}>
      {picture ? (
        <div className="watch-product__image">
          <img
            src={picture}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
          />
        </div>
      ) : null}
      <div className="watch-product__facts">
        {heading(name)}
        <dl className="watch-product__list">
          <div>
            <dt>{WATCH_TEXTS.priceLabel}</dt>
            <dd className="watch-product__price">{priceText(price, currency)}</dd>
          </div>
          <div>
            <dt>{WATCH_TEXTS.stockLabel}</dt>
            <dd>{stockText(availability)}</dd>
          </div>
        </dl>
        {children}
      </div>
    </div>
  );
}
