// Push endpoints are called only on the allowed push services, over https.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../env.ts';
import { isAllowedPushEndpoint } from './push-hosts.ts';

const allowed = DEFAULT_PUSH_SERVICE_HOSTS.split(',');

describe('isAllowedPushEndpoint', () => {
  it('accepts the browsers push services, subdomains only where a wildcard names them', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', allowed)).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('https://wns2-by3p.notify.windows.com/w/?token=abc', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/abc', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://notify.windows.com/w', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.fcm.googleapis.com/x', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', allowed)).toBe(false);
  });

  it('refuses other hosts, plain http, credentials and what is not an address', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1/push', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4443/push/a', ['127.0.0.1'])).toBe(true);
  });
});
