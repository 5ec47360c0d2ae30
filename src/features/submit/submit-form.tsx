// The submit form. Validate here with the server's own rules (field errors in words), ask the server
// about duplicates when the link or title is filled in, and send through the outbox: the write is kept
// in IndexedDB with an Idempotency-Key made now, sent at once when online, or when the connection is back
// (also from the service worker), and arrives once however often it is sent.

import { DealFields } from '@components/deal-fields';
import { paths } from '@config/paths';
import { discardOutboxEntry, type OutboxEntry } from '@lib/db/outbox-store';
import { useOnlineStatus } from '@lib/online-status';
import { queueWrite } from '@lib/outbox/outbox';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import {
  type DuplicateCheck,
  type SubmissionDraft,
  type SubmissionField,
  submissionFieldErrors,
  submissionSchema,
  submitAnswerSchema,
} from '@shared/community/submission';
import { SUBMIT_LABELS, SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { checkDuplicates, submissionRequest } from './api/submission-api';
import { DuplicateNotice } from './duplicate-notice';
import { KeptSubmissions } from './kept-submissions';
import { useSubmissionDraft } from './use-submission-draft';

type Outcome = 'offline' | 'received' | 'live';

const OUTCOME_TEXT: Record<Outcome, string> = {
  offline: SUBMIT_TEXTS.queuedOffline,
  received: SUBMIT_TEXTS.received,
  live: SUBMIT_TEXTS.publishedAtOnce,
};

export function SubmitForm({ shared }: { shared: Partial<SubmissionDraft> | null }) {
  const online = useOnlineStatus();
  const { draft, change, replace, clear } = useSubmissionDraft(shared);
  const [errors, setErrors] = useState<Partial<Record<keyof SubmissionDraft, string>>>({});
  const [check, setCheck] = useState<DuplicateCheck | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  // How the submission just made ended, whichever tab or the service worker sent it. The listener is
  // there before anything is queued, so even an answer that comes at once is heard.
  const sentId = useRef<number | null>(null);
  useEffect(
    () =>
      onOutboxEvent(({ kind, id, outcome: result }) => {
        if (kind !== 'submission' || id !== sentId.current) return;
        if (result.type === 'offline') setOutcome('offline');
        if (result.type === 'sent') {
          const answer = submitAnswerSchema.safeParse(safeJson(result.body));
          setOutcome(answer.success && answer.data.status === 'live' ? 'live' : 'received');
        }
        // A refusal is shown with its reason in the list of kept submissions.
        if (result.type === 'rejected') setOutcome(null);
      }),
    [],
  );

  // A share opens the page with a link: look for duplicates at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the kept draft or the share first arrives.
  useEffect(() => {
    if (draft?.link && online) askAboutDuplicates(draft);
  }, [draft === undefined]);

  if (!draft) return <p className="page-loading">{SUBMIT_TEXTS.loading}</p>;

  function askAboutDuplicates(values: SubmissionDraft) {
    if (!values.link.trim() || !navigator.onLine) return;
    checkDuplicates(values)
      .then(setCheck)
      // The server checks again when the deal arrives; a failed check only loses the early hint.
      .catch(() => {});
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const parsed = submissionSchema().safeParse(draft);
    if (!parsed.success) {
      setErrors(submissionFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (check?.alreadyListed) return;
    setSending(true);
    setOutcome(null);
    try {
      sentId.current = await queueWrite({
        kind: 'submission',
        payload: { ...draft },
        request: submissionRequest(draft),
        key: crypto.randomUUID(),
      });
      if (!navigator.onLine) setOutcome('offline');
      setCheck(null);
      await clear();
    } finally {
      setSending(false);
    }
  }

  function editKept(entry: OutboxEntry) {
    replace({ ...draft!, ...(entry.payload as Partial<SubmissionDraft>) });
    discardOutboxEntry(entry.id).catch(() => {});
    setOutcome(null);
    askAboutDuplicates(entry.payload as SubmissionDraft);
  }

  function changeField(name: SubmissionField, value: string) {
    // A changed link or title needs a new check; the old answer would block or warn about another deal.
    if (name === 'link' || name === 'title' || name === 'store') setCheck(null);
    change(name, value);
  }

  return (
    <>
      {outcome ? (
        <p className="submit-notice submit-notice--info" role="status">
          {OUTCOME_TEXT[outcome]}
        </p>
      ) : null}
      <KeptSubmissions onEdit={editKept} />
      <form className="submit-form card" noValidate onSubmit={onSubmit}>
        <p className="submit-form__intro">{SUBMIT_TEXTS.intro}</p>
        <p className="submit-form__intro">
          {SUBMIT_TEXTS.codesElsewhere} <Link to={paths.stores}>{SUBMIT_TEXTS.codesLink}</Link>
        </p>
        {Object.keys(errors).length > 0 ? (
          <p className="submit-notice submit-notice--error" role="alert">
            {SUBMIT_TEXTS.fixFields}
          </p>
        ) : null}
        <DealFields
          values={draft}
          errors={errors}
          onChange={changeField}
          onLeave={() => askAboutDuplicates(draft)}
          afterTitle={<DuplicateNotice check={check} />}
          rowClassName="submit-form__row"
        />
        <p className="submit-form__hint">{SUBMIT_TEXTS.draftKept}</p>
        <button
          type="submit"
          className="btn btn--primary submit-form__submit"
          disabled={sending || Boolean(check?.alreadyListed)}
        >
          {sending ? SUBMIT_LABELS.sending : SUBMIT_LABELS.submit}
        </button>
      </form>
    </>
  );
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
