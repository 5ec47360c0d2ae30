import {
  ACCOUNT_PROMPTS,
  SOCIAL_PROVIDERS,
  socialButtonLabel,
  socialNotAvailable,
} from '@shared/account-texts';
import { useState } from 'react';

/** The Google and Facebook buttons; they say plainly that these sign-ins are not available yet. */
export function SocialSignIn({ kind }: { kind: 'signIn' | 'signUp' }) {
  const [message, setMessage] = useState('');
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <span>{ACCOUNT_PROMPTS.or}</span>
      </p>
      <div className="social-sign-in__buttons">
        {SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className="btn btn--secondary social-sign-in__button"
            onClick={() => setMessage(socialNotAvailable(provider))}
          >
            {socialButtonLabel(kind, provider)}
          </button>
        ))}
      </div>
      {/* Present from the start so screen readers announce the message when it appears. */}
      <p className="account-notice account-notice--info" role="status">
        {message}
      </p>
    </div>
  );
}
