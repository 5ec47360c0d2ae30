import {
  FacebookIcon,
  type IconProps,
  MailIcon,
  PhoneIcon,
  TelegramIcon,
  WhatsAppIcon,
  XLogoIcon,
} from '@components/icons';
import { useDocumentTitle } from '@components/use-document-title';
import { currentOrigin } from '@lib/current-origin';
import { SHARE_HEADING } from '@shared/site/layout-texts';
import { pageTitle, SITE_TITLE, TAGLINE } from '@shared/site/site';
import { type ShareTargetId, shareTargets } from '@shared/site/social-links';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

const ICONS: Record<ShareTargetId, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  x: XLogoIcon,
  whatsapp: WhatsAppIcon,
  telegram: TelegramIcon,
  email: MailIcon,
  phone: PhoneIcon,
};

/** Links that pass the current page on: social networks, messengers, e-mail, and a phone call to us. */
export function ShareArea() {
  // Re-render on navigation so the links always carry the page being viewed.
  const location = useLocation();
  const url = `${currentOrigin()}${location.pathname}${location.search}`;
  const title = useDocumentTitle(pageTitle(TAGLINE));
  return (
    <section className="share-area" aria-labelledby="share-area-heading">
      <div className="share-area__inner container">
        <h2 id="share-area-heading" className="share-area__heading">
          {SHARE_HEADING}
        </h2>
        <p className="share-area__text">
          Know someone who loves a bargain? Send them this {SITE_TITLE} page.
        </p>
        <ul className="share-area__list">
          {shareTargets(url, title).map((target) => {
            const Icon = ICONS[target.id];
            return (
              <li key={target.id}>
                <a
                  className={`share-link share-link--${target.id}`}
                  href={target.href}
                  aria-label={target.label}
                  title={target.label}
                  {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon size={20} />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
