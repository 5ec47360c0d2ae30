// The form's values, kept in IndexedDB as they are typed (src/lib/db/draft-store.ts), so a reload or
// going offline never loses them. A share into the app fills in what it brought over the kept draft.
import { clearDraft, readDraft, saveDraft } from '@lib/db/draft-store';
import { EMPTY_SUBMISSION, SUBMISSION_FIELDS, type SubmissionDraft } from '@shared/community/submission';
import { storeFromLink } from '@shared/deal/deal-link';
import { useCallback, useEffect, useState } from 'react';

const DRAFT_KEY = 'submission';

const fromStored = (stored: Record<string, string> | undefined): SubmissionDraft => {
  const draft = { ...EMPTY_SUBMISSION };
  for (const field of SUBMISSION_FIELDS) {
    const value = stored?.[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return draft;
};

export interface SubmissionDraftState {
  /** undefined until the kept draft has been read. */
  draft: SubmissionDraft | undefined;
  change: (field: keyof SubmissionDraft, value: string) => void;
  replace: (draft: SubmissionDraft) => void;
  clear: () => Promise<void>;
}

export function useSubmissionDraft(shared: Partial<SubmissionDraft> | null): SubmissionDraftState {
  const [draft, setDraft] = useState<SubmissionDraft>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the share is read once, when the page opens.
  useEffect(() => {
    let active = true;
    readDraft(DRAFT_KEY)
      .catch(() => undefined)
      .then((stored) => {
        if (!active) return;
        const next = { ...fromStored(stored), ...shared };
        setDraft(next);
        if (shared) saveDraft(DRAFT_KEY, next).catch(() => {});
      });
    return () => {
      active = false;
    };
  }, []);

  const keep = useCallback((next: SubmissionDraft) => {
    setDraft(next);
    // Storage can be full or disabled; the form still holds the text.
    saveDraft(DRAFT_KEY, next).catch(() => {});
  }, []);

  const change = useCallback(
    (field: keyof SubmissionDraft, value: string) =>
      setDraft((current) => {
        const next = { ...(current ?? EMPTY_SUBMISSION), [field]: value };
        // The store follows the link's host until the member types one of their own.
        if (field === 'link') {
          const before = storeFromLink(current?.link ?? '');
          if (!current?.store || current.store === before) next.store = storeFromLink(value);
        }
        saveDraft(DRAFT_KEY, next).catch(() => {});
        return next;
      }),
    [],
  );

  const clear = useCallback(async () => {
    setDraft({ ...EMPTY_SUBMISSION });
    await clearDraft(DRAFT_KEY).catch(() => {});
  }, []);

  return { draft, change, replace: keep, clear };
}
