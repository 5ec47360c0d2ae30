import { MailIcon, NewspaperIcon } from '@components/icons';
import { PageShell } from '@components/page-shell';
import { formatUsDay } from '@shared/site/intl-formats';
import { PAGES } from '@shared/site/pages';
import { AVERAGE_SAVING_PERCENT, CONTACT, FOUNDED_YEAR, SITE_TITLE, TAGLINE } from '@shared/site/site';
import { useLocation } from 'react-router-dom';

const NEWS = [
  {
    id: 'app',
    date: '2024-11-18',
    title: `${SITE_TITLE} now works offline`,
    text: 'The installable app keeps the latest deals and your wishlist on your device, so you can browse on the train or in the store with no signal.',
  },
  {
    id: 'partners',
    date: '2024-09-03',
    title: 'New retail partners in home, garden and travel',
    text: 'Shoppers can now compare verified deals from more retailers in our fastest-growing categories.',
  },
  {
    id: 'launch',
    date: '2024-03-12',
    title: `${SITE_TITLE} launches to help shoppers find genuine discounts`,
    text: `Founded in ${FOUNDED_YEAR}, ${SITE_TITLE} checks every deal before listing it and shows the original price beside the deal price.`,
  },
] as const;

/** The press page; /support shows it too, with its own canonical address. */
export function PressScreen() {
  const { pathname } = useLocation();
  const page = pathname === PAGES.support.path ? PAGES.support : PAGES.press;
  return (
    <PageShell
      page={page}
      lead={`${SITE_TITLE} is in the news: shoppers have saved ${AVERAGE_SAVING_PERCENT}% on average with deals checked by our team.`}
    >
      <div className="split">
        <section aria-labelledby="press-news">
          <h2 id="press-news" className="section__title">
            Latest news
          </h2>
          <ol className="news-list">
            {NEWS.map((item) => (
              <li key={item.id} className="card news-item">
                <p className="news-item__date">
                  <NewspaperIcon size={16} />
                  <time dateTime={item.date}>{formatUsDay(item.date)}</time>
                </p>
                <h3 className="card__title">{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <aside className="stack" aria-label="Press resources">
          <section className="card" aria-labelledby="press-contact">
            <h2 id="press-contact" className="card__title">
              Media contact
            </h2>
            <p>
              For interviews, data requests and comment, write to our press team. We reply within one working
              day.
            </p>
            <a className="btn btn--primary btn--block" href={`mailto:${CONTACT.pressEmail}`}>
              <MailIcon size={18} />
              {CONTACT.pressEmail}
            </a>
          </section>
          <section className="card" aria-labelledby="press-facts">
            <h2 id="press-facts" className="card__title">
              Fast facts
            </h2>
            <dl className="facts">
              <dt>Founded</dt>
              <dd>{FOUNDED_YEAR}</dd>
              <dt>Headquarters</dt>
              <dd>{CONTACT.city}</dd>
              <dt>Average saving</dt>
              <dd>{AVERAGE_SAVING_PERCENT}%</dd>
              <dt>Tagline</dt>
              <dd>{TAGLINE}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </PageShell>
  );
}
