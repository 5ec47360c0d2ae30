import { paths } from '@config/paths';
import { registerFormSchema } from '@shared/account/account-forms';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  ACCOUNT_PROMPTS,
  TERMS_AGREEMENT,
} from '@shared/account/account-texts';
import { Link } from 'react-router-dom';
import { AccountField } from './account-field';
import { signUp } from './api/auth-api';
import { FormNotice } from './form-notice';
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

/**
 * Sign up: name, e-mail, a password of at least 8 characters typed twice, the required terms,
 * Google/Facebook and a link to Sign In. A new account confirms its address through a mailed link.
 */
export function RegisterForm() {
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    registerFormSchema,
    readRegistration,
    async (values) => {
      await signUp(values);
      return ACCOUNT_MESSAGES.registered(values.email);
    },
  );
  return (
    <div className="account-card card">
      <form className="account-form" method="post" onSubmit={onSubmit}>
        <AccountField
          label={ACCOUNT_FIELDS.name}
          name="name"
          type="text"
          autoComplete="name"
          required
          error={errors.name}
        />
        <AccountField
          label={ACCOUNT_FIELDS.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <AccountField
          label={ACCOUNT_FIELDS.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <AccountField
          label={ACCOUNT_FIELDS.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <label className="account-form__check">
          <input type="checkbox" name="agreeToTerms" required /> {TERMS_AGREEMENT.before}{' '}
          <Link to={paths.terms}>{TERMS_AGREEMENT.terms}</Link> {TERMS_AGREEMENT.between}{' '}
          <Link to={paths.privacy}>{TERMS_AGREEMENT.privacy}</Link>
        </label>
        {errors.agreeToTerms ? <p className="form-field__error">{errors.agreeToTerms}</p> : null}
        <button type="submit" className="btn btn--primary account-form__submit" disabled={pending}>
          {ACCOUNT_ACTIONS.createAccount}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
      <SocialSignIn kind="signUp" />
      <p className="account-card__switch">
        {ACCOUNT_PROMPTS.haveAccount} <Link to={paths.login}>{ACCOUNT_ACTIONS.signIn}</Link>
      </p>
    </div>
  );
}
