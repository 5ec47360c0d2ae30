// A group of controls of the alert forms with its hint and its problem in words under it (a single control
// is a FormField).
import { describedBy, FieldError } from '@components/form-field';
import { CATEGORIES, type CategorySlug } from '@shared/deal/categories';
import { type ReactNode, useId } from 'react';

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

interface CategoryChecksProps {
  control: GroupControlProps;
  isChosen: (slug: CategorySlug) => boolean;
  onToggle: (slug: CategorySlug) => void;
  disabled?: boolean;
}

/** A checkbox for each of the site's categories, inside an AlertFieldset. */
export function CategoryChecks({ control, isChosen, onToggle, disabled }: CategoryChecksProps) {
  return CATEGORIES.map((category) => (
    <label key={category.slug} className="alert-form__check">
      <input
        type="checkbox"
        name="categories"
        value={category.slug}
        checked={isChosen(category.slug)}
        disabled={disabled}
        onChange={() => onToggle(category.slug)}
        {...control}
      />
      {category.name}
    </label>
  ));
}
