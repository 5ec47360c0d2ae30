// What an operator changes on another account: its role (choose, then Save), and disabling or enabling
// it, each asked once more before it is done. The server refuses what is not allowed and says why; the
// reason is shown here as it came.

import { isRole, ROLES, type Role } from '@shared/account/roles';
import type { AdminUser } from '@shared/console/admin-users';
import { ADMIN_USERS_TEXTS, ROLE_NAMES } from '@shared/console/admin-users-texts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { changeRole, disableAccount, enableAccount } from './users-api';

interface AccountActionsProps {
  account: AdminUser;
  /** Called with the notice to show once a change is made. */
  onChanged: (notice: string) => void;
}

export function AccountActions({ account, onChanged }: AccountActionsProps) {
  const [role, setRole] = useState<Role>(account.role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const roleId = useId();
  const disabled = account.disabledAt !== null;
  const name = account.name || account.email;

  // The account as the server answers it after a change.
  useEffect(() => setRole(account.role), [account.role]);

  const run = async (work: () => Promise<AdminUser>, notice: (after: AdminUser) => string) => {
    setBusy(true);
    setError('');
    try {
      const after = await work();
      setConfirming(false);
      onChanged(notice(after));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => changeRole(account.id, role),
      (after) => ADMIN_USERS_TEXTS.roleSaved(after.name || after.email, after.role),
    );
  };

  const toggle = () =>
    void run(
      () => (disabled ? enableAccount(account.id) : disableAccount(account.id)),
      () => (disabled ? ADMIN_USERS_TEXTS.enabledNotice(name) : ADMIN_USERS_TEXTS.disabledNotice(name)),
    );

  return (
    <div className="admin-account__actions">
      {error ? (
        <p className="admin-item__error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="admin-account__role" onSubmit={saveRole}>
        <div className="form-field">
          <label htmlFor={roleId}>{ADMIN_USERS_TEXTS.roleLabel}</label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => {
              if (isRole(event.target.value)) setRole(event.target.value);
            }}
          >
            {ROLES.map((name) => (
              <option key={name} value={name}>
                {ROLE_NAMES[name]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy || role === account.role}>
          {ADMIN_USERS_TEXTS.saveRole}
        </button>
      </form>
      {confirming ? (
        <fieldset className="admin-account__confirm">
          <legend>{disabled ? ADMIN_USERS_TEXTS.confirmEnable : ADMIN_USERS_TEXTS.confirmDisable}</legend>
          <div className="admin-item__actions">
            <button
              type="button"
              className={disabled ? 'btn btn--primary' : 'btn btn--danger'}
              disabled={busy}
              onClick={toggle}
            >
              {disabled ? ADMIN_USERS_TEXTS.yesEnable : ADMIN_USERS_TEXTS.yesDisable}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {ADMIN_USERS_TEXTS.cancel}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="admin-item__actions">
          <button
            type="button"
            className={disabled ? 'btn btn--secondary' : 'btn btn--danger'}
            onClick={() => setConfirming(true)}
          >
            {disabled ? ADMIN_USERS_TEXTS.enable : ADMIN_USERS_TEXTS.disable}
          </button>
        </div>
      )}
    </div>
  );
}
