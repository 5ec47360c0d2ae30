import { PageShell } from '@components/page-shell';
import { ContactPage } from '@features/contact/contact-page';
import { CONTACT_HERO } from '@shared/site/contact-texts';
import { PAGES } from '@shared/site/pages';

export default function ContactRoute() {
  return (
    <PageShell
      page={PAGES.contact}
      heading={CONTACT_HERO.heading}
      lead={CONTACT_HERO.lead}
      className="page--contact"
    >
      <ContactPage />
    </PageShell>
  );
}
