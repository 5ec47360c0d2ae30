import { type FormEvent, useId } from 'react';
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
  /** Where the form goes before the app has taken over a server-drawn page (a plain GET with ?q=). */
  action?: string;
  /** Called when the form gets the focus: a search is likely, and what it needs can start loading. */
  onFocus?: () => void;
}

/** A labelled search form; its text is read from the form when it is submitted. */
export function SearchBox({
  onSearch,
  label,
  placeholder,
  visibleLabel = false,
  initialValue = '',
  className,
  buttonLabel = 'Search',
  action,
  onFocus,
}: SearchBoxProps) {
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // From the form rather than from state: text typed into a server-drawn page before the app took it
    // over is in the field, not in any state.
    const trimmed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (trimmed) onSearch(trimmed);
  };

  return (
    // The search role on a form, rather than <search>, keeps the landmark in browsers without <search>.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      role="search"
      action={action}
      // With an address, the form works without the app (app-intent.ts leaves GET forms to the browser).
      method={action ? 'get' : undefined}
      aria-label={label}
      className={['search-box', className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onFocus={onFocus}
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
          defaultValue={initialValue}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn--primary search-box__button">
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
