import { noteUnseenAlerts } from '@lib/db/alert-store';
import { db } from '@lib/db/database';
import { enqueueOutbox } from '@lib/db/outbox-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWorkerJob } from './worker-jobs';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all([db.account.clear(), db.settings.clear(), db.outbox.clear(), db.priceHistories.clear()]);
});

describe('the start-up jobs the sync’s worker runs', () => {
  it('forgets a signed-out account’s data on this device', async () => {
    await db.account.put({ key: 'current', overview: {} as never, fetchedAt: 1 });
    expect(await runWorkerJob({ type: 'forgetAccountData' })).toEqual({ done: true });
    expect(await db.account.count()).toBe(0);
  });

  it('takes the count of unseen alerts, leaving none', async () => {
    await noteUnseenAlerts(4);
    expect(await runWorkerJob({ type: 'takeUnseenAlerts' })).toEqual({ unseenAlerts: 4 });
    expect(await runWorkerJob({ type: 'takeUnseenAlerts' })).toEqual({ unseenAlerts: 0 });
  });

  it('counts the writes kept on this device that wait to be sent', async () => {
    expect(await runWorkerJob({ type: 'countKeptWrites' })).toEqual({ keptWrites: 0 });
    await enqueueOutbox({
      kind: 'contact',
      payload: { subject: 'Hello' },
      request: { url: `${window.location.origin}/api/contact`, method: 'POST', headers: {}, body: '{}' },
    });
    expect(await runWorkerJob({ type: 'countKeptWrites' })).toEqual({ keptWrites: 1 });
  });

  it('keeps the open deal’s price history, and says when the server had none', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    expect(await runWorkerJob({ type: 'storePriceHistory', dealId: 'd1' })).toEqual({ stored: false });
    expect(await db.priceHistories.get('d1')).toBeUndefined();
  });
});
