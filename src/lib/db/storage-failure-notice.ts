// On the page, a storage failure is told with a toast (once per page load, see storage-errors.ts).
import { showToast } from '@lib/toast';
import { STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '@shared/worker-protocol/sync-texts';
import { setStorageFailureNotice } from './storage-errors';

const STORAGE_TOAST_ID = 'deal-storage';

setStorageFailureNotice((kind) =>
  showToast('warning', kind === 'quota' ? STORAGE_FULL_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE, {
    id: STORAGE_TOAST_ID,
  }),
);
