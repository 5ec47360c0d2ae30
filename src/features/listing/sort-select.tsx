import { isSortKey, type SortKey } from '@shared/deal/deal-rules';
import { SORT_OPTIONS } from '@shared/deal/deal-texts';
import { SORT_LABEL } from '@shared/site/screen-texts';
import { useId } from 'react';

interface SortSelectProps {
  value: SortKey;
  onChange: (value: SortKey) => void;
}

/** Newest, price low to high, price high to low, biggest savings. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {SORT_LABEL}
      </label>
      <select
        id={id}
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
    </div>
  );
}
