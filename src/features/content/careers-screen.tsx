import { BriefcaseIcon, ClockIcon, GlobeIcon, LightbulbIcon, ShieldCheckIcon } from '@components/icons';
import { PageShell } from '@components/page-shell';
import { APPLY_NOW_LABEL, BENEFITS, CAREERS_EMAIL, OPEN_POSITIONS } from '@shared/site/content-constants';
import { PAGES } from '@shared/site/pages';
import { SITE_TITLE } from '@shared/site/site';
import type { ReactNode } from 'react';

const BENEFIT_ICONS: Record<string, ReactNode> = {
  health: <ShieldCheckIcon size={24} />,
  'flexible-hours': <ClockIcon size={24} />,
  remote: <GlobeIcon size={24} />,
  learning: <LightbulbIcon size={24} />,
};

const applyHref = (title: string) =>
  `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`;

export function CareersScreen() {
  return (
    <PageShell
      page={PAGES.careers}
      lead={`Help millions of shoppers find real savings. ${SITE_TITLE} is a small, remote team that ships often and cares about the details.`}
    >
      <section className="section" aria-labelledby="careers-benefits">
        <h2 id="careers-benefits" className="section__title">
          Benefits
        </h2>
        <p className="section__lead">What you can count on when you join us.</p>
        <ul className="grid grid--4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.id} className="card">
              <span className="card__icon">{BENEFIT_ICONS[benefit.id]}</span>
              <h3 className="card__title">{benefit.title}</h3>
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="careers-positions">
        <h2 id="careers-positions" className="section__title">
          Open positions
        </h2>
        <ul className="job-list">
          {OPEN_POSITIONS.map((position) => (
            <li key={position.id} className="card job">
              <div className="job__main">
                <span className="card__icon">
                  <BriefcaseIcon size={24} />
                </span>
                <div>
                  <h3 className="card__title">{position.title}</h3>
                  <ul className="job__facts" aria-label="Position details">
                    <li className="badge">{position.department}</li>
                    <li className="badge">{position.location}</li>
                    <li className="badge">{position.type}</li>
                  </ul>
                  <p className="muted">
                    Build the fast, accessible screens that shoppers use every day: React, TypeScript and a
                    strong eye for performance on real phones.
                  </p>
                </div>
              </div>
              <a
                className="btn btn--primary"
                href={applyHref(position.title)}
                aria-label={`${APPLY_NOW_LABEL}: ${position.title}`}
              >
                {APPLY_NOW_LABEL}
              </a>
            </li>
          ))}
        </ul>
        <p className="muted">
          Applying opens an e-mail to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>: attach your CV
          or a link to your work and tell us what you would improve first. Don't see your role? Write to us
          anyway.
        </p>
      </section>
    </PageShell>
  );
}
