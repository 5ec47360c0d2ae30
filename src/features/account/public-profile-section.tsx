// The member's public profile: the handle their profile's address carries, and whether it is shown.

import { paths } from '@config/paths';
import { callApi } from '@lib/api-client';
import {
  PROFILE_SETTINGS_API,
  type ProfileSettings,
  profileSettingsSchema,
} from '@shared/discovery/member-profile';
import { PROFILE_TEXTS as T } from '@shared/discovery/member-profile-texts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountField } from './account-field';
import { FormNotice } from './form-notice';
import { text, useAccountSubmit } from './use-account-submit';

export function PublicProfileSection({ online }: { online: boolean }) {
  const [settings, setSettings] = useState<{ handle: string | null; profileHidden: boolean } | null>(null);
  useEffect(() => {
    if (!online) return;
    let current = true;
    callApi<{ handle: string | null; profileHidden: boolean }>(PROFILE_SETTINGS_API).then(
      (answer) => current && setSettings(answer),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [online]);
  const { onSubmit, notice, noticeKind, errors, pending } = useAccountSubmit(
    profileSettingsSchema,
    (data) => ({ handle: text(data, 'handle'), profileHidden: data.get('profileHidden') === 'on' }),
    async (values: ProfileSettings) => {
      const saved = await callApi<ProfileSettings>(PROFILE_SETTINGS_API, { method: 'PUT', body: values });
      setSettings(saved);
      return T.saved;
    },
  );
  return (
    <section className="account-section card" aria-labelledby="account-public-profile">
      <h2 id="account-public-profile">{T.settingsHeading}</h2>
      <form className="account-form" method="post" onSubmit={onSubmit} key={settings?.handle ?? ''}>
        <AccountField
          label={T.handle}
          name="handle"
          defaultValue={settings?.handle ?? ''}
          autoComplete="username"
          required
          minLength={3}
          maxLength={30}
          error={errors.handle}
        />
        <label className="account-checkbox">
          <input type="checkbox" name="profileHidden" defaultChecked={settings?.profileHidden ?? false} />{' '}
          {T.hide}
        </label>
        <button type="submit" className="btn btn--secondary" disabled={pending || !online}>
          {T.save}
        </button>
        <FormNotice kind={noticeKind}>{notice}</FormNotice>
      </form>
      {settings?.handle && !settings.profileHidden ? (
        <p>
          <Link to={paths.member(settings.handle)}>{T.view}</Link>
        </p>
      ) : null}
    </section>
  );
}
