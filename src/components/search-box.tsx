import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from './icons';

interface SearchBoxProps {
  /** Called with the trimmed query; never called for a blank one. */
  onSearch: (query: string) => void;
  label: string;
  placeholder: string;
  /** Show the label to sighted users too (the header keeps it for screen readers only). */
  visibleLabel?: boolean;
  initialValue?: string;
  className?: string;
  buttonLabel?: string;
}

/** A labelled search form whose text lives in local state until it is submitted. */
export function SearchBox({
  onSearch,
  label,
  placeholder,
  visibleLabel = false,
  initialValue = '',
  className,
  buttonLabel = 'Search',
}: SearchBoxProps) {
  const [query, setQuery] = useState(initialValue);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) onSearch(trimmed);
  };

  return (
    // The search role on a form, rather than <search>, keeps the landmark in browsers without <search>.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      role="search"
      aria-label={label}
      className={['search-box', className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className={visibleLabel ? 'search-box__label' : 'sr-only'}>
        {label}
      </label>
      <div className="search-box__field">
        <SearchIcon className="search-box__icon" size={18} />
        <input
          id={inputId}
          className="search-box__input"
          type="search"
          name="q"
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="btn btn--primary search-box__button">
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
