import { Accordion } from '@components/accordion';
import { HelpIcon } from '@components/icons';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { SUPPORT_AVAILABILITY } from '@shared/site/site';
import { Link } from 'react-router-dom';
import { FAQ_ITEMS, faqJsonLd } from './faq-data';

export function FaqScreen() {
  return (
    <PageShell
      page={PAGES.faq}
      className="page--narrow"
      lead="Quick answers about how deals are found, checked and bought."
      seo={{ jsonLd: [faqJsonLd(FAQ_ITEMS)] }}
    >
      <Accordion
        className="faq"
        name="faq"
        headingLevel={2}
        items={FAQ_ITEMS.map((item) => ({
          id: item.id,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
      <aside className="callout" aria-labelledby="faq-more">
        <HelpIcon size={28} className="callout__icon" />
        <div>
          <h2 id="faq-more" className="callout__title">
            Didn't find your answer?
          </h2>
          <p>Our support team is here {SUPPORT_AVAILABILITY} and usually replies within a few hours.</p>
        </div>
        <Link to={paths.contact} className="btn btn--primary">
          Contact Support
        </Link>
      </aside>
    </PageShell>
  );
}
