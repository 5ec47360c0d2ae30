import { db } from '@lib/db/database';
import { enqueueOutbox, listOutbox } from '@lib/db/outbox-store';
import type { OutboxEvent, OutboxRequest } from '@shared/worker-protocol/outbox-messages';
import { type FakeFetch, fakeFetch } from '@tests/support/fake-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox } from './flush-outbox';
import { onOutboxEvent } from './outbox-events';

const SERVICE = 'https://mail.example.test/send';
const OWN = `${window.location.origin}/api/messages`;

const requestTo = (url: string, subject: string): OutboxRequest => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ subject }),
});
const queue = (subject: string, url = SERVICE) =>
  enqueueOutbox({ kind: 'contact', payload: { subject }, request: requestTo(url, subject) });

let network: FakeFetch;
/** The subjects that reached the service, in order, each time it answered 2xx. */
let received: string[];

/** The service: answers each request as told, recording what reached it. */
function service(answer: () => Promise<Response> | Response = () => new Response('OK')) {
  network.on('*', /./, async (call) => {
    const response = await answer();
    if (response.ok) received.push((call.body as { subject: string }).subject);
    return response;
  });
}

function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

beforeEach(() => {
  received = [];
  network = fakeFetch();
  service();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.outbox.clear();
});

describe('flushOutbox', () => {
  it('sends a write once even when flushes overlap', async () => {
    await queue('Only once');
    const { gate, release } = deferred();
    service(async () => {
      await gate;
      return new Response('OK');
    });

    const flushes = [flushOutbox(), flushOutbox(), flushOutbox()];
    release();
    await Promise.all(flushes);

    expect(received).toEqual(['Only once']);
    expect(await listOutbox()).toEqual([]);
  });

  it('sends a write kept during a pass in the pass after it', async () => {
    await queue('First');
    const { gate, release } = deferred();
    service(async () => {
      await gate;
      return new Response('OK');
    });

    const running = flushOutbox();
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await queue('Second');
    const followUp = flushOutbox();
    release();
    await Promise.all([running, followUp]);

    expect(received).toEqual(['First', 'Second']);
    expect(await listOutbox()).toEqual([]);
  });

  it('stops at a network failure and keeps every write, the tried one with its reason', async () => {
    await queue('One');
    await queue('Two');
    service(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(flushOutbox()).resolves.toEqual({ sent: 0, failed: 0, offline: true });
    expect(network.fetch).toHaveBeenCalledTimes(1);
    const rows = await listOutbox();
    expect(rows.map((row) => [row.payload.subject, row.state, row.attempts, row.lastStatus])).toEqual([
      ['One', 'queued', 1, 0],
      ['Two', 'queued', 0, null],
    ]);
  });

  it('keeps a refused write with the reason and goes on with the next', async () => {
    await queue('Refused');
    await queue('Fine');
    let call = 0;
    service(() =>
      call++ === 0
        ? new Response(JSON.stringify({ message: 'Title is too long' }), { status: 422 })
        : new Response('OK'),
    );

    await expect(flushOutbox()).resolves.toEqual({ sent: 1, failed: 1, offline: false });
    expect(received).toEqual(['Fine']);
    expect(await listOutbox()).toEqual([
      expect.objectContaining({ state: 'rejected', lastStatus: 422, lastError: 'Title is too long' }),
    ]);
  });

  it('keeps the problem of each field our server names in a refusal, for the form to show', async () => {
    await queue('Never matches', OWN);
    const heard: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => heard.push(event));
    service(
      () =>
        new Response(
          JSON.stringify({
            statusCode: 400,
            message: 'Check these fields: maxPrice.',
            fields: { maxPrice: 'No deal costs less than 1 cent.', ignored: 7 },
          }),
          { status: 400 },
        ),
    );

    await flushOutbox();
    expect(await listOutbox()).toEqual([
      expect.objectContaining({
        state: 'rejected',
        lastError: 'Check these fields: maxPrice.',
        lastFields: { maxPrice: 'No deal costs less than 1 cent.' },
      }),
    ]);
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 5000 });
    stop();
    expect(heard[0]?.outcome).toEqual({
      type: 'rejected',
      status: 400,
      reason: 'Check these fields: maxPrice.',
      fields: { maxPrice: 'No deal costs less than 1 cent.' },
    });
  });

  it('tries a write the service asked to wait for again on the next pass, not in the same one', async () => {
    await queue('Busy');
    service(() => new Response('Too many', { status: 429 }));
    await expect(flushOutbox()).resolves.toEqual({ sent: 0, failed: 1, offline: false });
    expect(network.fetch).toHaveBeenCalledTimes(1);

    service();
    await flushOutbox();
    expect(received).toEqual(['Busy']);
  });

  it('does not try while the browser is offline', async () => {
    await queue('Later');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await flushOutbox();
    expect(network.fetch).not.toHaveBeenCalled();
    expect(await listOutbox()).toHaveLength(1);
  });

  it('holds the outbox Web Lock while sending', async () => {
    await queue('Locked');
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue({ request } as unknown as LockManager);
    await flushOutbox();
    expect(request).toHaveBeenCalledWith('rarefinds-outbox', expect.any(Function));
    expect(received).toEqual(['Locked']);
  });

  it('leaves a write alone while another sender holds its claim', async () => {
    const id = await queue('Claimed elsewhere');
    await db.outbox.update(id, { state: 'sending', leaseUntil: Date.now() + 60_000, leaseId: 'other' });
    await flushOutbox();
    expect(network.fetch).not.toHaveBeenCalled();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'sending', leaseId: 'other' });
  });

  it('sends a write whose sender died, once its lease has ended', async () => {
    const id = await queue('Orphaned');
    await db.outbox.update(id, { state: 'sending', leaseUntil: Date.now() - 1, leaseId: 'gone' });
    await flushOutbox();
    expect(received).toEqual(['Orphaned']);
    expect(await listOutbox()).toEqual([]);
  });

  it('gives our own server the idempotency key, and a third-party service only the request as built', async () => {
    await queue('Ours', OWN);
    await queue('Theirs', SERVICE);
    await flushOutbox();
    const [ours, theirs] = network.calls.map((call) => call.headers);
    const [ownRow] = await db.outbox.toArray();
    expect(ownRow).toBeUndefined();
    expect(ours!.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect([...theirs!]).toEqual([['content-type', 'application/json']]);
  });

  it('tells every listener how each attempt ended', async () => {
    const heard: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => heard.push(event));
    const id = await queue('Announced');
    await flushOutbox();
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 5000 });
    stop();
    expect(heard[0]).toEqual({ kind: 'contact', id, outcome: { type: 'sent', status: 200, body: 'OK' } });
  });
});

