import { describe, expect, it } from 'vitest';
import { applicationServerKey, type PushEnvironment, pushSupport } from './push-subscription';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const env = (overrides: Partial<PushEnvironment>): PushEnvironment => ({
  userAgent: CHROME_ANDROID,
  maxTouchPoints: 5,
  standalone: undefined,
  displayStandalone: false,
  hasPushApi: true,
  ...overrides,
});

describe('pushSupport', () => {
  it('sends Safari on an iPhone or iPad in a browser tab to the Home Screen first', () => {
    expect(pushSupport(env({ userAgent: IPHONE_SAFARI, hasPushApi: false }))).toBe('ios-home-screen');
    // iPadOS calls itself a Mac; its touch screen tells it apart.
    expect(pushSupport(env({ userAgent: IPAD_SAFARI, maxTouchPoints: 5, hasPushApi: false }))).toBe(
      'ios-home-screen',
    );
  });

  it('lets the app opened from the Home Screen subscribe', () => {
    expect(pushSupport(env({ userAgent: IPHONE_SAFARI, standalone: true }))).toBe('supported');
    expect(pushSupport(env({ userAgent: IPHONE_SAFARI, displayStandalone: true }))).toBe('supported');
    expect(pushSupport(env({ userAgent: IPHONE_SAFARI, standalone: true, hasPushApi: false }))).toBe(
      'unsupported',
    );
  });

  it('takes a Mac without a touch screen, and other browsers, as they are', () => {
    expect(pushSupport(env({ userAgent: IPAD_SAFARI, maxTouchPoints: 0 }))).toBe('supported');
    expect(pushSupport(env({}))).toBe('supported');
    expect(pushSupport(env({ hasPushApi: false }))).toBe('unsupported');
  });
});

describe('applicationServerKey', () => {
  it('turns the base64url key into its bytes', () => {
    expect([...applicationServerKey('AQID-_8')]).toEqual([1, 2, 3, 251, 255]);
  });
});
