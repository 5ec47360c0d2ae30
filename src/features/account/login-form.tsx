import { paths } from '@config/paths';
import { loginFormSchema } from '@shared/account/account-forms';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_FIELDS,
  ACCOUNT_PROMPTS,
  PASSKEY_TEXTS,
} from '@shared/account/account-texts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountField } from './account-field';
import { refreshAccount } from './account-session';
import { signIn } from './api/auth-api';
import { signInWithPasskey } from './api/passkey-api';
import { FormNotice } from './form-notice';
import { SocialSignIn } from './social-sign-in';
import { describeFailure, text, useAccountSubmit } from './use-account-submit';
import './account.css';

const readLogin = (data: FormData) => ({
  email: text(data, 'email'),
  password: text(data, 'password'),
  rememberMe: data.get('rememberMe') === 'on',
});

/** Only a path on this site: a sign-in never sends the member elsewhere. */
const safeNext = (next: string | null): string =>
  next?.startsWith('/') && !next.startsWith('//') ? next : paths.account;

/**
 * Sign in: e-mail, password, remember me (a 30-day sign-in; without it, until the browser closes), a
 * passkey instead, a Forgot Password link, Google/Facebook and a link to Sign Up.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const [passkeyNotice, setPasskeyNotice] = useState('');
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    loginFormSchema,
    readLogin,
    async (values) => {
      await signIn(values);
      await refreshAccount(values.rememberMe);
      navigate(next);
      return undefined;
    },
  );
  const withPasskey = async () => {
    setPasskeyNotice('');
    try {
      await signInWithPasskey();
      // A passkey sign-in is remembered, like one with Remember me.
      await refreshAccount(true);
      navigate(next);
    } catch (error) {
      setPasskeyNotice(describeFailure(error));
    }
  };
  return (
    <div className="account-card card">
      {/* Every account form posts: should the browser ever submit one itself (the app not yet in charge of
          the server-drawn page), a password must never land in the address, the history or a log. */}
      <form className="account-form" method="post" onSubmit={onSubmit} noValidate={false}>
        <AccountField
          label={ACCOUNT_FIELDS.email}
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          error={errors.email}
        />
        <AccountField
          label={ACCOUNT_FIELDS.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="account-form__row">
          <label className="account-form__check">
            <input type="checkbox" name="rememberMe" /> {ACCOUNT_FIELDS.rememberMe}
          </label>
          <Link to={paths.forgotPassword}>{ACCOUNT_ACTIONS.forgotPassword}</Link>
        </div>
        <button type="submit" className="btn btn--primary account-form__submit" disabled={pending}>
          {ACCOUNT_ACTIONS.signIn}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
      <div className="passkey-sign-in">
        <button
          type="button"
          className="btn btn--secondary account-form__submit"
          onClick={() => void withPasskey()}
        >
          {PASSKEY_TEXTS.signIn}
        </button>
        <FormNotice kind="error">{passkeyNotice}</FormNotice>
      </div>
      <SocialSignIn kind="signIn" />
      <p className="account-card__switch">
        {ACCOUNT_PROMPTS.noAccount} <Link to={paths.register}>{ACCOUNT_ACTIONS.signUp}</Link>
      </p>
    </div>
  );
}
