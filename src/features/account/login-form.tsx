import { paths } from '@config/paths';
import { loginFormSchema } from '@shared/account-forms';
import { ACCOUNT_ACTIONS, ACCOUNT_FIELDS, ACCOUNT_PROMPTS } from '@shared/account-texts';
import { Link } from 'react-router-dom';
import { AccountField } from './account-field';
import { SocialSignIn } from './social-sign-in';
import { text, useAccountSubmit } from './use-account-submit';
import './account.css';

const readLogin = (data: FormData) => ({
  email: text(data, 'email'),
  password: text(data, 'password'),
  rememberMe: data.get('rememberMe') === 'on',
});

/** Sign in: e-mail, password, remember me, a Forgot Password link, Google/Facebook and a link to Sign Up. */
export function LoginForm() {
  const { onSubmit, notice, pending } = useAccountSubmit('login', loginFormSchema, readLogin);
  return (
    <div className="account-card card">
      <form className="account-form" onSubmit={onSubmit}>
        <AccountField label={ACCOUNT_FIELDS.email} name="email" type="email" autoComplete="email" required />
        <AccountField
          label={ACCOUNT_FIELDS.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
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
        <p className="account-notice account-notice--info" role="status">
          {notice}
        </p>
      </form>
      <SocialSignIn kind="signIn" />
      <p className="account-card__switch">
        {ACCOUNT_PROMPTS.noAccount} <Link to={paths.register}>{ACCOUNT_ACTIONS.signUp}</Link>
      </p>
    </div>
  );
}
