// Build-time configuration, validated once. Everything here ships in the bundle, so nothing secret
// belongs here: the affiliate provider's key lives only in the server's environment.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  /** EmailJS public key, service id and template id for the contact form (public by design). */
  VITE_EMAILJS_PUBLIC_KEY: optionalText,
  VITE_EMAILJS_SERVICE_ID: optionalText,
  VITE_EMAILJS_TEMPLATE_ID: optionalText,
  /** EmailJS API origin; tests point it at a local stub. */
  VITE_EMAILJS_ORIGIN: optionalText,
  /** AdSense publisher id (ca-pub-…). Without it, ad slots show house promotions. */
  VITE_ADSENSE_CLIENT: optionalText,
  /** The ad script address probed to detect ad blockers. */
  VITE_ADSENSE_SCRIPT_URL: z
    .string()
    .default('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'),
  /** The affiliate coupon service switch; off unless set to "true". */
  VITE_USE_COUPON_API: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
  VITE_COUPON_API_BASE_URL: optionalText,
  /** How often the deal cache re-syncs while the app is open, in minutes. */
  VITE_SYNC_INTERVAL_MINUTES: z.coerce.number().positive().default(15),
});

export type AppEnv = z.infer<typeof envSchema>;

export const env: AppEnv = envSchema.parse(import.meta.env);
