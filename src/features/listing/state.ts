// The listing's view mode: chosen once, kept for every listing and across visits.
import { DEFAULT_VIEW_MODE, isViewMode, type ViewMode } from '@shared/site/screen-texts';
import { VIEW_MODE_STORAGE_KEY } from '@shared/site/storage-keys';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export { VIEW_MODE_STORAGE_KEY };

// The server renders pages without storage; they show the default mode there.
const jsonStorage = createJSONStorage<ViewMode>(() => globalThis.localStorage);

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
    // Read once mounted, not at the first render: the page the server drew (in the default mode) must match
    // the app's first render. The stored mode applies in the same moment, before the cards have loaded.
    getOnInit: false,
  },
);
