import {
  DEFAULT_REVIEW_RATING,
  SUBMIT_REVIEW,
  starsLabel,
  WRITE_REVIEW,
  YOUR_RATING,
  YOUR_REVIEW,
} from '@shared/site/screen-texts';
import { type FormEvent, useId, useState } from 'react';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

interface ReviewFormProps {
  onSubmit: (review: { rating: number; text: string }) => Promise<void>;
}

/** A 1-5 star pick and the required review text; the form resets once the review is kept. */
export function ReviewForm({ onSubmit }: ReviewFormProps) {
  const [rating, setRating] = useState<number>(DEFAULT_REVIEW_RATING);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const textId = useId();
  const groupName = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setSaving(true);
    try {
      await onSubmit({ rating, text: trimmed });
      setRating(DEFAULT_REVIEW_RATING);
      setText('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} aria-label={WRITE_REVIEW}>
      <h2 className="review-form__title deal-panel__title">{WRITE_REVIEW}</h2>
      <fieldset className="star-picker">
        <legend>{YOUR_RATING}</legend>
        <div className="star-picker__options">
          {STAR_VALUES.map((value) => (
            <label
              key={value}
              className={`star-picker__option${value <= rating ? ' star-picker__option--lit' : ''}`}
            >
              <input
                type="radio"
                name={groupName}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="star-picker__input"
              />
              <span className="star-picker__star" aria-hidden="true">
                ★
              </span>
              <span className="sr-only">{starsLabel(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={textId}>{YOUR_REVIEW}</label>
        <textarea
          id={textId}
          required
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {SUBMIT_REVIEW}
      </button>
    </form>
  );
}
