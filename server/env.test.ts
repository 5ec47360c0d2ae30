import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('needs no configuration at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      DIST_DIR: 'dist',
      PUBLIC_ORIGIN: 'http://127.0.0.1:3000',
      TRUST_PROXY: false,
      AFFILIATE_TIMEOUT_MS: 5000,
      AFFILIATE_CACHE_SECONDS: 600,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AFFILIATE_API_KEY).toBeUndefined();
  });

  it('derives a usable origin from a wildcard address and trims a trailing slash', () => {
    expect(loadEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_ORIGIN).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://rarefinds.example/' }).PUBLIC_ORIGIN).toBe(
      'https://rarefinds.example',
    );
  });

  it('reads the DKIM settings: all three or none, with a private key', () => {
    expect(() => loadEnv({ DKIM_DOMAIN: 'rarefinds.example', DKIM_SELECTOR: 'mail' })).toThrow(
      /DKIM_PRIVATE_KEY: set all three of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, or none/,
    );
    expect(() =>
      loadEnv({ DKIM_DOMAIN: 'rarefinds.example', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: 'not a key' }),
    ).toThrow(/DKIM_PRIVATE_KEY: must be a PEM private key/);
    expect(() => loadEnv({ DKIM_DOMAIN: 'not a domain' })).toThrow(/DKIM_DOMAIN must be a domain name/);
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const env = loadEnv({
      DKIM_DOMAIN: 'rarefinds.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    expect(env.DKIM_PRIVATE_KEY).toBe(pem);
    expect(loadEnv({}).DKIM_PRIVATE_KEY).toBeUndefined();
  });

  it('reads the Web Push settings: the browsers push services by default, a VAPID pair or none', () => {
    expect(loadEnv({}).PUSH_SERVICE_HOSTS).toEqual(
      expect.arrayContaining([
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.notify.windows.com',
        'web.push.apple.com',
      ]),
    );
    expect(loadEnv({ PUSH_SERVICE_HOSTS: ' 127.0.0.1, Push.Example ' }).PUSH_SERVICE_HOSTS).toEqual([
      '127.0.0.1',
      'push.example',
    ]);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'BPub' })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither/,
    );
    expect(() => loadEnv({ VAPID_SUBJECT: 'http://rarefinds.example' })).toThrow(
      /VAPID_SUBJECT must be a mailto:/,
    );
    expect(loadEnv({ VAPID_SUBJECT: 'mailto:ops@rarefinds.example' }).VAPID_SUBJECT).toBe(
      'mailto:ops@rarefinds.example',
    );
  });

  it('reads the link checks: every 6 hours by default, an interval that divides a day, allowed hosts', () => {
    expect(loadEnv({})).toMatchObject({ LINK_CHECK_INTERVAL_HOURS: 6, LINK_CHECK_ALLOW_HOSTS: [] });
    expect(loadEnv({ LINK_CHECK_INTERVAL_HOURS: '12' }).LINK_CHECK_INTERVAL_HOURS).toBe(12);
    for (const bad of ['5', '0', '-6', '1.5', '48', 'often']) {
      expect(() => loadEnv({ LINK_CHECK_INTERVAL_HOURS: bad })).toThrow(/LINK_CHECK_INTERVAL_HOURS: /);
    }
    expect(() => loadEnv({ LINK_CHECK_INTERVAL_HOURS: '5' })).toThrow(
      /divides a day: 1, 2, 3, 4, 6, 8, 12 or 24/,
    );
    expect(loadEnv({ LINK_CHECK_ALLOW_HOSTS: ' 127.0.0.1, Shop.Test ' }).LINK_CHECK_ALLOW_HOSTS).toEqual([
      '127.0.0.1',
      'shop.test',
    ]);
  });

  it('keeps answers at most 20 s, so an ended deal leaves every list within a minute', () => {
    expect(loadEnv({}).API_CACHE_MS).toBe(1000);
    expect(loadEnv({ API_CACHE_MS: '20000' }).API_CACHE_MS).toBe(20_000);
    expect(() => loadEnv({ API_CACHE_MS: '60000' })).toThrow(/API_CACHE_MS: must be at most 20000/);
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', AFFILIATE_API_URL: ' ', TRUST_PROXY: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AFFILIATE_API_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies, or their addresses, never as trust-everything', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
      'loopback',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would let any client choose/);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1,']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false, the number/);
    }
  });

  it('names the invalid variables', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadEnv({ AFFILIATE_API_URL: 'ftp://x' })).toThrow(/AFFILIATE_API_URL/);
  });
});
