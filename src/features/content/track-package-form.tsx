import { TruckIcon } from '@components/icons';
import { TRACK_PACKAGE_LABEL, TRACKING_NUMBER_LABEL } from '@shared/site/content-constants';
import { type FormEvent, useId, useState } from 'react';
import { CARRIERS, normaliseTrackingNumber } from './carriers';

/**
 * A tracking-number form. Packages are shipped by the retailer, not by us, so submitting explains
 * that plainly and offers the carriers' own tracking pages for the number entered.
 */
export function TrackPackageForm() {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = normaliseTrackingNumber(value);
    setSubmitted(number || null);
  };

  return (
    <div className="track">
      <form className="track__form" onSubmit={submit}>
        <div className="form-field track__field">
          <label htmlFor={inputId}>{TRACKING_NUMBER_LABEL}</label>
          <input
            id={inputId}
            name="tracking"
            value={value}
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 1Z999AA10123456784"
            aria-describedby={hintId}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={hintId} className="form-field__hint">
            You'll find it in the shipping confirmation e-mail from the retailer.
          </p>
        </div>
        <button type="submit" className="btn btn--primary track__button">
          <TruckIcon size={18} />
          {TRACK_PACKAGE_LABEL}
        </button>
      </form>
      <div aria-live="polite">
        {submitted ? (
          <div className="notice notice--info track__result">
            <TruckIcon size={22} />
            <div>
              <p>
                <strong>Orders are shipped and tracked by the retailer you bought from.</strong> Open the
                shipping confirmation e-mail or your order page on the retailer's site for the latest status.
                You can also look up <span className="track__number">{submitted}</span> directly with the
                carrier:
              </p>
              <ul className="track__carriers">
                {CARRIERS.map((carrier) => (
                  <li key={carrier.id}>
                    <a
                      className="btn btn--secondary btn--small"
                      href={carrier.trackingUrl(submitted)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Track with {carrier.name}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
