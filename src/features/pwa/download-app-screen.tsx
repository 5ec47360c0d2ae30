import { PageShell } from '@components/page-shell';
import { APP_VERSION } from '@lib/pwa/app-version';
import { PAGES } from '@shared/site/pages';
import { APP_BENEFITS, appVersionText } from '@shared/site/pwa-texts';
import { InstallGuides } from './install-guides';
import { InstallStatus } from './install-status';
import './pwa.css';

/** /download-app: install in one tap where the browser allows it, and how to install everywhere else. */
export function DownloadAppScreen() {
  return (
    <PageShell page={PAGES.downloadApp} lead={PAGES.downloadApp.description} className="download-app">
      <InstallStatus />
      <section className="section" aria-labelledby="why-install">
        <h2 id="why-install" className="section__title">
          Why install RareFinds
        </h2>
        <ul className="download-app__benefits">
          {APP_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="how-to-install">
        <h2 id="how-to-install" className="section__title">
          How to install
        </h2>
        <InstallGuides />
      </section>
      <p className="download-app__version muted">{appVersionText(APP_VERSION)}</p>
    </PageShell>
  );
}
