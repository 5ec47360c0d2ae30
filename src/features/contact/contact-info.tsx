import { CONTACT_INFO } from '@shared/site/contact-texts';
import { CONTACT } from '@shared/site/site';
import { SOCIAL_PROFILES } from '@shared/site/social-links';
import { useId } from 'react';

/** The three profiles the contact page links to. */
const CONTACT_SOCIAL = SOCIAL_PROFILES.slice(0, 3);

/** Support e-mail, phone, city and the social profiles. */
export function ContactInfo() {
  const headingId = useId();
  return (
    <section className="contact-info card" aria-labelledby={headingId}>
      <h2 id={headingId}>{CONTACT_INFO.heading}</h2>
      <dl className="contact-info__list">
        <div>
          <dt>{CONTACT_INFO.email}</dt>
          <dd>
            <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{CONTACT_INFO.phone}</dt>
          <dd>
            <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{CONTACT_INFO.location}</dt>
          <dd>{CONTACT.city}</dd>
        </div>
      </dl>
      <h3 className="contact-info__social-heading">{CONTACT_INFO.social}</h3>
      <ul className="contact-info__social">
        {CONTACT_SOCIAL.map((profile) => (
          <li key={profile.id}>
            <a href={profile.href} target="_blank" rel="noopener noreferrer">
              {profile.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
