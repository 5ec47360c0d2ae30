// Build-time configuration, validated once. Everything here ships in the bundle, so nothing secret
// belongs here: the affiliate provider's key lives only in the server's environment.
// Parsed by hand rather than with zod: this module is on the first render's path, and a schema library
// there would cost more bytes than the few rules below.

import { DEFAULT_AD_SCRIPT_URL } from '@shared/site/ad-settings';

export interface AppEnv {
  /** EmailJS public key, service id and template id for the contact form (public by design). */
  VITE_EMAILJS_PUBLIC_KEY: string | undefined;
  VITE_EMAILJS_SERVICE_ID: string | undefined;
  VITE_EMAILJS_TEMPLATE_ID: string | undefined;
  /** EmailJS API origin; tests point it at a local stub. */
  VITE_EMAILJS_ORIGIN: string | undefined;
  /** AdSense publisher id (ca-pub-…). Without it, ad slots show house promotions. */
  VITE_ADSENSE_CLIENT: string | undefined;
  /** The ad script address probed to detect ad blockers. */
  VITE_ADSENSE_SCRIPT_URL: string;
  /** The affiliate coupon service switch; off unless set to "true". */
  VITE_USE_COUPON_API: boolean;
  VITE_COUPON_API_BASE_URL: string | undefined;
  /** How often the deal cache re-syncs while the app is open, in minutes. */
  VITE_SYNC_INTERVAL_MINUTES: number;
}

type RawEnv = Record<string, unknown>;

const DEFAULT_SYNC_INTERVAL_MINUTES = 15;

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`Invalid configuration: ${name} must be text`);
  return value;
}

/** Trimmed text, or undefined when unset or blank. */
const optionalText = (raw: RawEnv, name: string) => text(raw, name)?.trim() || undefined;

function positiveNumber(raw: RawEnv, name: string, fallback: number): number {
  const value = raw[name];
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`Invalid configuration: ${name} must be a positive number, got "${String(value)}"`);
  }
  return number;
}

export function parseEnv(raw: RawEnv): AppEnv {
  return {
    VITE_EMAILJS_PUBLIC_KEY: optionalText(raw, 'VITE_EMAILJS_PUBLIC_KEY'),
    VITE_EMAILJS_SERVICE_ID: optionalText(raw, 'VITE_EMAILJS_SERVICE_ID'),
    VITE_EMAILJS_TEMPLATE_ID: optionalText(raw, 'VITE_EMAILJS_TEMPLATE_ID'),
    VITE_EMAILJS_ORIGIN: optionalText(raw, 'VITE_EMAILJS_ORIGIN'),
    VITE_ADSENSE_CLIENT: optionalText(raw, 'VITE_ADSENSE_CLIENT'),
    VITE_ADSENSE_SCRIPT_URL: text(raw, 'VITE_ADSENSE_SCRIPT_URL') ?? DEFAULT_AD_SCRIPT_URL,
    VITE_USE_COUPON_API: text(raw, 'VITE_USE_COUPON_API') === 'true',
    VITE_COUPON_API_BASE_URL: optionalText(raw, 'VITE_COUPON_API_BASE_URL'),
    VITE_SYNC_INTERVAL_MINUTES: positiveNumber(
      raw,
      'VITE_SYNC_INTERVAL_MINUTES',
      DEFAULT_SYNC_INTERVAL_MINUTES,
    ),
  };
}

// Each setting by its full name: Vite then inlines that one value. Handing over the whole import.meta.env
// object would inline every VITE_ variable of the build's environment into the bundle.
export const env: AppEnv = parseEnv({
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
  VITE_ADSENSE_CLIENT: import.meta.env.VITE_ADSENSE_CLIENT,
  VITE_ADSENSE_SCRIPT_URL: import.meta.env.VITE_ADSENSE_SCRIPT_URL,
  VITE_USE_COUPON_API: import.meta.env.VITE_USE_COUPON_API,
  VITE_COUPON_API_BASE_URL: import.meta.env.VITE_COUPON_API_BASE_URL,
  VITE_SYNC_INTERVAL_MINUTES: import.meta.env.VITE_SYNC_INTERVAL_MINUTES,
});
