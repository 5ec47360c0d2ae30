import { SearchBox } from '@components/search-box';
import { paths } from '@config/paths';
import { useSendSearch } from '@features/search/use-send-search';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from '@shared/layout-texts';

/** The header's search form: its text stays local; the search page reads the query from the URL. */
export function HeaderSearch({ className }: { className?: string }) {
  const sendSearch = useSendSearch();
  return (
    <SearchBox
      action={paths.searchFor('')}
      className={className}
      label={SEARCH_LABEL}
      placeholder={SEARCH_PLACEHOLDER}
      onSearch={sendSearch}
    />
  );
}
