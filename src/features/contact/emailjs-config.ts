import { type AppEnv, env } from '@config/env';

type EmailJsEnv = Pick<
  AppEnv,
  'VITE_EMAILJS_PUBLIC_KEY' | 'VITE_EMAILJS_SERVICE_ID' | 'VITE_EMAILJS_TEMPLATE_ID' | 'VITE_EMAILJS_ORIGIN'
>;

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Another API origin than EmailJS's own (tests use a local stub). */
  origin?: string;
}

/**
 * An absolute origin as given, or a path such as '/api/emailjs-stub' resolved against this page's origin,
 * so a test build works on whichever port it is served from.
 */
export const resolveOrigin = (origin: string, base = window.location.origin): string =>
  new URL(origin, base).href.replace(/\/+$/, '');

/** The e-mail service settings, or null while any of the three required ones is missing. */
export function readEmailJsConfig(source: EmailJsEnv = env): EmailJsConfig | null {
  const { VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_ORIGIN } =
    source;
  if (!VITE_EMAILJS_PUBLIC_KEY || !VITE_EMAILJS_SERVICE_ID || !VITE_EMAILJS_TEMPLATE_ID) return null;
  return {
    publicKey: VITE_EMAILJS_PUBLIC_KEY,
    serviceId: VITE_EMAILJS_SERVICE_ID,
    templateId: VITE_EMAILJS_TEMPLATE_ID,
    ...(VITE_EMAILJS_ORIGIN ? { origin: resolveOrigin(VITE_EMAILJS_ORIGIN) } : {}),
  };
}
