import {
  FacebookIcon,
  type IconProps,
  InstagramIcon,
  LogoMark,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  PinterestIcon,
  XLogoIcon,
  YouTubeIcon,
} from '@components/icons';
import { paths } from '@config/paths';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { copyrightLine } from '@shared/site/layout-texts';
import { CONTACT, SITE_TITLE, TAGLINE } from '@shared/site/site';
import { SOCIAL_PROFILES } from '@shared/site/social-links';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

const SOCIAL_ICONS: Record<string, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  x: XLogoIcon,
  instagram: InstagramIcon,
  pinterest: PinterestIcon,
  youtube: YouTubeIcon,
};

const QUICK_LINKS = [
  { to: paths.deals, label: "Today's Best Deals" },
  { to: paths.trending, label: 'Trending' },
  { to: paths.popular, label: 'Popular' },
  { to: paths.categories, label: 'All Categories' },
  { to: paths.stores, label: 'Stores & Codes' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.about, label: 'About Us' },
  { to: paths.careers, label: 'Careers' },
  { to: paths.press, label: 'Press' },
  { to: paths.submit, label: SUBMIT_TEXTS.menuEntry },
];

const SERVICE_LINKS = [
  { to: paths.help, label: 'Help Center' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.shipping, label: 'Shipping' },
  { to: paths.returns, label: 'Returns' },
  { to: paths.track, label: 'Track an Order' },
  { to: paths.support, label: 'Support' },
];

const LEGAL_LINKS = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.sitemap, label: 'Sitemap' },
];

interface FooterProps {
  /** The year of the copyright line; the current year unless a test pins it. */
  year?: number;
}

export function SiteFooter({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            About {SITE_TITLE}
          </h2>
          <Link to={paths.home} className="logo logo--inverse" aria-label={`${SITE_TITLE} home`}>
            <LogoMark size={32} />
            <span className="logo__text" aria-hidden="true">
              Rare<span className="logo__accent">Finds</span>
            </span>
          </Link>
          <p className="site-footer__tagline">{TAGLINE}</p>
          <p>
            {SITE_TITLE} gathers discounts from trusted retailers in one place. Every deal is verified before
            it is listed, the site is free to use, and we earn through affiliate partnerships: a small
            commission from the retailer when you buy through our links, at no extra cost to you.
          </p>
          <ul className="social-links" aria-label="Follow us">
            {SOCIAL_PROFILES.map((profile) => {
              const Icon = SOCIAL_ICONS[profile.id] ?? FacebookIcon;
              return (
                <li key={profile.id}>
                  <a
                    className="social-link"
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE_TITLE} on ${profile.name}`}
                  >
                    <Icon size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Customer Service" links={SERVICE_LINKS} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <ul className="site-footer__contact">
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>
            </li>
            <li>
              <PhoneIcon size={18} />
              <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            </li>
            <li>
              <MapPinIcon size={18} />
              <span>{CONTACT.city}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="site-footer__bottom-inner container">
          <p className="site-footer__copyright">{copyrightLine(year)}</p>
          <nav aria-label="Legal">
            <ul className="site-footer__legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