describe('exactly once under pressure', () => {
  /**
   * Several independent senders (as tabs and the service worker are: each its own module instance and
   * database connection, no Web Locks) flush at random moments while writes keep arriving and the service
   * answers slowly, sometimes not at all. Every write must arrive exactly once.
   */
  it('never sends a write twice and never loses one, over repeated rounds', async () => {
    const senders: (typeof flushOutbox)[] = [];
    for (let sender = 0; sender < 4; sender += 1) {
      vi.resetModules();
      senders.push((await import('./flush-outbox')).flushOutbox);
    }
    expect(new Set(senders).size).toBe(4);
    let dropConnection = 0.1;
    service(async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      if (Math.random() < dropConnection) throw new TypeError('Failed to fetch');
      return new Response('OK');
    });

    for (let round = 0; round < 5; round += 1) {
      received = [];
      const subjects = Array.from({ length: 30 }, (_, index) => `round ${round} write ${index}`);
      const triggers: Promise<unknown>[] = [];
      for (const subject of subjects) {
        await queue(subject);
        for (let burst = 0; burst < 3; burst += 1) {
          const send = senders[Math.floor(Math.random() * senders.length)]!;
          triggers.push(send());
        }
      }
      await Promise.all(triggers);
      // The connection is back for good: whatever is left goes now.
      dropConnection = 0;
      await Promise.all(senders.map((send) => send()));
      dropConnection = 0.1;

      expect([...received].sort()).toEqual([...subjects].sort());
      expect(await listOutbox()).toEqual([]);
    }
  });
});
