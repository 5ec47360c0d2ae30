import { db } from '@lib/db/database';
import { showToast } from '@lib/toast';
import { QUEUED_MESSAGE_SENT, queuedMessageFailed } from '@shared/contact-texts';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { EmailJsConfig } from './emailjs-config';
import { listQueued, queueMessage } from './outbox';
import { flushContactOutbox, startContactOutboxSync } from './outbox-flusher';

vi.mock('@lib/toast', () => ({ showToast: vi.fn() }));
vi.mock('@config/env', () => ({
  env: {
    VITE_EMAILJS_PUBLIC_KEY: 'key',
    VITE_EMAILJS_SERVICE_ID: 'service',
    VITE_EMAILJS_TEMPLATE_ID: 'template',
    VITE_EMAILJS_ORIGIN: 'https://emailjs.stub.test',
  },
}));

const CONFIG: EmailJsConfig = {
  publicKey: 'key',
  serviceId: 'service',
  templateId: 'template',
  origin: 'https://emailjs.stub.test',
};

const message = (subject: string) => ({ name: 'Ana', email: 'ana@example.com', subject, message: 'Hello' });

let fetchMock: Mock;
let sentSubjects: string[];

/** The e-mail service: answers each request as told, recording the subjects that reached it. */
function service(answer: () => Promise<Response> | Response = () => new Response('OK')) {
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
    const response = await answer();
    if (response.ok) sentSubjects.push(JSON.parse(init.body as string).template_params.subject);
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
  sentSubjects = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  service();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(async () => {
  await flushContactOutbox(CONFIG);
  vi.mocked(showToast).mockClear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

describe('flushContactOutbox', () => {
  it('sends a message once even when flushes overlap', async () => {
    await queueMessage(message('Only once'));
    const { gate, release } = deferred();
    service(async () => {
      await gate;
      return new Response('OK');
    });

    const first = flushContactOutbox(CONFIG);
    const second = flushContactOutbox(CONFIG);
    const third = flushContactOutbox(CONFIG);
    release();
    await Promise.all([first, second, third]);

    expect(sentSubjects).toEqual(['Only once']);
    expect(await listQueued()).toEqual([]);
    expect(showToast).toHaveBeenCalledWith('success', QUEUED_MESSAGE_SENT);
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('sends a message queued during a pass in the pass after it', async () => {
    await queueMessage(message('First'));
    const { gate, release } = deferred();
    service(async () => {
      await gate;
      return new Response('OK');
    });

    const running = flushContactOutbox(CONFIG);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await queueMessage(message('Second'));
    const followUp = flushContactOutbox(CONFIG);
    release();
    await Promise.all([running, followUp]);

    expect(sentSubjects).toEqual(['First', 'Second']);
    expect(await listQueued()).toEqual([]);
  });

  it('stops at a network failure and keeps every message with the reason', async () => {
    await queueMessage(message('One'));
    await queueMessage(message('Two'));
    service(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(flushContactOutbox(CONFIG)).resolves.toEqual({ sent: 0, failed: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const rows = await listQueued();
    expect(rows.map((row) => [row.payload.subject, row.attempts, row.lastError])).toEqual([
      ['One', 1, 'Network Error'],
      ['Two', 0, null],
    ]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('keeps a rejected message, says why, and goes on with the next', async () => {
    await queueMessage(message('Rejected'));
    await queueMessage(message('Fine'));
    let call = 0;
    service(() => (call++ === 0 ? new Response('Rate limited', { status: 429 }) : new Response('OK')));

    await expect(flushContactOutbox(CONFIG)).resolves.toEqual({ sent: 1, failed: 1 });
    expect(sentSubjects).toEqual(['Fine']);
    const rows = await listQueued();
    expect(rows.map((row) => [row.payload.subject, row.lastError])).toEqual([
      ['Rejected', 'Too Many Requests'],
    ]);
    expect(showToast).toHaveBeenCalledWith('error', queuedMessageFailed('Too Many Requests'));
  });

  it('does not try while the browser is offline', async () => {
    await queueMessage(message('Later'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await flushContactOutbox(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listQueued()).toHaveLength(1);
  });

  it('does nothing without e-mail settings', async () => {
    await queueMessage(message('Kept'));
    await flushContactOutbox(null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listQueued()).toHaveLength(1);
  });

  it('keeps a malformed queued message instead of sending it', async () => {
    await db.outbox.add({
      kind: 'contact',
      payload: { name: 'Ana', email: 'not-an-address', subject: 'Broken', message: 'x' },
      createdAt: Date.now(),
      attempts: 0,
      lastError: null,
    });
    await flushContactOutbox(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
    const [row] = await listQueued();
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBeTruthy();
  });

  it('holds a Web Lock while sending, so two tabs never send the same message', async () => {
    await queueMessage(message('Locked'));
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue({ request } as unknown as LockManager);
    await flushContactOutbox(CONFIG);
    expect(request).toHaveBeenCalledWith('rarefinds-contact-outbox', expect.any(Function));
    expect(sentSubjects).toEqual(['Locked']);
  });
});

describe('startContactOutboxSync', () => {
  it('sends on start and on each return online, with one listener however often it is started', async () => {
    const stop = startContactOutboxSync();
    expect(startContactOutboxSync()).toBe(stop);
    await flushContactOutbox(CONFIG);

    await queueMessage(message('Back online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listQueued()).toEqual([]), { timeout: 5000 });
    expect(sentSubjects).toEqual(['Back online']);

    stop();
    await queueMessage(message('After stop'));
    window.dispatchEvent(new Event('online'));
    await flushContactOutbox(null);
    expect(await listQueued()).toHaveLength(1);
  });
});
