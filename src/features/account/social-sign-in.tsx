import {
  ACCOUNT_PROMPTS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialButtonLabel,
} from '@shared/account/account-texts';
import { useState } from 'react';
import { socialSignInUrl } from './api/auth-api';
import { FormNotice } from './form-notice';
import { describeFailure } from './use-account-submit';

/**
 * The Google and Facebook buttons. Each asks the server to start that sign-in; when the site's operator
 * has not set the provider up, the server says so and the button's message says it plainly.
 */
export function SocialSignIn({ kind }: { kind: 'signIn' | 'signUp' }) {
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const start = async (provider: SocialProvider) => {
    setPending(true);
    setMessage('');
    try {
      window.location.assign(await socialSignInUrl(provider));
    } catch (error) {
      setMessage(describeFailure(error));
      setPending(false);
    }
  };
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
            disabled={pending}
            onClick={() => void start(provider)}
          >
            {socialButtonLabel(kind, provider)}
          </button>
        ))}
      </div>
      <FormNotice kind="info">{message}</FormNotice>
    </div>
  );
}
