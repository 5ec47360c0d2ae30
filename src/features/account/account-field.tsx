import { FormField } from '@components/form-field';
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
