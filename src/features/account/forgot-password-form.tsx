import { paths } from '@config/paths';
import { forgotPasswordFormSchema } from '@shared/account/account-forms';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  ACCOUNT_PROMPTS,
} from '@shared/account/account-texts';
import { Link } from 'react-router-dom';
import { AccountField } from './account-field';
import { requestPasswordReset } from './api/auth-api';
import { FormNotice } from './form-notice';
import { text, useAccountSubmit } from './use-account-submit';
import './account.css';

const readRequest = (data: FormData) => ({ email: text(data, 'email') });

/**
 * Asks for the account's e-mail address to send a reset link to. The answer is the same whether or not
 * an account has the address, so the form never tells who has an account.
 */
export function ForgotPasswordForm() {
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    forgotPasswordFormSchema,
    readRequest,
    async ({ email }) => {
      await requestPasswordReset(email);
      return ACCOUNT_MESSAGES.resetRequested;
    },
  );
  return (
    <div className="account-card card">
      <p className="account-card__intro">{ACCOUNT_PROMPTS.resetHelp}</p>
      <form className="account-form" method="post" onSubmit={onSubmit}>
        <AccountField
          label={ACCOUNT_FIELDS.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <button type="submit" className="btn btn--primary account-form__submit" disabled={pending}>
          {ACCOUNT_ACTIONS.sendResetLink}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
      <p className="account-card__switch">
        <Link to={paths.login}>{ACCOUNT_ACTIONS.backToSignIn}</Link>
      </p>
    </div>
  );
}
