import { CategoryScreen } from '@features/listing/category-screen';
import { ALL_CATEGORIES } from '@features/listing/use-listing-params';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { useParams } from 'react-router-dom';
import { useSyncStatus } from '../use-sync-status';

/** /category, /category/{slug} and /deals/{slug}: 'all' or no slug lists every deal. */
export default function CategoryRoute() {
  const { category = ALL_CATEGORIES } = useParams();
  const sync = useSyncStatus();
  return <CategoryScreen pricesNote={<PricesAsOf />} key={category} slug={category} sync={sync} />;
}
