// What to be told about a watched product: any drop, a target price, a drop of at least N %, back in stock,
// the lowest in 90 days. The /watch form and each watch's Edit rules on /account/watches draw the same fields.
import { describedBy, FieldError } from '@components/form-field';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useId } from 'react';
import type { RuleErrors, RuleValues } from './rule-values';

interface RuleFieldsProps {
  values: RuleValues;
  errors: RuleErrors;
  onChange: (values: RuleValues) => void;
  /** The currency the target price is in, when the page stated one. */
  currency: string | null;
  disabled?: boolean;
}

const CHECKS = ['anyDrop', 'backInStock', 'lowest90'] as const;

export function RuleFields({ values, errors, onChange, currency, disabled }: RuleFieldsProps) {
  const id = useId();
  const set = (changes: Partial<RuleValues>) => onChange({ ...values, ...changes });
  const amountField = (name: 'targetPrice' | 'minDropPercent', label: string, step: string) => {
    const errorId = `${id}-${name}-error`;
    const error = errors[name];
    return (
      <div className="form-field watch-rules__amount">
        <label htmlFor={`${id}-${name}`}>
          {label}
          {name === 'targetPrice' && currency ? ` (${currency})` : ''}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="number"
          inputMode="decimal"
          min={name === 'targetPrice' ? '0.01' : '1'}
          max={name === 'targetPrice' ? undefined : '90'}
          step={step}
          value={values[name]}
          disabled={disabled}
          onChange={(event) => set({ [name]: event.currentTarget.value })}
          {...(error ? { 'aria-invalid': true } : {})}
          aria-describedby={describedBy(Boolean(error) && errorId)}
        />
        <FieldError id={errorId} error={error} />
      </div>
    );
  };
  const rulesErrorId = `${id}-rules-error`;
  const checkbox = (name: (typeof CHECKS)[number]) => (
    <label key={name} className="checkbox">
      <input
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={(event) => set({ [name]: event.currentTarget.checked })}
      />
      <span>{WATCH_TEXTS[name]}</span>
    </label>
  );
  return (
    <fieldset
      className="watch-rules"
      aria-describedby={describedBy(Boolean(errors.rules) && rulesErrorId)}
      disabled={disabled}
    >
      <legend>{WATCH_TEXTS.rulesHeading}</legend>
      {CHECKS.slice(0, 1).map(checkbox)}
      <div className="watch-rules__amounts">
        {amountField('targetPrice', WATCH_TEXTS.targetPrice, '0.01')}
        {amountField('minDropPercent', WATCH_TEXTS.minDropPercent, '1')}
      </div>
      {CHECKS.slice(1).map(checkbox)}
      <FieldError id={rulesErrorId} error={errors.rules} />
    </fieldset>
  );
}
