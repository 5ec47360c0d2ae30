// The privacy page's promises on the account page: download everything held about you, delete it all.

import { paths } from '@config/paths';
import { showToast } from '@lib/toast';
import { ACCOUNT_API, type AccountOverview, DATA_EXPORT_FILE_NAME } from '@shared/account/account-api';
import { deleteAccountRequestSchema } from '@shared/account/account-forms';
import { ACCOUNT_PAGE_TEXTS } from '@shared/account/account-texts';
import { useNavigate } from 'react-router-dom';
import { AccountField } from './account-field';
import { deleteAccount } from './api/auth-api';
import { forgetAccount } from './forget-account';
import { FormNotice } from './form-notice';
import { text, useAccountSubmit } from './use-account-submit';

export function DataSection() {
  return (
    <section className="account-section card" aria-labelledby="account-data">
      <h2 id="account-data">{ACCOUNT_PAGE_TEXTS.dataHeading}</h2>
      <p>{ACCOUNT_PAGE_TEXTS.dataIntro}</p>
      {/* A plain link: the browser downloads the server's answer as a file. */}
      <a className="btn btn--secondary" href={ACCOUNT_API.dataExport} download={DATA_EXPORT_FILE_NAME}>
        {ACCOUNT_PAGE_TEXTS.download}
      </a>
    </section>
  );
}

export function DeleteAccountSection({ overview, online }: { overview: AccountOverview; online: boolean }) {
  const navigate = useNavigate();
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    deleteAccountRequestSchema,
    (data) => (overview.hasPassword ? { password: text(data, 'password') } : {}),
    async ({ password }) => {
      await deleteAccount(password);
      await forgetAccount();
      showToast('success', ACCOUNT_PAGE_TEXTS.deleted);
      navigate(paths.home);
      return ACCOUNT_PAGE_TEXTS.deleted;
    },
  );
  return (
    <section className="account-section card account-section--danger" aria-labelledby="account-delete">
      <h2 id="account-delete">{ACCOUNT_PAGE_TEXTS.deleteHeading}</h2>
      <p>{ACCOUNT_PAGE_TEXTS.deleteIntro}</p>
      <form className="account-form" method="post" onSubmit={onSubmit}>
        {overview.hasPassword ? (
          <AccountField
            label={ACCOUNT_PAGE_TEXTS.deletePassword}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
        ) : null}
        <button type="submit" className="btn btn--danger" disabled={pending || !online}>
          {ACCOUNT_PAGE_TEXTS.deleteButton}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
    </section>
  );
}
