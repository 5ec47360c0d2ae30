import { FormField } from '@components/form-field';
import { ACCOUNT_PAGE_TEXTS } from '@shared/account/account-texts';
import type { InputHTMLAttributes } from 'react';

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** What is wrong with the value, shown under the field and announced with it. */
  error?: string;
}

/** A labelled input of an account form; browser validation (required, email type) applies as given. */
export function AccountField({ label, name, error, ...input }: AccountFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => <input {...control} name={name} {...input} />}
    </FormField>
  );
}

/**
 * A new password and the same again, as a password reset and a password change ask for them; the browser's
 * password manager offers to make one (autocomplete new-password).
 */
export function NewPasswordFields({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <>
      <AccountField
        label={ACCOUNT_PAGE_TEXTS.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword}
      />
      <AccountField
        label={ACCOUNT_PAGE_TEXTS.confirmNewPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
