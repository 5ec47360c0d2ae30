import { EMAIL_STATUS_TEXTS, emailStatusText, NETWORK_ERROR_STATUS } from '@shared/site/contact-texts';

export interface SendFailure {
  /** The e-mail client's status; 0 when the request never got an answer. */
  status: number;
  /** The text for the user (spec §8). */
  reason: string;
  /** No connection: worth keeping the message and sending it later. */
  network: boolean;
}

const hasStatus = (error: unknown): error is { status: number; text?: unknown } =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

/**
 * Maps what the e-mail client rejects with to a status and its text. The client rejects with
 * { status, text } for answers and its own checks (451 headless, 403 blocked value, 429 throttled);
 * a request that never reached the service rejects with a TypeError from fetch, which is status 0.
 */
export function describeSendError(error: unknown): SendFailure {
  if (hasStatus(error)) {
    const fallback = typeof error.text === 'string' && error.text.length <= 200 ? error.text : '';
    return {
      status: error.status,
      reason: emailStatusText(error.status, fallback),
      network: error.status === NETWORK_ERROR_STATUS,
    };
  }
  if (error instanceof TypeError) {
    return {
      status: NETWORK_ERROR_STATUS,
      reason: EMAIL_STATUS_TEXTS[NETWORK_ERROR_STATUS]!,
      network: true,
    };
  }
  // The client throws plain strings for missing settings or a missing form.
  const reason = typeof error === 'string' ? error : error instanceof Error ? error.message : String(error);
  return { status: -1, reason, network: false };
}
