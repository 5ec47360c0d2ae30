import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      VITE_EMAILJS_PUBLIC_KEY: undefined,
      VITE_EMAILJS_SERVICE_ID: undefined,
      VITE_EMAILJS_TEMPLATE_ID: undefined,
      VITE_EMAILJS_ORIGIN: undefined,
      VITE_ADSENSE_CLIENT: undefined,
      VITE_ADSENSE_SCRIPT_URL: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
      VITE_USE_COUPON_API: false,
      VITE_COUPON_API_BASE_URL: undefined,
      VITE_SYNC_INTERVAL_MINUTES: 15,
    });
  });

  it('trims text, treats blank text as unset and reads the switch and the interval', () => {
    const env = parseEnv({
      VITE_EMAILJS_PUBLIC_KEY: '  pk_123  ',
      VITE_ADSENSE_CLIENT: '   ',
      VITE_USE_COUPON_API: 'true',
      VITE_SYNC_INTERVAL_MINUTES: '5',
    });
    expect(env.VITE_EMAILJS_PUBLIC_KEY).toBe('pk_123');
    expect(env.VITE_ADSENSE_CLIENT).toBeUndefined();
    expect(env.VITE_USE_COUPON_API).toBe(true);
    expect(env.VITE_SYNC_INTERVAL_MINUTES).toBe(5);
  });

  it('keeps the coupon switch off for anything but "true"', () => {
    expect(parseEnv({ VITE_USE_COUPON_API: 'yes' }).VITE_USE_COUPON_API).toBe(false);
  });

  it.each(['0', '-3', 'soon', ''])('rejects the sync interval %j', (value) => {
    expect(() => parseEnv({ VITE_SYNC_INTERVAL_MINUTES: value })).toThrow(/VITE_SYNC_INTERVAL_MINUTES/);
  });
});
