import { CONTACT_NOT_CONFIGURED } from '@shared/contact-texts';

/** Said plainly while no e-mail service is configured, instead of a form that would go nowhere. */
export function ContactUnavailable() {
  return (
    <section className="contact-form card" aria-labelledby="contact-unavailable-title">
      <h2 id="contact-unavailable-title">{CONTACT_NOT_CONFIGURED.title}</h2>
      <p>
        {CONTACT_NOT_CONFIGURED.text}{' '}
        <a href={`mailto:${CONTACT_NOT_CONFIGURED.email}`}>{CONTACT_NOT_CONFIGURED.email}</a>.
      </p>
    </section>
  );
}
