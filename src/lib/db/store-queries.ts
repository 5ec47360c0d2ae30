// The store directory as screens read it: the part a page needs (`pick`), from the page the server drew
// while its answers are in use, then from this device's copy (store-directory-store.ts) once that copy is
// at least as new as the page. null when this device holds no copy and the page brought none (a first
// visit offline): the screen says the stores load once online.
import type { StoreDirectory } from '@shared/store/store';
import { useState } from 'react';
import { usePageAnswer, usePageAnswersTime } from './page-answers';
import { useCacheQuery } from './use-cache-query';

export function useStoreDirectoryPart<T>(
  key: string,
  pick: (directory: StoreDirectory) => T,
): T | null | undefined {
  const fromPage = usePageAnswer(`stores:${key}`, (_reader, _now, source) =>
    source.stores ? pick(source.stores) : undefined,
  );
  const pageTime = usePageAnswersTime();
  // Kept past the end of the page's answers, until the device's own copy is newer.
  const [pageCopy] = useState(() =>
    fromPage === undefined ? undefined : { answer: fromPage, at: pageTime?.getTime() ?? 0 },
  );
  const stored = useCacheQuery(
    (cache) =>
      cache
        .readStoreDirectory()
        .then((row) => (row ? { answer: pick(row), at: row.fetchedAt } : null))
        .catch(() => null),
    [key],
  );
  if (fromPage !== undefined) return fromPage;
  if (stored && (!pageCopy || stored.at >= pageCopy.at)) return stored.answer;
  if (pageCopy) return pageCopy.answer;
  return stored === null ? null : undefined;
}
