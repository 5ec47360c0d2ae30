import { CategoriesScreen } from '@features/listing/categories-screen';
import { useSyncStatus } from '../use-sync-status';

export default function CategoriesRoute() {
  return <CategoriesScreen sync={useSyncStatus()} />;
}
