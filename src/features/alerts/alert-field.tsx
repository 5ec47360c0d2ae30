// A labelled control, or a group of controls, of the alert forms with its hint and its problem in words
// under it: the problem is tied to the control (aria-describedby) and marks it invalid (aria-invalid), so a
// screen reader reads it with the field.
import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

interface AlertFieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The control, given its id, description and invalid state to carry. */
  children: (control: ControlProps) => ReactNode;
}

export function AlertField({ label, hint, error, className, children }: AlertFieldProps) {
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

export interface GroupControlProps {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface AlertFieldsetProps {
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The group's controls, each given the group's invalid state and description to carry. */
  children: (control: GroupControlProps) => ReactNode;
}

/**
 * A group of checkboxes or radios under one legend. The group is described by its hint and problem; each
 * control carries the invalid state (a fieldset may not).
 */
export function AlertFieldset({ legend, hint, error, className, children }: AlertFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const description = describedBy(Boolean(hint) && hintId, Boolean(error) && errorId);
  return (
    <fieldset
      className={['alert-form__group', className].filter(Boolean).join(' ')}
      aria-describedby={description}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="form-field__hint alert-form__group-hint">
          {hint}
        </p>
      ) : null}
      {children({
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
