import { NotFoundScreen } from '@features/content/not-found-screen';
import { useSendSearch } from '@features/search/use-send-search';

/** The not-found screen with its search box sending to the search screen (the app composes the two features). */
export function PageNotFound() {
  return <NotFoundScreen onSearch={useSendSearch()} />;
}
