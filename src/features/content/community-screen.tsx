import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  PinterestIcon,
  XLogoIcon,
  YouTubeIcon,
} from '@components/icons';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { SITE_TITLE, SUBMISSION_REVIEW_HOURS } from '@shared/site/site';
import { SOCIAL_PROFILES } from '@shared/site/social-links';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

const ICONS: Record<string, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  x: XLogoIcon,
  instagram: InstagramIcon,
  pinterest: PinterestIcon,
  youtube: YouTubeIcon,
};

const WAYS = [
  {
    id: 'submit',
    title: 'Share a deal you found',
    text: `Registered users can submit deals. We review every submission within ${SUBMISSION_REVIEW_HOURS} hours and publish the ones that check out.`,
    link: { to: paths.register, label: 'Create a free account' },
  },
  {
    id: 'report',
    title: 'Flag a deal that ended',
    text: 'Spotted a price that changed or a code that no longer works? Tell us and we will recheck it with the retailer.',
    link: { to: paths.contact, label: 'Report a deal' },
  },
  {
    id: 'learn',
    title: 'Learn from other shoppers',
    text: 'Read our guides on timing purchases, spotting fake discounts and getting the most from your wishlist.',
    link: { to: paths.blog, label: 'Read the blog' },
  },
] as const;

export function CommunityScreen() {
  return (
    <PageShell
      page={PAGES.community}
      lead={`Thousands of deal hunters help keep ${SITE_TITLE} accurate. Join in.`}
    >
      <ul className="grid grid--3">
        {WAYS.map((way) => (
          <li key={way.id} className="card">
            <h2 className="card__title">{way.title}</h2>
            <p>{way.text}</p>
            <Link to={way.link.to} className="btn btn--secondary btn--small">
              {way.link.label}
            </Link>
          </li>
        ))}
      </ul>

      <section className="section" aria-labelledby="community-follow">
        <h2 id="community-follow" className="section__title">
          Follow us
        </h2>
        <p className="section__lead">
          We post the best deals of the day and answer questions on social media.
        </p>
        <ul className="social-buttons">
          {SOCIAL_PROFILES.map((profile) => {
            const Icon = ICONS[profile.id] ?? FacebookIcon;
            return (
              <li key={profile.id}>
                <a
                  className="btn btn--secondary"
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon size={18} />
                  {profile.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section prose" aria-labelledby="community-guidelines">
        <h2 id="community-guidelines">Community guidelines</h2>
        <ul>
          <li>
            Share real deals only: the price must be available to everyone, not a one-off account offer.
          </li>
          <li>Be kind and constructive. Disagreements about a deal are fine; personal attacks are not.</li>
          <li>No spam, referral codes or self-promotion without saying so.</li>
          <li>Never post personal details, yours or anyone else's.</li>
        </ul>
      </section>
    </PageShell>
  );
}
