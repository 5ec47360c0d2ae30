// "Did it work?" on this device: which codes it was asked about and what was answered (so it asks once),
// and the answer sent through the outbox (sent once, kept while offline). A visitor's answer carries this
// device's id, a random one it keeps, so the server counts it once too.
import { queueWrite } from '@lib/outbox/outbox';
import { couponAnswersEndpoint } from '@shared/store/store-requests';

const ANSWERS_KEY = 'rarefinds:code-answers';
const DEVICE_KEY = 'rarefinds:device-id';

export type CodeAnswer = 'asked' | 'worked' | 'failed';

function readAnswers(): Record<string, CodeAnswer> {
  try {
    const stored = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, CodeAnswer>) : {};
  } catch {
    return {};
  }
}

export const codeAnswer = (couponId: string): CodeAnswer | undefined => readAnswers()[couponId];

export function rememberCodeAnswer(couponId: string, answer: CodeAnswer): void {
  try {
    localStorage.setItem(ANSWERS_KEY, JSON.stringify({ ...readAnswers(), [couponId]: answer }));
  } catch {
    // Storage full or blocked: the question may be asked again, nothing else is lost.
  }
}

function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** Keeps the answer and sends it when it can. */
export function queueCodeAnswer(couponId: string, worked: boolean): Promise<number> {
  rememberCodeAnswer(couponId, worked ? 'worked' : 'failed');
  return queueWrite({
    kind: 'coupon',
    payload: { couponId, worked: String(worked) },
    request: {
      url: new URL(couponAnswersEndpoint(couponId), location.origin).href,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ worked, device: deviceId() }),
    },
  });
}
