import type { OutboxRequest } from '@shared/worker-protocol/outbox-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './database';
import {
  claimNextOutboxEntry,
  discardOutboxEntry,
  enqueueOutbox,
  fillOutboxRequests,
  listOutbox,
  requeueRejected,
  settleOutboxEntry,
} from './outbox-store';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Sent while offline' };
const request: OutboxRequest = {
  url: 'https://mail.example.test/send',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
};
const queue = (subject: string, now?: number) =>
  enqueueOutbox({ kind: 'contact', payload: { ...message, subject }, request }, now);

const LEASE = 60_000;
const claimAt = (now: number, skip: ReadonlySet<number> = new Set()) =>
  claimNextOutboxEntry({ now, leaseMs: LEASE, skip });

beforeEach(async () => {
  await db.outbox.clear();
});

describe('outbox', () => {
  it('keeps writes in the order they were made, each with its own idempotency key', async () => {
    await queue('second', 2000);
    await queue('first', 1000);
    const queued = await listOutbox('contact');
    expect(queued.map((entry) => entry.payload.subject)).toEqual(['first', 'second']);
    expect(queued[0]).toMatchObject({ kind: 'contact', state: 'queued', attempts: 0, lastError: null });
    expect(queued[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(queued[0]!.key).not.toBe(queued[1]!.key);
  });

  it('lets one claimer at a time hold a write: a second claim finds nothing while the lease runs', async () => {
    const id = await queue('Only once', 1000);
    const [first, second] = await Promise.all([claimAt(5000), claimAt(5000)]);
    const claims = [first, second].filter((claim) => claim !== null);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.entry).toMatchObject({ id, state: 'sending', attempts: 1, leaseUntil: 5000 + LEASE });
    expect(await claimAt(5000 + LEASE - 1)).toBeNull();
  });

  it('takes over a write whose sender died once its lease has ended', async () => {
    const id = await queue('Orphaned', 1000);
    const dead = await claimAt(5000);
    const takeover = await claimAt(5000 + LEASE);
    expect(takeover?.entry).toMatchObject({ id, attempts: 2 });
    // The dead sender's late answer no longer moves the write: the new claim holds it.
    await settleOutboxEntry(dead!, { type: 'offline', reason: 'Failed to fetch' });
    expect((await db.outbox.get(id))?.leaseId).toBe(takeover!.leaseId);
  });

  it('removes a write once sent, and keeps one that failed with its status and reason', async () => {
    const sentId = await queue('Sent', 1000);
    const failedId = await queue('Failed', 2000);
    await settleOutboxEntry((await claimAt(5000))!, { type: 'sent', status: 200, body: 'OK' });
    await settleOutboxEntry((await claimAt(5000))!, { type: 'retry', status: 429, reason: 'Slow down' });
    expect(await db.outbox.get(sentId)).toBeUndefined();
    expect(await db.outbox.get(failedId)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: 429,
      lastError: 'Slow down',
      leaseId: null,
    });
  });

  it('keeps a refused write out of the queue until the person asks again', async () => {
    const id = await queue('Refused', 1000);
    await settleOutboxEntry((await claimAt(5000))!, { type: 'rejected', status: 403, reason: 'Forbidden' });
    expect(await claimAt(6000)).toBeNull();
    await requeueRejected('contact');
    expect((await claimAt(6000))?.entry.id).toBe(id);
  });

  it('skips the writes a pass has already tried', async () => {
    const first = await queue('First', 1000);
    const second = await queue('Second', 2000);
    expect((await claimAt(5000, new Set()))?.entry.id).toBe(first);
    expect((await claimAt(5000, new Set([first])))?.entry.id).toBe(second);
  });

  it('never claims a write kept before requests were stored, until its feature fills the request in', async () => {
    const legacy = await queue('Old', 1000);
    await db.outbox.update(legacy, { request: undefined });
    expect(await claimAt(5000)).toBeNull();

    await fillOutboxRequests('contact', (payload) =>
      payload.subject === 'Old' ? request : { invalid: 'Unreadable' },
    );
    expect((await claimAt(5000))?.entry.id).toBe(legacy);
  });

  it('marks a kept write that cannot be rebuilt as refused, keeping what it says', async () => {
    const legacy = await queue('Broken', 1000);
    await db.outbox.update(legacy, { request: undefined });
    await fillOutboxRequests('contact', () => ({ invalid: 'Enter a valid e-mail address' }));
    expect(await db.outbox.get(legacy)).toMatchObject({
      state: 'rejected',
      lastError: 'Enter a valid e-mail address',
      payload: { subject: 'Broken' },
    });
  });

  it('discards a write on request', async () => {
    const id = await queue('Never mind');
    await discardOutboxEntry(id);
    expect(await listOutbox()).toEqual([]);
  });
});
