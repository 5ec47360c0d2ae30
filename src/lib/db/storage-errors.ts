// Recognising the storage failures the app survives (quota, IndexedDB missing or broken) and telling the
// shopper once per page load.
import { showToast } from '@lib/toast';
import { STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '@shared/sync-messages';

const UNAVAILABLE_NAMES = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
]);

/** Dexie wraps the browser's error (inner, failures of a bulk operation); look through the wrappers. */
function causes(error: unknown, depth = 0): unknown[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const { inner, failures } = error as { inner?: unknown; failures?: unknown };
  const nested = [inner, ...(Array.isArray(failures) ? failures : [])];
  return [error, ...nested.flatMap((cause) => causes(cause, depth + 1))];
}

const nameOf = (error: unknown) => (error as { name?: unknown }).name;

export const isQuotaError = (error: unknown): boolean =>
  causes(error).some(
    (cause) => nameOf(cause) === 'QuotaExceededError' || (cause as { code?: unknown }).code === 22,
  );

export const isStorageUnavailable = (error: unknown): boolean =>
  causes(error).some((cause) => UNAVAILABLE_NAMES.has(String(nameOf(cause))));

/** Failures after which the app carries on from memory instead of failing the sync. */
export const isStorageFailure = (error: unknown): boolean =>
  isQuotaError(error) || isStorageUnavailable(error);

const STORAGE_TOAST_ID = 'deal-storage';
let reported = false;

/** Shows the storage notice the first time only; later failures are only logged. */
export function reportStorageFailure(error: unknown): void {
  console.warn('Deals are kept in memory because they could not be stored:', error);
  if (reported) return;
  reported = true;
  showToast('warning', isQuotaError(error) ? STORAGE_FULL_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE, {
    id: STORAGE_TOAST_ID,
  });
}
