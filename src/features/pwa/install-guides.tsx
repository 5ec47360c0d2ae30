import { INSTALL_GUIDES } from '@shared/site/pwa-texts';

/** Step-by-step install instructions for Android, iPhone/iPad and desktop browsers. */
export function InstallGuides() {
  return (
    <div className="install-guides grid grid--3">
      {INSTALL_GUIDES.map((guide) => (
        <section key={guide.id} className="card install-guide" aria-labelledby={`install-${guide.id}`}>
          <h2 id={`install-${guide.id}`} className="card__title">
            {guide.platform}
          </h2>
          <ol className="install-guide__steps">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
