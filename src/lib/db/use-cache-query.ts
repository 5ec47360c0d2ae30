// A live read of the cache as a hook, like Dexie's useLiveQuery but loading the cache first: the answer of
// `ask`, read again whenever a table it read changes. undefined until the first answer, on the server and
// in the first render alike, so the app's first render matches the page the server drew. After its deps
// change, the previous answer stays until the new one arrives. A failed read is thrown during render, for
// the error boundary.
//
// With `ask` null the cache is not read at all and the answer is `fixed` (the answer a server-drawn page
// came with, src/lib/db/page-answers.ts); once `ask` is given, `fixed` stays the answer until the cache's
// own arrives, so nothing blinks in between, and when the cache's holds the same data it keeps the page's.
import { type DependencyList, startTransition, useEffect, useState } from 'react';
import { type Cache, loadCache } from './load-cache';
import { isSameData } from './same-data';

type Answer<T> = { result?: T } | { error: unknown };

export function useCacheQuery<T>(
  ask: ((cache: Cache) => Promise<T>) | null,
  deps: DependencyList,
  fixed?: T,
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>(() => (fixed === undefined ? {} : { result: fixed }));
  const reading = ask !== null;
  // `ask` is a fresh closure each render; the caller's deps name everything it reads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, as with useMemo.
  useEffect(() => {
    if (!reading) {
      if (fixed !== undefined)
        setAnswer((current) =>
          'result' in current && current.result === fixed ? current : { result: fixed },
        );
      return;
    }
    let stopped = false;
    let subscription: { unsubscribe: () => void } | undefined;
    void loadCache().then((cache) => {
      if (stopped) return;
      subscription = cache
        .liveQuery(() => ask(cache))
        .subscribe({
          // As a transition: a list of cards arriving (a sync landed) is drawn in short slices, so the page
          // stays responsive meanwhile. The same data again keeps the answer, and draws nothing.
          next: (result) =>
            startTransition(() =>
              setAnswer((current) =>
                'result' in current && isSameData(current.result, result) ? current : { result },
              ),
            ),
          error: (error) => setAnswer({ error }),
        });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [reading, fixed, ...deps]);
  if (!reading) return fixed;
  if ('error' in answer) throw answer.error;
  return answer.result;
}
