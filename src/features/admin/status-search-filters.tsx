// The filter-and-search form above a console list (messages, comments): a status select that applies at
// once and a text search, both written into the address so the list reloads from it.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from './list-params';

export interface StatusSearchTexts<Filter extends string> {
  filterLabel: string;
  searchLabel: string;
  search: string;
  filters: Record<Filter, string>;
}

interface StatusSearchFiltersProps<Filter extends string> {
  /** Prefixes the fields' ids, which must be unique on the page. */
  idPrefix: string;
  filters: readonly Filter[];
  /** The filter an address without `status` means; it stays out of the address. */
  defaultFilter: Filter;
  status: Filter;
  q: string;
  searchMax: number;
  texts: StatusSearchTexts<Filter>;
  /** Further parameters a new search clears (e.g. the record open). */
  clears?: readonly string[];
}

export function StatusSearchFilters<Filter extends string>({
  idPrefix,
  filters,
  defaultFilter,
  status,
  q,
  searchMax,
  texts,
  clears = [],
}: StatusSearchFiltersProps<Filter>) {
  const [params, setParams] = useSearchParams();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = String(form.get('status'));
    setParams(
      withParams(params, {
        status: chosen === defaultFilter ? undefined : chosen,
        q: String(form.get('q')).trim(),
        page: undefined,
        ...Object.fromEntries(clears.map((name) => [name, undefined])),
      }),
    );
  };

  return (
    <form className="admin-filters" onSubmit={search}>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-status`}>{texts.filterLabel}</label>
        <select
          id={`${idPrefix}-status`}
          name="status"
          defaultValue={status}
          key={status}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {texts.filters[filter]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-q`}>{texts.searchLabel}</label>
        <input id={`${idPrefix}-q`} name="q" type="search" defaultValue={q} key={q} maxLength={searchMax} />
      </div>
      <button type="submit" className="btn btn--secondary">
        {texts.search}
      </button>
    </form>
  );
}
