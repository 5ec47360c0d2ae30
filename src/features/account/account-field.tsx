import { type InputHTMLAttributes, useId } from 'react';

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** What is wrong with the value, shown under the field and announced with it. */
  error?: string;
}

/** A labelled input of an account form; browser validation (required, email type) applies as given. */
export function AccountField({ label, name, error, ...input }: AccountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
