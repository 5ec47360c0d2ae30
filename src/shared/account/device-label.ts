// A signed-in device as a person recognises it ("Chrome on Linux"), from the browser's User-Agent. The words
// around the names are in account-texts.ts.
import { deviceOnSystem, UNKNOWN_DEVICE } from './account-texts';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return deviceOnSystem(browser, system);
  return browser ?? system ?? UNKNOWN_DEVICE;
}
