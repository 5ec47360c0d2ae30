import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { enqueueOutbox, listOutbox, markOutboxFailed, markOutboxSent } from './outbox-store';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Sent while offline' };

beforeEach(async () => {
  await db.outbox.clear();
});

describe('outbox', () => {
  it('queues messages in the order they were written', async () => {
    await enqueueOutbox('contact', { ...message, subject: 'second' }, 2000);
    await enqueueOutbox('contact', { ...message, subject: 'first' }, 1000);
    const queued = await listOutbox('contact');
    expect(queued.map((entry) => entry.payload.subject)).toEqual(['first', 'second']);
    expect(queued[0]).toMatchObject({ kind: 'contact', attempts: 0, lastError: null });
  });

  it('keeps a failed message with its error and attempt count', async () => {
    const id = await enqueueOutbox('contact', message);
    await markOutboxFailed(id, 'Network Error');
    await markOutboxFailed(id, 'Too Many Requests');
    expect(await listOutbox()).toEqual([
      expect.objectContaining({ id, attempts: 2, lastError: 'Too Many Requests', payload: message }),
    ]);
  });

  it('removes a message once sent', async () => {
    const id = await enqueueOutbox('contact', message);
    await markOutboxSent(id);
    expect(await listOutbox()).toEqual([]);
  });
});
