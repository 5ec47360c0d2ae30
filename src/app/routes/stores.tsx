import { StoresScreen } from '@features/listing/stores-screen';
import { useSyncStatus } from '../use-sync-status';

/** /stores: every store, with its live deals and codes. */
export default function StoresRoute() {
  return <StoresScreen sync={useSyncStatus()} />;
}
