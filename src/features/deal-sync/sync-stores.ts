// After each deal sync: the store directory (every store and its live codes), fetched when it changed
// (ETag) and kept on this device, so the store pages and their codes open offline. A failure is logged and
// leaves the kept copy as it was; it never fails the deal sync.
import { saveStoreDirectory, storeDirectoryEtag } from '@lib/db/store-directory-store';
import { fetchJson } from '@lib/http';
import { parseStoreDirectory } from '@shared/store/store-directory-parser';
import { STORES_ENDPOINT } from '@shared/store/store-requests';

export async function syncStoreDirectory(signal?: AbortSignal): Promise<'stored' | 'unchanged' | 'failed'> {
  try {
    const response = await fetchJson(STORES_ENDPOINT, { signal, etag: await storeDirectoryEtag() });
    if (response.status === 304) return 'unchanged';
    const parsed = parseStoreDirectory(response.data);
    if (!parsed) throw new Error(`${STORES_ENDPOINT} did not answer a store directory`);
    for (const refused of parsed.rejected) console.warn('A store directory entry was dropped:', refused);
    await saveStoreDirectory(parsed.directory, response.etag);
    return 'stored';
  } catch (error) {
    if ((error as { name?: unknown })?.name === 'AbortError') throw error;
    console.error('The store directory could not be synced:', error);
    return 'failed';
  }
}
