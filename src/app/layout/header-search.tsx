import { SearchBox } from '@components/search-box';
import { paths } from '@config/paths';
import { useSendSearch } from '@features/search/use-send-search';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from '@shared/site/layout-texts';
import { screens } from '../route-table';

/**
 * The search screen's code starts loading when the shopper turns to the search box, so a submitted
 * search waits for nothing but the search itself. A failed load (offline) is retried by the navigation.
 */
const loadSearchScreen = () => void screens.search().catch(() => {});

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
      onFocus={loadSearchScreen}
    />
  );
}
