import { PUSH_TEXTS } from '@shared/alerts/alert-texts';

/** Safari on iPhone and iPad shows notifications only for the app opened from the Home Screen: how to get there. */
export function IosHomeScreenHelp() {
  return (
    <div className="alert-ios-help">
      <p className="alert-ios-help__heading">
        <strong>{PUSH_TEXTS.iosHeading}</strong>
      </p>
      <p>{PUSH_TEXTS.iosIntro}</p>
      <ol>
        {PUSH_TEXTS.iosSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
