// Recognising the storage failures the app survives (quota, IndexedDB missing or broken) and telling the
// shopper once per page load. How they are told is set where they can be (storage-failure-notice.ts, on
// the page); the deal sync's worker passes its failures on to the page.

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

export type StorageFailureKind = 'quota' | 'unavailable';

type Notice = (kind: StorageFailureKind) => void;

let notice: Notice | null = null;
let untold: StorageFailureKind | null = null;
let whenUntold: () => void = () => {};
let reported = false;

/**
 * How the shopper is told of a storage failure (a toast on the page, a message from a worker). A failure
 * that came before there was a way to tell (the page's app not loaded yet) is told now.
 */
export function setStorageFailureNotice(tell: Notice): void {
  notice = tell;
  if (untold) tell(untold);
  untold = null;
}

/** Called when a failure comes and nothing can tell it yet: the entry starts the app, whose toast will. */
export function onUntoldStorageFailure(callback: () => void): void {
  whenUntold = callback;
}

/** Tells the shopper the first time only; later failures are only logged. */
export function reportStorageFailure(error: unknown): void {
  console.warn('Deals are kept in memory because they could not be stored:', error);
  noticeStorageFailure(isQuotaError(error) ? 'quota' : 'unavailable');
}

/** The same for a failure already logged elsewhere (the sync's worker). */
export function noticeStorageFailure(kind: StorageFailureKind): void {
  if (reported) return;
  reported = true;
  if (notice) notice(kind);
  else {
    untold = kind;
    whenUntold();
  }
}
