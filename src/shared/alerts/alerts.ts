// Deal alerts (ARCHITECTURE.md §8): a member's alert rules, a device's push subscription, a visitor's
// e-mail digest, and what a notification carries. The Subscribe dialog, /account/alerts, the service
// worker, the server's routes and jobs, and the tests all read these schemas and paths, so a rule the form
// accepts is one the server stores and the matcher reads.
import { z } from 'zod';
import { CATEGORIES, type CategorySlug } from '../deal/categories';
import { searchTerms } from '../deal/search-terms';
import { ROUTES } from '../site/routes';

const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]];

/** How a member's matches are delivered: at once, or gathered into an hourly or a daily digest. */
export const ALERT_DELIVERIES = ['immediate', 'hourly', 'daily'] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

export const ALERT_LIMITS = {
  rulesPerMember: 25,
  keywordsPerRule: 10,
  keywordLength: 60,
  nameLength: 80,
  /** "Follow this store" names one; a rule may name a few. */
  storesPerRule: 10,
  /** The most alerts a day a member may ask for; the rest go into the next digest. */
  dailyCapMax: 100,
};

/** The defaults of a new rule (the issue's words): both channels where granted, at once, no quiet hours, 10 a day. */
export const ALERT_DEFAULTS = {
  email: true,
  push: true,
  delivery: 'immediate' as AlertDelivery,
  quietHours: null,
  dailyCap: 10,
};

/** A store's slug as its address has it (/store/{slug}): lower case letters, digits and dashes. */
const storeSlug = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/, 'A store is named by its address, for example best-buy.');

/** "HH:MM" in 24-hour time. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour form, for example 22:00.');

export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((hours) => hours.start !== hours.end, 'Quiet hours need a different start and end.');
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** An IANA time zone the runtime knows (Europe/Berlin, America/New_York …). */
export const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Choose a time zone from the list.');

/**
 * A rule as the member writes it (POST /api/alerts/rules, PUT /api/alerts/rules/:id). At least one
 * condition (a store alone is one: "Follow this store"), and one channel; a rule that can never match (a
 * price of 0 or less, a discount outside 1–99 %, a keyword with no searchable word) is refused with the
 * reason, on the field that causes it. That each store exists is the server's to check.
 */
export const alertRuleInputSchema = z
  .object({
    name: z.string().trim().max(ALERT_LIMITS.nameLength).default(''),
    categories: z.array(z.enum(CATEGORY_SLUGS)).max(CATEGORIES.length).default([]),
    keywords: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(ALERT_LIMITS.keywordLength)
          // Split as the search splits it: a keyword of punctuation only has no word to find in any deal.
          .refine((keyword) => searchTerms(keyword).length > 0, {
            error: (issue) =>
              `A keyword needs a letter or a digit: “${String(issue.input)}” could match no deal.`,
          }),
      )
      .max(ALERT_LIMITS.keywordsPerRule)
      .default([]),
    /** Store slugs: the deal must be one of these stores' (by its link's host, or its store name). */
    stores: z
      .array(storeSlug)
      .max(ALERT_LIMITS.storesPerRule, `A rule can follow up to ${ALERT_LIMITS.storesPerRule} stores.`)
      .default([]),
    maxPrice: z
      .number()
      .positive('A maximum price must be above 0, or no deal could match.')
      .nullable()
      .default(null),
    minDiscount: z
      .number()
      .int()
      .min(1, 'A minimum discount is between 1 and 99 %.')
      .max(99, 'A minimum discount is between 1 and 99 %.')
      .nullable()
      .default(null),
    minTemperature: z.number().int().min(1, 'A minimum temperature is at least 1°.').nullable().default(null),
    email: z.boolean().default(ALERT_DEFAULTS.email),
    push: z.boolean().default(ALERT_DEFAULTS.push),
    delivery: z.enum(ALERT_DELIVERIES).default(ALERT_DEFAULTS.delivery),
    quietHours: quietHoursSchema.nullable().default(ALERT_DEFAULTS.quietHours),
    timeZone: timeZoneSchema.default('UTC'),
    dailyCap: z.number().int().min(1).max(ALERT_LIMITS.dailyCapMax).default(ALERT_DEFAULTS.dailyCap),
    paused: z.boolean().default(false),
  })
  .refine(
    (rule) =>
      rule.categories.length > 0 ||
      rule.keywords.length > 0 ||
      rule.stores.length > 0 ||
      rule.maxPrice !== null ||
      rule.minDiscount !== null ||
      rule.minTemperature !== null,
    {
      message: 'Choose at least one category, keyword, price, discount or temperature.',
      path: ['categories'],
    },
  )
  .refine((rule) => rule.email || rule.push, {
    message: 'Choose e-mail, push or both.',
    path: ['email'],
  });
/** @public */
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;
export type AlertRuleFields = z.output<typeof alertRuleInputSchema>;

/** A stored rule as the API answers it. */
export const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  keywords: z.array(z.string()),
  // Rules kept on a device before stores existed have none.
  stores: z.array(z.string()).default([]),
  maxPrice: z.number().nullable(),
  minDiscount: z.number().nullable(),
  minTemperature: z.number().nullable(),
  email: z.boolean(),
  push: z.boolean(),
  delivery: z.enum(ALERT_DELIVERIES),
  quietHours: quietHoursSchema.nullable(),
  timeZone: z.string(),
  dailyCap: z.number(),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** A browser's PushSubscription.toJSON(), as the server accepts it (its host must be a known push service). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/alerts/push-subscriptions: this device's subscription. A member's device receives their rules'
 * alerts; a visitor's device (no account) names the categories it wants.
 */
