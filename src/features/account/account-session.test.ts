// Signing out ends this device's alerts: the push subscription is ended and the server told, before the
// session itself ends; signing out works all the same where there is no subscription or no connection.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];

vi.mock('@lib/pwa/push-subscription', () => ({
  unsubscribeFromPush: vi.fn(async () => {
    calls.push('unsubscribe');
    return pushEndpoint;
  }),
}));
vi.mock('@lib/api-client', async (original) => ({
  ...(await original<typeof import('@lib/api-client')>()),
  callApi: vi.fn(async (url: string, options: { method?: string; body?: unknown } = {}) => {
    calls.push(`${options.method ?? 'POST'} ${url} ${JSON.stringify(options.body ?? null)}`);
    if (offline) throw new TypeError('Failed to fetch');
    return undefined;
  }),
}));
vi.mock('@lib/db/load-cache', () => ({
  loadCache: async () => ({
    clearAccountData: async () => calls.push('forget'),
    clearFollows: async () => {},
  }),
}));

let pushEndpoint: string | null = null;
let offline = false;

const { signOutOfAccount } = await import('./account-session');

describe('signing out', () => {
  beforeEach(() => {
    calls.length = 0;
    offline = false;
  });

  it('ends the push subscription and tells the server before the session ends', async () => {
    pushEndpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    await signOutOfAccount();
    expect(calls).toEqual([
      'unsubscribe',
      'DELETE /api/alerts/push-subscriptions {"endpoint":"https://fcm.googleapis.com/fcm/send/device-1"}',
      'POST /api/auth/sign-out {}',
      'forget',
    ]);
  });

  it('signs out without a subscription, and forgets the account offline all the same', async () => {
    pushEndpoint = null;
    offline = true;
    await expect(signOutOfAccount()).rejects.toThrow();
    expect(calls).toEqual(['unsubscribe', 'POST /api/auth/sign-out {}', 'forget']);
  });
});
