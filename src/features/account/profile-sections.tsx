// The account page's own details: the name, the e-mail address and its state, and the password.

import type { AccountOverview } from '@shared/account/account-api';
import { changePasswordFormSchema, profileFormSchema } from '@shared/account/account-forms';
import { ACCOUNT_FIELDS, ACCOUNT_PAGE_TEXTS } from '@shared/account/account-texts';
import { useAccountAction } from './account-action';
import { AccountField, NewPasswordFields } from './account-field';
import { refreshAccount } from './account-session';
import { changePassword, resendVerification, updateName } from './api/auth-api';
import { FormNotice } from './form-notice';
import { text, useAccountSubmit } from './use-account-submit';

interface SectionProps {
  overview: AccountOverview;
  online: boolean;
}

export function ProfileSection({ overview, online }: SectionProps) {
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    profileFormSchema,
    (data) => ({ name: text(data, 'name') }),
    async (values) => {
      await updateName(values);
      await refreshAccount();
      return ACCOUNT_PAGE_TEXTS.saved;
    },
  );
  return (
    <section className="account-section card" aria-labelledby="account-name">
      <h2 id="account-name">{ACCOUNT_PAGE_TEXTS.profileHeading}</h2>
      <form className="account-form" method="post" onSubmit={onSubmit}>
        <AccountField
          label={ACCOUNT_FIELDS.name}
          name="name"
          defaultValue={overview.member.name}
          key={overview.member.name}
          autoComplete="name"
          required
          error={errors.name}
        />
        <button type="submit" className="btn btn--secondary" disabled={pending || !online}>
          {ACCOUNT_PAGE_TEXTS.saveName}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
    </section>
  );
}

export function EmailSection({ overview, online }: SectionProps) {
  const { run, notice, kind, pending } = useAccountAction();
  const { email, emailVerified } = overview.member;
  return (
    <section className="account-section card" aria-labelledby="account-email">
      <h2 id="account-email">{ACCOUNT_PAGE_TEXTS.emailHeading}</h2>
      <p className="account-email">
        <strong>{email}</strong>{' '}
        <span className={`account-badge account-badge--${emailVerified ? 'ok' : 'warn'}`}>
          {emailVerified ? ACCOUNT_PAGE_TEXTS.verified : ACCOUNT_PAGE_TEXTS.unverified}
        </span>
      </p>
      {emailVerified ? null : (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={pending || !online}
          onClick={() => void run(() => resendVerification(email), ACCOUNT_PAGE_TEXTS.resent)}
        >
          {ACCOUNT_PAGE_TEXTS.resend}
        </button>
      )}
      <FormNotice kind={kind}>{notice}</FormNotice>
    </section>
  );
}

export function PasswordSection({ overview, online }: SectionProps) {
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    changePasswordFormSchema,
    (data) => ({
      currentPassword: text(data, 'currentPassword'),
      newPassword: text(data, 'newPassword'),
      confirmPassword: text(data, 'confirmPassword'),
    }),
    async (values, form) => {
      await changePassword(values);
      form.reset();
      await refreshAccount();
      return ACCOUNT_PAGE_TEXTS.passwordChanged;
    },
  );
  return (
    <section className="account-section card" aria-labelledby="account-password">
      <h2 id="account-password">{ACCOUNT_PAGE_TEXTS.passwordHeading}</h2>
      {overview.hasPassword ? (
        <form className="account-form" method="post" onSubmit={onSubmit}>
          <AccountField
            label={ACCOUNT_PAGE_TEXTS.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields errors={errors} />
          <button type="submit" className="btn btn--secondary" disabled={pending || !online}>
            {ACCOUNT_PAGE_TEXTS.changePassword}
          </button>
          <FormNotice kind={noticeKind}>{notice}</FormNotice>
        </form>
      ) : (
        <p>{ACCOUNT_PAGE_TEXTS.noPassword}</p>
      )}
    </section>
  );
}
