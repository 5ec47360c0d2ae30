// Passkeys on the account page: the list, with rename and remove, and adding one on this device.

import type { AccountOverview, PasskeySummary } from '@shared/account/account-api';
import { passkeyNameSchema } from '@shared/account/account-forms';
import { ACCOUNT_PAGE_TEXTS, FIELD_ERRORS, PASSKEY_TEXTS } from '@shared/account/account-texts';
import { formatUsDate } from '@shared/site/intl-formats';
import { type FormEvent, useState } from 'react';
import { useAccountAction } from './account-action';
import { AccountField } from './account-field';
import { refreshAccount } from './account-session';
import { addPasskey, removePasskey, renamePasskey } from './api/passkey-api';
import { FormNotice } from './form-notice';

const formatDate = (iso: string) => formatUsDate(new Date(iso));

/** The name typed in a form's `name` field, checked; null (and the form says why) when it does not pass. */
const readName = (event: FormEvent<HTMLFormElement>): string | null => {
  event.preventDefault();
  const parsed = passkeyNameSchema.safeParse(new FormData(event.currentTarget).get('name'));
  return parsed.success ? parsed.data : null;
};

function PasskeyItem({ passkey, online }: { passkey: PasskeySummary; online: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState('');
  const { run, notice, kind, pending } = useAccountAction();
  const label = passkey.name ?? 'Passkey';
  const onRename = async (event: FormEvent<HTMLFormElement>) => {
    const name = readName(event);
    if (!name) return setError(FIELD_ERRORS.passkeyName);
    setError('');
    await run(async () => {
      await renamePasskey(passkey.id, name);
      await refreshAccount();
      setRenaming(false);
    }, PASSKEY_TEXTS.renamed);
  };
  return (
    <li className="account-list__item">
      {renaming ? (
        <form className="account-inline-form" onSubmit={(event) => void onRename(event)}>
          <AccountField
            label={PASSKEY_TEXTS.nameLabel}
            name="name"
            defaultValue={passkey.name ?? ''}
            error={error}
          />
          <button type="submit" className="btn btn--secondary" disabled={pending || !online}>
            {PASSKEY_TEXTS.save}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setRenaming(false)}>
            {PASSKEY_TEXTS.cancel}
          </button>
        </form>
      ) : (
        <>
          <span className="account-list__label">
            <strong>{label}</strong>{' '}
            <span className="account-list__meta">added {formatDate(passkey.createdAt)}</span>
          </span>
          <span className="account-list__actions">
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={`${PASSKEY_TEXTS.rename} ${label}`}
              disabled={!online}
              onClick={() => setRenaming(true)}
            >
              {PASSKEY_TEXTS.rename}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={`${PASSKEY_TEXTS.remove} ${label}`}
              disabled={pending || !online}
              onClick={() =>
                void run(async () => {
                  await removePasskey(passkey.id);
                  await refreshAccount();
                }, PASSKEY_TEXTS.removed)
              }
            >
              {PASSKEY_TEXTS.remove}
            </button>
          </span>
        </>
      )}
      <FormNotice kind={kind}>{notice}</FormNotice>
    </li>
  );
}

export function PasskeysSection({ overview, online }: { overview: AccountOverview; online: boolean }) {
  const [error, setError] = useState('');
  const { run, notice, kind, pending } = useAccountAction();
  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = readName(event);
    if (!name) return setError(FIELD_ERRORS.passkeyName);
    setError('');
    await run(async () => {
      await addPasskey(name);
      form.reset();
      await refreshAccount();
    }, PASSKEY_TEXTS.added);
  };
  return (
    <section className="account-section card" aria-labelledby="account-passkeys">
      <h2 id="account-passkeys">{ACCOUNT_PAGE_TEXTS.passkeysHeading}</h2>
      {overview.passkeys.length === 0 ? (
        <p>{PASSKEY_TEXTS.none}</p>
      ) : (
        <ul className="account-list">
          {overview.passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} online={online} />
          ))}
        </ul>
      )}
      <form className="account-inline-form" onSubmit={(event) => void onAdd(event)}>
        <AccountField label={PASSKEY_TEXTS.nameLabel} name="name" defaultValue="This device" error={error} />
        <button type="submit" className="btn btn--secondary" disabled={pending || !online}>
          {PASSKEY_TEXTS.add}
        </button>
      </form>
      <FormNotice kind={kind}>{notice}</FormNotice>
    </section>
  );
}
