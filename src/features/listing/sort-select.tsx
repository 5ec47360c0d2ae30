import { SUBMIT_ON_CHANGE_ATTRIBUTE } from '@lib/submit-on-change';
import { isSortKey, type SortKey } from '@shared/deal/deal-rules';
import { SORT_OPTIONS } from '@shared/deal/deal-texts';
import { SORT_LABEL } from '@shared/site/screen-texts';
import { useId } from 'react';
import { SORT_PARAM } from './use-listing-params';

interface SortSelectProps {
  value: SortKey;
  onChange: (value: SortKey) => void;
  /** The address's other choices a new sort keeps (the category tab), as the form's hidden fields. */
  keep?: Record<string, string>;
}

/**
 * Newest, price low to high, price high to low, biggest savings. A GET form, so a choice made before the
 * app is there loads the server's page in that order (the entry submits it on change); the app keeps it
 * in the address itself.
 */
export function SortSelect({ value, onChange, keep = {} }: SortSelectProps) {
  const id = useId();
  return (
    <form method="get" className="sort-select" {...{ [SUBMIT_ON_CHANGE_ATTRIBUTE]: '' }}>
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id} className="sort-select__label">
        {SORT_LABEL}
      </label>
      <select
        id={id}
        name={SORT_PARAM}
        className="sort-select__control"
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </form>
  );
}
