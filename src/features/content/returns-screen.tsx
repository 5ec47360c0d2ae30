import { ReturnIcon } from '@components/icons';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { RETURN_DAYS, SITE_TITLE } from '@shared/site/site';
import { Link } from 'react-router-dom';

const STEPS = [
  'Open the order confirmation e-mail from the retailer, or sign in to your account on the retailer’s site.',
  'Choose the item and start a return. Most retailers give you a prepaid label or a drop-off code.',
  'Pack the item unused, with its tags and original packaging, and send it back.',
  'The retailer refunds the payment method you used, usually within 5-10 business days of receiving it.',
] as const;

export function ReturnsScreen() {
  return (
    <PageShell
      page={PAGES.returns}
      className="page--narrow"
      lead={`Changed your mind? Most of our partner retailers accept returns within ${RETURN_DAYS} days of delivery.`}
    >
      <div className="notice">
        <ReturnIcon size={22} />
        <p>
          You buy from the retailer, not from {SITE_TITLE}, so the retailer handles your return and refund.
          Their exact policy is shown at checkout and in your order confirmation.
        </p>
      </div>
      <div className="prose">
        <h2>How to return an item</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h2>The {RETURN_DAYS}-day window</h2>
        <p>
          The {RETURN_DAYS} days start on the day your order is delivered. Items must be unused and complete.
          Some items usually cannot be returned once opened, such as personal care products, software and
          downloads, gift cards, and made-to-order goods.
        </p>
        <h2>Damaged or wrong item?</h2>
        <p>
          Contact the retailer right away: they will normally send a replacement or refund you, including
          shipping. Keep the packaging and take a photo of the damage.
        </p>
        <h2>Need a hand?</h2>
        <p>
          If a retailer doesn't respond, <Link to={paths.contact}>tell us</Link>. We follow up with our
          partners and remove retailers that don't treat shoppers fairly.
        </p>
      </div>
    </PageShell>
  );
}
