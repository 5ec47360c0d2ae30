import { paths } from '@config/paths';
import { registerFormSchema } from '@shared/account-forms';
import { ACCOUNT_ACTIONS, ACCOUNT_FIELDS, ACCOUNT_PROMPTS, TERMS_AGREEMENT } from '@shared/account-texts';
import { Link } from 'react-router-dom';
import { AccountField } from './account-field';
import { SocialSignIn } from './social-sign-in';
import { text, useAccountSubmit } from './use-account-submit';
import './account.css';

const readRegistration = (data: FormData) => ({
  name: text(data, 'name'),
  email: text(data, 'email'),
  password: text(data, 'password'),
  confirmPassword: text(data, 'confirmPassword'),
  agreeToTerms: data.get('agreeToTerms') === 'on',
});

/** Sign up: name, e-mail, password twice, the required terms, Google/Facebook and a link to Sign In. */
export function RegisterForm() {
  const { onSubmit, notice, pending } = useAccountSubmit('register', registerFormSchema, readRegistration);
  return (
    <div className="account-card card">
      <form className="account-form" onSubmit={onSubmit}>
        <AccountField label={ACCOUNT_FIELDS.name} name="name" type="text" autoComplete="name" required />
        <AccountField label={ACCOUNT_FIELDS.email} name="email" type="email" autoComplete="email" required />
        <AccountField
          label={ACCOUNT_FIELDS.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <AccountField
          label={ACCOUNT_FIELDS.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <label className="account-form__check">
          <input type="checkbox" name="agreeToTerms" required /> {TERMS_AGREEMENT.before}{' '}
          <Link to={paths.terms}>{TERMS_AGREEMENT.terms}</Link> {TERMS_AGREEMENT.between}{' '}
          <Link to={paths.privacy}>{TERMS_AGREEMENT.privacy}</Link>
        </label>
        <button type="submit" className="btn btn--primary account-form__submit" disabled={pending}>
          {ACCOUNT_ACTIONS.createAccount}
        </button>
        <p className="account-notice account-notice--info" role="status">
          {notice}
        </p>
      </form>
      <SocialSignIn kind="signUp" />
      <p className="account-card__switch">
        {ACCOUNT_PROMPTS.haveAccount} <Link to={paths.login}>{ACCOUNT_ACTIONS.signIn}</Link>
      </p>
    </div>
  );
}
