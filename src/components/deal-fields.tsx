// The fields that describe a deal, shared by the shopper's submit form and the console's deal form: the same
// names, limits and layout, so a deal is entered the same way by both. Each form keeps its own state, its
// checks and its answer; it hands these fields the values, the problems to show and what to do on a change.

import { FormField } from '@components/form-field';
import { SUBMISSION_LIMITS, type SubmissionDraft, type SubmissionField } from '@shared/community/submission';
import { SUBMIT_LABELS } from '@shared/community/submission-texts';
import { CATEGORIES, categoryName } from '@shared/deal/categories';
import type { ReactNode } from 'react';

interface DealFieldsProps {
  values: SubmissionDraft;
  errors: Partial<Record<SubmissionField, string>>;
  onChange: (name: SubmissionField, value: string) => void;
  /** Labels of the fields where a form words one otherwise (the console's optional description). */
  labels?: Partial<Record<SubmissionField, string>>;
  /** Called as the link, the title or the store is left: the submit form looks for duplicates then. */
  onLeave?: () => void;
  /** Shown under the title (the submit form's word on duplicates). */
  afterTitle?: ReactNode;
  /** The class of each row of two fields: each form lays its rows out in its own card. */
  rowClassName: string;
  /** The console also takes a path on this site (/images/…), which a URL field would call invalid. */
  imageMayBePath?: boolean;
}

export function DealFields({
  values,
  errors,
  onChange,
  labels: relabelled,
  onLeave,
  afterTitle,
  rowClassName,
  imageMayBePath = false,
}: DealFieldsProps) {
  const labels = { ...SUBMIT_LABELS, ...relabelled };
  const field = (name: SubmissionField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const urlKeyboard = { type: 'url', inputMode: 'url' } as const;

  return (
    <>
      <FormField label={labels.link} error={errors.link}>
        {(control) => (
          <input
            {...control}
            {...field('link')}
            {...urlKeyboard}
            maxLength={SUBMISSION_LIMITS.link}
            placeholder="https://"
            onBlur={onLeave}
          />
        )}
      </FormField>
      <FormField label={labels.title} error={errors.title}>
        {(control) => (
          <input {...control} {...field('title')} maxLength={SUBMISSION_LIMITS.title} onBlur={onLeave} />
        )}
      </FormField>
      {afterTitle}
      <div className={rowClassName}>
        <FormField label={labels.currentPrice} error={errors.currentPrice}>
          {(control) => <input {...control} {...field('currentPrice')} inputMode="decimal" />}
        </FormField>
        <FormField label={labels.originalPrice} error={errors.originalPrice}>
          {(control) => <input {...control} {...field('originalPrice')} inputMode="decimal" />}
        </FormField>
      </div>
      <div className={rowClassName}>
        <FormField label={labels.store} error={errors.store}>
          {(control) => (
            <input {...control} {...field('store')} maxLength={SUBMISSION_LIMITS.store} onBlur={onLeave} />
          )}
        </FormField>
        <FormField label={labels.category} error={errors.category}>
          {(control) => (
            <select {...control} {...field('category')}>
              <option value="">{labels.chooseCategory}</option>
              {CATEGORIES.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
              {/* A deal imported with a category of its own keeps showing it until another is chosen. */}
              {values.category && !CATEGORIES.some((category) => category.slug === values.category) ? (
                <option value={values.category}>{categoryName(values.category)}</option>
              ) : null}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={labels.description} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            {...field('description')}
            rows={5}
            maxLength={SUBMISSION_LIMITS.description}
          />
        )}
      </FormField>
      <div className={rowClassName}>
        <FormField label={labels.expiry} error={errors.expiry}>
          {(control) => <input {...control} {...field('expiry')} type="date" />}
        </FormField>
        <FormField label={labels.imageUrl} error={errors.imageUrl}>
          {(control) => (
            <input
              {...control}
              {...field('imageUrl')}
              {...(imageMayBePath ? {} : urlKeyboard)}
              maxLength={SUBMISSION_LIMITS.imageUrl}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
