import { type InputHTMLAttributes, useId } from 'react';

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
}

/** A labelled input of an account form; browser validation (required, email type) applies as given. */
export function AccountField({ label, name, ...input }: AccountFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} {...input} />
    </div>
  );
}
