// The submit page's calls to the server: the duplicate check before sending, the request the outbox sends
// (with the Idempotency-Key made when the member pressed Submit), and a new confirmation link.
import { callApi } from '@lib/api-client';
import {
  type DuplicateCheck,
  duplicateCheckSchema,
  SUBMISSION_API,
  type SubmissionDraft,
} from '@shared/community/submission';
import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';

export async function checkDuplicates(draft: SubmissionDraft): Promise<DuplicateCheck> {
  const answer = await callApi(SUBMISSION_API.check, {
    body: { link: draft.link, title: draft.title, store: draft.store },
  });
  return duplicateCheckSchema.parse(answer);
}

/** The request that submits the deal; kept whole in the outbox until it is answered. */
export const submissionRequest = (draft: SubmissionDraft): OutboxRequest => ({
  url: new URL(SUBMISSION_API.submit, window.location.origin).href,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(draft),
});

export const resendVerification = (email: string) =>
  callApi('/api/auth/send-verification-email', { body: { email } });
