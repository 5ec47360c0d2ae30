import { type ChangeEvent, useId } from 'react';

interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  /** The longest value the shared schema accepts. */
  maxLength: number;
}

/** A required, labelled field of the contact form. */
export function ContactField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  multiline = false,
  autoComplete,
  maxLength,
}: ContactFieldProps) {
  const id = useId();
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          value={value}
          onChange={handle}
          rows={6}
          maxLength={maxLength}
          required
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={handle}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
        />
      )}
    </div>
  );
}
