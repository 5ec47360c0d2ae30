import { type ReactNode, useId } from 'react';

interface AdminFieldProps {
  label: string;
  /** What is wrong with the value, shown under the field and announced with it. */
  error?: string;
  /** The control, given the id, error description and invalid state to carry. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control of a console form with its problem, if any, in words under it. */
export function AdminField({ label, error, children }: AdminFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
