// A member's public profile for its page: the one the server drew the page with, while the page's answers
// are in use, otherwise fetched (the profile is not kept on the device: offline, the page says so).
import { type MemberProfile, memberProfileApi } from '@shared/discovery/member-profile';
import { useEffect, useState } from 'react';
import { usePageAnswer } from './db/page-answers';
import { fetchJson, HttpError } from './http';

export type ProfileAnswer =
  | { state: 'loading' }
  | { state: 'found'; profile: MemberProfile }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

export function useMemberProfile(handle: string): ProfileAnswer {
  // null: the server drew the page and found no profile at this handle (the page says so, with a 404).
  const fromPage = usePageAnswer<MemberProfile | null>(
    `profile:${handle.toLowerCase()}`,
    (_reader, _now, source) =>
      source.profile && source.profile.handle.toLowerCase() === handle.toLowerCase() ? source.profile : null,
  );
  // Kept past the end of the page's answers (a deal sync ends them): the profile does not come from the cache.
  const [pageCopy] = useState(fromPage);
  const drawn = fromPage !== undefined ? fromPage : pageCopy;
  const [fetched, setFetched] = useState<ProfileAnswer>({ state: 'loading' });
  useEffect(() => {
    if (drawn !== undefined) return;
    let current = true;
    fetchJson<MemberProfile>(memberProfileApi(handle)).then(
      (response) => {
        if (current && response.status === 200) setFetched({ state: 'found', profile: response.data });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof HttpError && error.status === 404) setFetched({ state: 'missing' });
        else setFetched({ state: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [handle, drawn]);
  if (drawn === null) return { state: 'missing' };
  return drawn ? { state: 'found', profile: drawn } : fetched;
}
