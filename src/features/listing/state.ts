// The listing's view mode: chosen once, kept for every listing and across visits.
import { DEFAULT_VIEW_MODE, isViewMode, type ViewMode } from '@shared/screen-texts';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export const VIEW_MODE_STORAGE_KEY = 'rarefinds:view-mode';

const jsonStorage = createJSONStorage<ViewMode>(() => localStorage);

/** A stored value from an older version or a hand edit falls back to the default instead of breaking the grid. */
const viewModeStorage: typeof jsonStorage = {
  ...jsonStorage,
  getItem: (key, initialValue) => {
    const stored: unknown = jsonStorage.getItem(key, initialValue);
    return isViewMode(stored) ? stored : initialValue;
  },
};

export const viewModeAtom = atomWithStorage<ViewMode>(
  VIEW_MODE_STORAGE_KEY,
  DEFAULT_VIEW_MODE,
  viewModeStorage,
  {
    // Read at first render so a returning shopper never sees the grid flash before their list.
    getOnInit: true,
  },
);
