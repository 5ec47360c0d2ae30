import { AdSlotPlace } from '@app/layout/ad-slot-place';
import { PageNotFound } from '@app/page-not-found';
import { CategoryScreen } from '@features/listing/category-screen';
import { ALL_CATEGORIES } from '@features/listing/use-listing-params';
import { PricesAsOf } from '@features/pwa/prices-as-of';
import { isCategorySlug } from '@shared/deal/categories';
import { useParams } from 'react-router-dom';
import { useSyncStatus } from '../use-sync-status';

/**
 * /category, /category/{slug} and /deals/{slug}: 'all' or no slug lists every deal; a slug that is no
 * category of the site is an unknown address.
 */
export default function CategoryRoute() {
  const { category = ALL_CATEGORIES } = useParams();
  const sync = useSyncStatus();
  if (category !== ALL_CATEGORIES && !isCategorySlug(category)) return <PageNotFound />;
  return (
    <CategoryScreen
      pricesNote={<PricesAsOf />}
      adAfterFirstRow={<AdSlotPlace placement="listing" />}
      key={category}
      slug={category}
      sync={sync}
      notFound={<PageNotFound />}
    />
  );
}