export const pushRegistrationSchema = z.object({
  subscription: pushSubscriptionSchema,
  categories: z.array(z.enum(CATEGORY_SLUGS)).max(CATEGORIES.length).optional(),
});

/** POST /api/alerts/email-subscriptions: a visitor's category digest by e-mail (confirmed by a mailed link). */
export const emailDigestRequestSchema = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.').max(254),
  categories: z.array(z.enum(CATEGORY_SLUGS)).min(1, 'Choose at least one category.').max(CATEGORIES.length),
});

/**
 * What a push message carries (encrypted, aes128gcm). `tag` is one per deal, so a second alert for the same
 * deal replaces the first instead of adding another. No session or token travels in it.
 */
export const alertPayloadSchema = z.object({
  dealId: z.string(),
  title: z.string(),
  /** "$24.99 at Kettle Shop" */
  body: z.string(),
  image: z.string().optional(),
  url: z.string(),
  tag: z.string(),
  /** Matches not yet seen on this device, for the app icon's badge. */
  unseen: z.number().int().min(0).optional(),
});
export type AlertPayload = z.infer<typeof alertPayloadSchema>;

export const alertTag = (dealId: string) => `deal-${dealId}`;

/** The notification's actions, as the service worker shows them and routes their clicks. */
export const ALERT_ACTIONS = { view: 'view', save: 'save' } as const;

/** The query parameter of the mailed links (/unsubscribe?token=…, /alerts/confirm?token=…) and their API calls. */
export const ALERT_TOKEN_PARAM = 'token';

/** The body of RFC 8058's one-click unsubscribe, sent as application/x-www-form-urlencoded. */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';

/** An API path with a mailed link's token: GET confirmEmail?token=…, POST unsubscribe?token=… */
export const withAlertToken = (path: string, token: string) =>
  `${path}?${ALERT_TOKEN_PARAM}=${encodeURIComponent(token)}`;

export const ALERT_API = {
  rules: '/api/alerts/rules',
  rule: (id: string) => `/api/alerts/rules/${encodeURIComponent(id)}`,
  pushKey: '/api/alerts/push-key',
  pushSubscriptions: '/api/alerts/push-subscriptions',
  emailSubscriptions: '/api/alerts/email-subscriptions',
  /** GET shows the confirmation page's answer; the mailed link goes to /alerts/confirm?token=… */
  confirmEmail: '/api/alerts/email-subscriptions/confirm',
  /** RFC 8058 one-click: POST with `List-Unsubscribe=One-Click`; the mail's visible link opens /unsubscribe?token=… */
  unsubscribe: '/api/alerts/unsubscribe',
  /** The app tells the server the member has seen their matches (the badge clears). */
  seen: '/api/alerts/seen',
} as const;

/** The alerts' pages (the route table's), by what they are for here. */
export const ALERT_PAGES = {
  account: ROUTES.accountAlerts.path,
  confirm: ROUTES.alertsConfirm.path,
  unsubscribe: ROUTES.unsubscribe.path,
} as const;

// ---- The API's answers ----------------------------------------------------------------------------------

/** GET /api/alerts/rules */
export const alertRulesAnswerSchema = z.object({ rules: z.array(alertRuleSchema) });
/** POST /api/alerts/rules (201) and PUT /api/alerts/rules/:id (200) */
export const alertRuleAnswerSchema = z.object({ rule: alertRuleSchema });
/** DELETE /api/alerts/rules/:id */
export const alertRuleDeletedSchema = z.object({ deleted: z.string() });
/** GET /api/alerts/push-key: the VAPID public key for pushManager.subscribe's applicationServerKey. */
export const pushKeyAnswerSchema = z.object({ publicKey: z.string() });
/** POST /api/alerts/push-subscriptions (201): whether the device receives a member's rules or a visitor's categories. */
export const pushRegisteredSchema = z.object({ id: z.string(), member: z.boolean() });
/** POST /api/alerts/email-subscriptions (202), the same whether or not the address was known. */
export const digestRequestedSchema = z.object({ pending: z.literal(true), message: z.string() });

/** The problem per field of a refused rule, for showing beside each field (like submissionFieldErrors). */
export function alertFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'categories');
    if (!fields[name]) fields[name] = issue.message;
  }
  return fields;
}

/** DELETE /api/alerts/push-subscriptions: the subscription's endpoint (the device stops receiving alerts). */
export const pushRemovalSchema = z.object({ endpoint: z.string().url().max(2048) });

/**
 * PUT /api/alerts/push-subscriptions: the browser replaced this device's subscription (its service worker's
 * pushsubscriptionchange); the new one takes the old one's place, with its member or categories and count.
 */
export const pushRenewalSchema = z.object({
  oldEndpoint: z.string().url().max(2048),
  subscription: pushSubscriptionSchema,
});

/** POST /api/alerts/seen: a member's matches are seen; a visitor's device names its endpoint. */
export const alertsSeenSchema = z.object({ endpoint: z.string().url().max(2048).optional() });

/** POST /api/alerts/unsubscribe: the token from the mail, in the query (?token=, as RFC 8058) or the body. */
export const unsubscribeRequestSchema = z.object({ token: z.string().min(1).max(500) });

/** What an unsubscribe stopped: a member's alert mails (push and their rules stay), or a visitor's digest. */
export const unsubscribeAnswerSchema = z.object({
  stopped: z.enum(['alert-mail', 'digest']),
  email: z.string().optional(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** GET /api/alerts/email-subscriptions/confirm?token=…: the digest is confirmed for these categories. */
export const digestConfirmedSchema = z.object({
  confirmed: z.literal(true),
  email: z.string(),
  categories: z.array(z.string()),
});
