import { BellIcon, HandshakeIcon, PiggyBankIcon, ShieldCheckIcon } from '@components/icons';
import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { AVERAGE_SAVING_PERCENT, FOUNDED_YEAR, SITE_TITLE, TAGLINE } from '@shared/site/site';
import { Link } from 'react-router-dom';

const FEATURES = [
  {
    id: 'verified',
    icon: <ShieldCheckIcon size={26} />,
    title: 'Verified Deals',
    text: 'Every deal is checked against the retailer before it goes live: the real original price, the real discount and the real end date.',
  },
  {
    id: 'partners',
    icon: <HandshakeIcon size={26} />,
    title: 'Trusted Partners',
    text: 'We only work with established retailers that ship reliably, take returns and treat their customers fairly.',
  },
  {
    id: 'savings',
    icon: <PiggyBankIcon size={26} />,
    title: 'Best Savings',
    text: `Shoppers who buy through ${SITE_TITLE} save ${AVERAGE_SAVING_PERCENT}% on average compared with the regular price.`,
  },
] as const;

interface AboutScreenProps {
  onSubscribe: () => void;
}

export function AboutScreen({ onSubscribe }: AboutScreenProps) {
  return (
    <PageShell page={PAGES.about} lead={`${SITE_TITLE}: ${TAGLINE}.`}>
      <section className="hero about-hero" aria-labelledby="about-mission">
        <p className="eyebrow eyebrow--inverse">Our mission</p>
        <h2 id="about-mission">Help every shopper pay less for the things they love.</h2>
        <p>
          Great deals are scattered across hundreds of shops and buried under expired codes. We bring the
          genuine ones together, check them, and put them in front of you in seconds, so saving money takes
          less time than spending it.
        </p>
      </section>

      <section className="section" aria-labelledby="about-why">
        <h2 id="about-why" className="section__title">
          Why shoppers choose {SITE_TITLE}
        </h2>
        <ul className="grid grid--3">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="card">
              <span className="card__icon">{feature.icon}</span>
              <h3 className="card__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <dl className="stats">
          <div className="stat">
            <dt>Average saving</dt>
            <dd>{AVERAGE_SAVING_PERCENT}%</dd>
          </div>
          <div className="stat">
            <dt>Founded</dt>
            <dd>{FOUNDED_YEAR}</dd>
          </div>
          <div className="stat">
            <dt>Cost to you</dt>
            <dd>$0</dd>
          </div>
        </dl>
      </section>

      <section className="section split" aria-labelledby="about-story">
        <div className="prose">
          <h2 id="about-story" className="section__title">
            Our story
          </h2>
          <p>
            {SITE_TITLE} was founded in {FOUNDED_YEAR} by a small group of friends who were tired of opening
            twenty tabs to find out whether a "sale" was really a sale. We started with a shared spreadsheet
            of prices we had checked ourselves. Friends asked for it, then their friends did, and the
            spreadsheet became this site.
          </p>
          <p>
            We still work the same way: real people check the deals, we show the original price next to the
            deal price so you can judge the saving, and we mark a deal as expired the moment it ends. The site
            is free because retailers pay us a small commission when you buy through our links. That never
            changes what you pay, and it never decides which deals we list.
          </p>
        </div>
        <aside id="subscribe" className="card subscribe-card" aria-labelledby="about-subscribe">
          <span className="card__icon">
            <BellIcon size={26} />
          </span>
          <h2 id="about-subscribe" className="card__title">
            Never miss a deal
          </h2>
          <p>Pick the categories you care about and hear about new deals in them first.</p>
          <button type="button" className="btn btn--primary btn--block" onClick={onSubscribe}>
            Subscribe Now
          </button>
          <p className="muted subscribe-card__note">
            Questions first? <Link to={paths.faq}>Read the FAQ</Link>.
          </p>
        </aside>
      </section>
    </PageShell>
  );
}
