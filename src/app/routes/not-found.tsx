import { NotFoundScreen } from '@features/content/not-found-screen';
import { useSendSearch } from '@features/search/use-send-search';

export default function NotFoundRoute() {
  return <NotFoundScreen onSearch={useSendSearch()} />;
}
