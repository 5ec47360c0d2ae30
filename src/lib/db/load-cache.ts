// Screens draw their loading state first, exactly as the server drew the page, so the app's first render
// needs no IndexedDB code. The cache module (Dexie and the stores, ~31 KB gzip) loads once, on the first
// read or write, which the hooks start only after that render has been committed. Offline before it
// arrived, reads and writes wait (screens keep their loading state) until it has.
import { importWithRetry } from '@lib/retry-import';

export type Cache = typeof import('./cache');

let loading: Promise<Cache> | undefined;

export function loadCache(): Promise<Cache> {
  loading ??= importWithRetry(() => import('./cache'), 'The deal cache');
  return loading;
}
