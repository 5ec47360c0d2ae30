// Choices this device keeps that change how a page is drawn (the listing's view mode, the sample data
// source). The server draws every page in the defaults; a shopper who chose otherwise sees their choice only
// once the app draws the page, so the entry starts the app at load for them.
import { DEFAULT_DATA_SOURCE } from '@shared/deal/data-source';
import { DATA_SOURCE_STORAGE_KEY, VIEW_MODE_STORAGE_KEY } from '@shared/site/storage-keys';
import { DEFAULT_VIEW_MODE } from '@shared/site/view-modes';

const storedOtherThan = (key: string, fallback: string): boolean => {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    return stored !== null && stored !== undefined && stored !== JSON.stringify(fallback);
  } catch {
    // Storage refused (a private mode, a policy): the defaults are what the app would show too.
    return false;
  }
};

/** Whether this device keeps a choice the server's page, drawn in the defaults, does not show. */
export const keepsOtherChoices = (): boolean =>
  storedOtherThan(VIEW_MODE_STORAGE_KEY, DEFAULT_VIEW_MODE) ||
  storedOtherThan(DATA_SOURCE_STORAGE_KEY, DEFAULT_DATA_SOURCE);
