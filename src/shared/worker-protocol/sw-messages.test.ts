import { describe, expect, it } from 'vitest';
import {
  FLUSH_ACCEPTED,
  FLUSH_DONE,
  flushOutboxMessage,
  isFlushReply,
  isPageToWorkerMessage,
  SKIP_WAITING,
  skipWaitingMessage,
} from './sw-messages';

describe('page to worker messages', () => {
  it('matches the message workbox-window posts to activate a waiting worker', () => {
    expect(skipWaitingMessage()).toEqual({ type: 'SKIP_WAITING' });
    expect(isPageToWorkerMessage({ type: SKIP_WAITING })).toBe(true);
  });

  it('asks the worker to send the outbox, and reads its two answers', () => {
    expect(isPageToWorkerMessage(flushOutboxMessage())).toBe(true);
    expect(isFlushReply({ type: FLUSH_ACCEPTED })).toBe(true);
    expect(isFlushReply({ type: FLUSH_DONE, result: { sent: 1, failed: 0, offline: false } })).toBe(true);
    expect(isFlushReply({ type: FLUSH_DONE })).toBe(false);
    expect(isFlushReply({ type: 'OTHER' })).toBe(false);
  });

  it('rejects anything else', () => {
    for (const data of [null, undefined, 'SKIP_WAITING', {}, { type: 'OTHER' }, 42]) {
      expect(isPageToWorkerMessage(data)).toBe(false);
    }
  });
});
