// The names of the stores alert rules follow, from the store directory this device keeps (the deal sync
// fetches it). Until it is here, and for a store it lacks, a store is named after its slug.
import { useCacheQuery } from '@lib/db/use-cache-query';
import type { StoreNameOf } from '@shared/alerts/alert-texts';
import { useCallback } from 'react';

export function useStoreNames(): StoreNameOf {
  const names = useCacheQuery(
    (cache) =>
      cache
        .readStoreDirectory()
        .then(
          (row): Record<string, string> =>
            Object.fromEntries((row?.stores ?? []).map((store) => [store.slug, store.name])),
        )
        // Names are a nicety here: a directory that cannot be read leaves the slugs' names.
        .catch((): Record<string, string> => ({})),
    [],
  );
  return useCallback(
    (slug: string) => (names && Object.hasOwn(names, slug) ? names[slug] : undefined),
    [names],
  );
}
