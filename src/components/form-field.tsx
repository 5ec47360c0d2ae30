// A labelled form control with its hint and its problem in words under it: both are tied to the control
// (aria-describedby) and a problem marks it invalid (aria-invalid), so a screen reader reads them with the field.
import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The ids that describe a control, or undefined when none does. */
export const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

interface FormFieldProps {
  label: string;
  /** A line of help under the field. */
  hint?: string;
  /** What is wrong with the value, shown under the field and announced with it. */
  error?: string;
  className?: string;
  /** The control, given the id, description and invalid state to carry. */
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const description = describedBy(Boolean(hint) && hintId, Boolean(error) && errorId);
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(description ? { 'aria-describedby': description } : {}),
      })}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="form-field__error">
      {error}
    </p>
  ) : null;
}
