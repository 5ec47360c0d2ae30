import { describe, expect, it } from 'vitest';
import { isPageToWorkerMessage, SKIP_WAITING, skipWaitingMessage } from './sw-messages';

describe('page to worker messages', () => {
  it('matches the message workbox-window posts to activate a waiting worker', () => {
    expect(skipWaitingMessage()).toEqual({ type: 'SKIP_WAITING' });
    expect(isPageToWorkerMessage({ type: SKIP_WAITING })).toBe(true);
  });

  it('rejects anything else', () => {
    for (const data of [null, undefined, 'SKIP_WAITING', {}, { type: 'OTHER' }, 42]) {
      expect(isPageToWorkerMessage(data)).toBe(false);
    }
  });
});
