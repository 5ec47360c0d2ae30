import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { Link } from 'react-router-dom';
import { TrackPackageForm } from './track-package-form';

const STEPS = [
  'Find the shipping confirmation e-mail the retailer sent when your order left the warehouse.',
  'Copy the tracking number from it, or open the tracking link the retailer included.',
  'Enter the number below to look it up with the carrier, or check the order page on the retailer’s site.',
] as const;

export function TrackScreen() {
  return (
    <PageShell
      page={PAGES.track}
      className="page--narrow"
      lead="Your order is shipped by the retailer you bought from, so its tracking lives with them and their carrier. Here is the quickest way to find it."
    >
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <section className="card track-card" aria-labelledby="track-form-title">
        <h2 id="track-form-title" className="card__title">
          Look up a tracking number
        </h2>
        <TrackPackageForm />
      </section>
      <p className="muted">
        No tracking number yet? Orders usually ship within one business day. See{' '}
        <Link to={paths.shipping}>shipping information</Link> for delivery times, or{' '}
        <Link to={paths.contact}>contact us</Link> and we'll help you reach the retailer.
      </p>
    </PageShell>
  );
}
