import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36')).toBe(
      'Chrome on Linux',
    );
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 Edg/120.0'),
    ).toBe('Edge on Windows');
    expect(deviceLabel('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe(
      'Firefox on Android',
    );
  });

  it('says so when it cannot tell', () => {
    expect(deviceLabel(null)).toBe('Unknown device');
    expect(deviceLabel('curl/8.0')).toBe('Unknown device');
  });
});
