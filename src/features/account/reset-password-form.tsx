import { paths } from '@config/paths';
import { resetPasswordFormSchema } from '@shared/account/account-forms';
import { ACCOUNT_ACTIONS, ACCOUNT_MESSAGES, RESET_PASSWORD_TEXTS } from '@shared/account/account-texts';
import { Link, useSearchParams } from 'react-router-dom';
import { NewPasswordFields } from './account-field';
import { resetPassword } from './api/auth-api';
import { forgetAccount } from './forget-account';
import { FormNotice } from './form-notice';
import { text, useAccountSubmit } from './use-account-submit';
import './account.css';

const readReset = (data: FormData) => ({
  newPassword: text(data, 'newPassword'),
  confirmPassword: text(data, 'confirmPassword'),
});

/** The page a reset mail links to: a new password, typed twice. Every session of the account ends. */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    resetPasswordFormSchema,
    readReset,
    async ({ newPassword }, form) => {
      await resetPassword(token, newPassword);
      form.reset();
      await forgetAccount();
      return ACCOUNT_MESSAGES.resetDone;
    },
  );
  if (!token) {
    return (
      <div className="account-card card">
        <p className="account-notice account-notice--error">{ACCOUNT_MESSAGES.resetNoToken}</p>
        <p className="account-card__switch">
          <Link to={paths.forgotPassword}>{ACCOUNT_ACTIONS.forgotPassword}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-card card">
      <p className="account-card__intro">{RESET_PASSWORD_TEXTS.intro}</p>
      <form className="account-form" method="post" onSubmit={onSubmit}>
        <NewPasswordFields errors={errors} />
        <button type="submit" className="btn btn--primary account-form__submit" disabled={pending}>
          {RESET_PASSWORD_TEXTS.submit}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
      <p className="account-card__switch">
        <Link to={paths.login}>{ACCOUNT_ACTIONS.backToSignIn}</Link>
      </p>
    </div>
  );
}
