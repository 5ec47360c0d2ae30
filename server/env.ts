// The server's configuration: every variable is read here once and validated, so a typo fails at start
// with a clear message instead of surfacing as odd behaviour later.
import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  return (
    prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128))
  );
};

/**
 * Which proxies are trusted to say who the client is (Fastify's trustProxy): none (false), the number of
 * proxies in front of the server, or their addresses and ranges. "Trust every hop" is refused: it lets any
 * client choose its own address by sending X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would let any client choose its address; give the number of proxies in front of the server (e.g. 1) or their addresses'
          : 'must be false, the number of proxies in front of the server, or a comma-separated list of their addresses or ranges (10.0.0.0/8, loopback)',
    });
    return z.NEVER;
  });

/** The browsers' push services: Chrome and Edge's FCM, Firefox's autopush, Windows' WNS, Safari's. */
export const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,*.push.apple.com';

/**
 * An ended deal (its date, members' reports, a failed link) leaves every list within this: the API and the
 * drawn pages reuse answers for API_CACHE_MS (pages are drawn from a catalog that is itself at most that old,
 * so twice), and feeds and the sitemap add their own max-age (server/routes/feeds/feed-routes.ts).
 */
export const LISTING_FRESHNESS_MS = 60_000;
export const MAX_API_CACHE_MS = 20_000;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    DIST_DIR: z.string().trim().min(1).default('dist'),
    PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AFFILIATE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AFFILIATE_API_HOST: optionalText,
    AFFILIATE_API_KEY: optionalText,
    AFFILIATE_TIMEOUT_MS: positiveInt(5000),
    AFFILIATE_CACHE_SECONDS: positiveInt(600),
    // The affiliate coupon feed (server/coupon-feed): a round every 30 minutes while both are set. The key
    // stays on the server; only the codes the feed brings reach the browser.
    COUPON_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    COUPON_API_KEY: optionalText,
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_MAX: positiveInt(600),
    RATE_LIMIT_GO_MAX: positiveInt(60),
    BODY_LIMIT_BYTES: positiveInt(16 * 1024),
    // At most 20 s: an ended deal must leave every answer within a minute (LISTING_FRESHNESS_MS below).
    API_CACHE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(
        MAX_API_CACHE_MS,
        `must be at most ${MAX_API_CACHE_MS}: an ended deal must leave every list within a minute`,
      )
      .default(1000),
    // The memory every kept answer shares (pages, deal lists, feeds, the build's files, each with its
    // compressed forms), in MB: the least recently used are let go to stay within it.
    ANSWER_CACHE_MB: positiveInt(32),
    // Server processes sharing the port; more than one needs DATABASE_URL (server/cluster.ts).
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    SYNC_TOKEN_MAX_AGE_DAYS: positiveInt(30),
    SHUTDOWN_GRACE_MS: positiveInt(10_000),
    AUTH_SECRET: optionalText.pipe(
      z
        .string()
        .min(32, 'AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)')
        .optional(),
    ),
    SESSION_MAX_AGE_DAYS: positiveInt(30),
    SMTP_URL: optionalText.pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be smtp://user:pass@host:port or smtps://…' })
        .optional(),
    ),
    MAIL_FROM: optionalText,
    // DKIM signing of outgoing mail (all three or none): the signing domain, the selector of its DNS record
    // (`{selector}._domainkey.{domain}`) and the private key as PEM (line breaks may be written as \n).
    DKIM_DOMAIN: optionalText.pipe(
      z
        .string()
        .regex(
          /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i,
          'DKIM_DOMAIN must be a domain name such as rarefinds.example',
        )
        .optional(),
    ),
    DKIM_SELECTOR: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, 'DKIM_SELECTOR must be a DNS label such as mail2026')
        .optional(),
    ),
    DKIM_PRIVATE_KEY: optionalText.transform((key) => key?.replace(/\\n/g, '\n')),
    OPERATOR_EMAILS: optionalText.transform((list) =>
      (list ?? '')
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    // How long a new deal shows "New" instead of its temperature (0: never hidden).
    NEW_DEAL_HIDE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(10),
    // Expired reports from this many different members end a deal at once.
    EXPIRE_REPORTS_THRESHOLD: positiveInt(2),
    // Web Push's VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints them); unset, a pair is
    // made on first start and kept in the database. The subject is a mailto: or https: contact.
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
        .optional(),
    ),
    // The only hosts push endpoints may be on, so the server never calls an address a browser made up.
    PUSH_SERVICE_HOSTS: optionalText.transform((list) =>
      (list ?? DEFAULT_PUSH_SERVICE_HOSTS)
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
    // How often every live deal's link is checked: a whole number of hours that divides a day, so the rounds
    // fall at the same hours every day (a cron schedule).
    LINK_CHECK_INTERVAL_HOURS: z.coerce
      .number()
      .int()
      .refine((hours) => hours > 0 && 24 % hours === 0, {
        message: 'must be a whole number of hours that divides a day: 1, 2, 3, 4, 6, 8, 12 or 24',
      })
      .default(6),
    // Hosts the link checker may request even on a private or loopback address (a stub shop in tests).
    LINK_CHECK_ALLOW_HOSTS: optionalText.transform((list) =>
      (list ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  })
  .transform((env) => {
    // Canonical links, feeds and links in mail need an absolute origin; a wildcard bind address is not one.
    const origin = (
      env.PUBLIC_ORIGIN ??
      `http://${['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST}:${env.PORT}`
    ).replace(/\/+$/, '');
    return {
      ...env,
      PUBLIC_ORIGIN: origin,
      MAIL_FROM: env.MAIL_FROM ?? `RareFinds <no-reply@${new URL(origin).hostname}>`,
    };
  })
  .superRefine((env, context) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      });
    }
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length;
    if (dkim !== 0 && dkim !== 3) {
      context.addIssue({
        code: 'custom',
        path: ['DKIM_PRIVATE_KEY'],
        message: 'set all three of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, or none',
      });
    } else if (env.DKIM_PRIVATE_KEY && !isPrivateKey(env.DKIM_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['DKIM_PRIVATE_KEY'],
        message: 'must be a PEM private key (-----BEGIN PRIVATE KEY----- …), RSA or Ed25519',
      });
    }
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      if (Boolean(env[`${provider}_CLIENT_ID`]) !== Boolean(env[`${provider}_CLIENT_SECRET`])) {
        context.addIssue({
          code: 'custom',
          path: [`${provider}_CLIENT_SECRET`],
          message: `set both ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET, or neither`,
        });
      }
    }
  });

function isPrivateKey(pem: string): boolean {
  try {
    return ['rsa', 'ed25519'].includes(createPrivateKey(pem).asymmetricKeyType ?? '');
  } catch {
    return false;
  }
}

export type ServerEnv = z.infer<typeof envSchema>;

/** The coupon feed runs only with both its address and its key. */
export const couponFeedConfigured = (
  env: Pick<ServerEnv, 'COUPON_API_URL' | 'COUPON_API_KEY'>,
): env is typeof env & { COUPON_API_URL: string; COUPON_API_KEY: string } =>
  Boolean(env.COUPON_API_URL && env.COUPON_API_KEY);

/** Parses the environment; throws one error that lists every invalid variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
