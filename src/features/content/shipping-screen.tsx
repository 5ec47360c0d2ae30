import { BoltIcon, ClockIcon, GlobeIcon, TruckIcon } from '@components/icons';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { SHIPPING_METHODS, type ShippingMethod } from '@shared/site/content-constants';
import { PAGES } from '@shared/site/pages';
import { RETURN_DAYS, SUPPORT_AVAILABILITY } from '@shared/site/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TrackPackageForm } from './track-package-form';

const METHOD_ICONS: Record<ShippingMethod['id'], ReactNode> = {
  standard: <TruckIcon size={24} />,
  express: <BoltIcon size={24} />,
  international: <GlobeIcon size={24} />,
  'same-day': <ClockIcon size={24} />,
};

export function ShippingScreen() {
  return (
    <PageShell
      page={PAGES.shipping}
      lead="Deals are shipped by the retailer you buy from. These are the options most of our partners offer; the exact terms for your order appear at the retailer's checkout."
    >
      <section className="card track-card" aria-labelledby="shipping-track">
        <h2 id="shipping-track" className="card__title">
          Track your package
        </h2>
        <TrackPackageForm />
      </section>

      <section className="section" aria-labelledby="shipping-methods">
        <h2 id="shipping-methods" className="section__title">
          Shipping methods
        </h2>
        <ul className="grid grid--4">
          {SHIPPING_METHODS.map((method) => (
            <li key={method.id} className="card shipping-method">
              <span className="card__icon">{METHOD_ICONS[method.id]}</span>
              <h3 className="card__title">{method.name}</h3>
              <p className="shipping-method__time">{method.deliveryTime}</p>
              <p className="shipping-method__cost">{method.cost}</p>
              <p className="muted">{method.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section prose" aria-labelledby="shipping-notes">
        <h2 id="shipping-notes">Good to know</h2>
        <ul>
          <li>Business days are Monday to Friday, excluding public holidays.</li>
          <li>
            Delivery times start when the retailer dispatches your order, usually within one business day.
          </li>
          <li>
            Changed your mind? Most partners accept returns within {RETURN_DAYS} days: see{' '}
            <Link to={paths.returns}>Returns &amp; Refunds</Link>.
          </li>
        </ul>
      </section>

      <section className="section callout" aria-labelledby="shipping-help">
        <div>
          <h2 id="shipping-help" className="callout__title">
            Questions about a delivery?
          </h2>
          <p>
            Our support team is available {SUPPORT_AVAILABILITY} and can help you reach the right retailer.
          </p>
        </div>
        <Link to={paths.contact} className="btn btn--primary">
          Contact Support
        </Link>
      </section>
    </PageShell>
  );
}
