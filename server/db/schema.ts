// The database schema (Drizzle pg-core). The same schema and migrations run on the embedded PGlite and on
// PostgreSQL 15+, so everything here must be plain PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Deal } from '../../src/shared/deal/deal.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every write to deals or deal_removals takes the next number; a sync token remembers the highest one a
 * client has seen, so the delta form can return exactly what changed since.
 */
export const dealChangeSeq = pgSequence('deal_change_seq', { startWith: 1 });

const nextChange = sql`nextval('deal_change_seq')`;

export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    store: text('store').notNull(),
    category: text('category').notNull(),
    currentPrice: numeric('current_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    savings: numeric('savings', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`original_price - current_price`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true, mode: 'date' }),
    /** The whole normalised deal as the API returns it. */
    data: jsonb('data').$type<Deal>().notNull(),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(nextChange),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The deal's search words (searchTerms of title, description and store), split exactly as the app does. */
    searchWords: text('search_words').notNull(),
    // 'simple' keeps each word as it is, so a prefix query finds what the app's own search finds.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_words)`),
    /**
     * The affiliate link's comparison key (normalizeDealLink), so a submitted link already listed is found.
     * Null for deals written before it existed until the server fills it in at start (fillLinkKeys).
     */
    linkKey: text('link_key'),
    /** The sum of the members' weighted votes (server/community/temperature.ts); kept with each vote. */
    temperature: integer('temperature').notNull().default(0),
    /** Comments shown on the deal page (not deleted, not hidden). */
    commentCount: integer('comment_count').notNull().default(0),
    /** When members' Expired reports ended the deal: its page stays reachable, marked Expired. */
    reportedExpiredAt: timestamp('reported_expired_at', { withTimezone: true, mode: 'date' }),
    /** The end date the deal had before reports ended it, for a moderator who reactivates it. */
    expiryBeforeReports: timestamp('expiry_before_reports', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('deals_category_created_idx').on(table.category, table.createdAt.desc().nullsFirst(), table.id),
    index('deals_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    index('deals_price_idx').on(table.currentPrice, table.id),
    index('deals_savings_idx').on(table.savings.desc(), table.id),
    index('deals_expiry_idx').on(table.expiryDate),
    index('deals_change_seq_idx').on(table.changeSeq),
    index('deals_search_idx').using('gin', table.search),
    index('deals_link_key_idx').on(table.linkKey),
    // Similar titles (pg_trgm) for the duplicate check.
    index('deals_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('deals_temperature_idx').on(table.temperature.desc(), table.id),
  ],
);

/** Ids deleted by the operator, kept so that delta sync can tell clients to drop them. */
export const dealRemovals = pgTable(
  'deal_removals',
  {
    id: text('id').primaryKey(),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(nextChange),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('deal_removals_change_seq_idx').on(table.changeSeq)],
);

/**
 * Click-outs through /go/:id and opens of deal pages, one row per deal and UTC day: the console's Clicks
 * section sums them per day, store and deal. The title and store are the deal's as last counted that day,
 * so a deal that has since left (or the affiliate provider's, never stored here) still has a name.
 */
export const dealDailyStats = pgTable(
  'deal_daily_stats',
  {
    dealId: text('deal_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    store: text('store').notNull(),
    title: text('title').notNull(),
    clicks: integer('clicks').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.dealId, table.day] }),
    index('deal_daily_stats_day_idx').on(table.day),
  ],
);

/** Small facts about this database: its instance id (part of every sync token) and whether it was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The answers to writes sent with an Idempotency-Key, stored in the transaction of the write itself: a replay
 * of the same request gets the stored answer and has no second effect; the same key with another request is
 * refused. Scope is whose key it is (a member's id, or 'visitor'). Purged after IDEMPOTENCY_KEY_HOURS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/** Messages sent through the contact form to the site itself (when no e-mail service is configured). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When an operator marked it handled; null while it waits for an answer. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc().nullsFirst())],
);

// ---- Accounts (better-auth's models under our own table names; see server/auth/auth.ts) ----------------

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A member. E-mail addresses are stored lower-cased, so the unique index is case-blind. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** member | moderator | operator (src/shared/account/roles.ts). */
    role: text('role').notNull().default('member'),
    /** Set by the operator (`npm run users -- disable`): the account can no longer sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** The member's public name in their profile's address (/member/{handle}), chosen by them; unique. */
    handle: text('handle'),
    /** The member hid their public profile. */
    profileHidden: boolean('profile_hidden').notNull().default(false),
    /** Worked out from their record (approved and hot deals, helpful comments, moderators' decisions). */
    reputation: integer('reputation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('member', 'moderator', 'operator')`),
    uniqueIndex('users_handle_idx').on(sql`lower(${table.handle})`),
  ],
);

/**
 * A signed-in device. `token` holds the SHA-256 of the session cookie's token, never the token itself
 * (server/auth/session-token-hashing.ts); expires_at is fixed at sign-in (an absolute age limit).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** How a member signs in: 'credential' (the argon2id password hash) or an OAuth provider (its tokens encrypted). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

/** One-time values: password reset tokens (identifier hashed) and passkey challenges. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull().unique(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: createdAt(),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * Fixed-window request counters, shared by every server process (server/security/rate-limiter.ts). Keys
 * name the action and who acts (an address, or a hash of an e-mail address), never a secret.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  hits: integer('hits').notNull(),
});

/** Every mail the site sends, kept so it is never lost and, without SMTP_URL, so it can be read at all. */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The member it concerns, when there is one: deleting the account deletes their mail too. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [index('outgoing_mail_user_idx').on(table.userId)],
);

/** A member's wishlist: the deals saved on any of their devices, each with the deal as it was saved. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealId: text('deal_id').notNull(),
    deal: jsonb('deal').$type<Deal>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.dealId] })],
);

// ---- Submitted deals and their moderation ---------------------------------------------------------------

/**
 * A deal a member submitted. It stays here, never in `deals`, until a moderator approves it (or the
 * member is trusted to publish at once): so a pending deal is in no listing, search, sitemap or feed.
 * status: pending | live | rejected (src/shared/community/submission.ts).
 */
export const submissions = pgTable(
  'submissions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    link: text('link').notNull(),
    /** normalizeDealLink(link): the same deal with other tracking parameters has the same key. */
    linkKey: text('link_key').notNull(),
    title: text('title').notNull(),
    currentPrice: numeric('current_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 2, mode: 'number' }),
    store: text('store').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** YYYY-MM-DD, the last day of the deal. */
    expiry: text('expiry'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    /** Published at once because the member is trusted; a moderator still reviews it after the fact. */
    publishedEarly: boolean('published_early').notNull().default(false),
    /** When a moderator decided (approved, kept or rejected); null while it waits in the queue. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    /** The deal in `deals` once live. */
    dealId: text('deal_id'),
  },
  (table) => [
    check('submissions_status_check', sql`${table.status} in ('pending', 'live', 'rejected')`),
    index('submissions_user_idx').on(table.userId, table.createdAt),
    index('submissions_link_key_idx').on(table.linkKey),
    index('submissions_queue_idx').on(table.reviewedAt, table.createdAt),
    index('submissions_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

/** Every moderation decision: who, when, what, and the record before and after (server/audit/audit-log.ts). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The member who acted; null once their account is deleted (the entry stays). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted when no member did: AUDIT_COMMAND_LINE for `npm run deals|users` (src/shared/console/admin-audit.ts). */
    actorLabel: text('actor_label'),
    action: text('action').notNull(),
    /** What was acted on: 'submission', 'deal', … */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

// ---- The community: votes, comments, reviews and reports of members (docs/decisions/0025) -------------

const memberRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const dealRef = () =>
  text('deal_id')
    .notNull()
    .references(() => deals.id, { onDelete: 'cascade' });

/** A member's hot (+1) or cold (-1) vote on a deal, with the weight the member had when voting. */
export const dealVotes = pgTable(
  'deal_votes',
  {
    dealId: dealRef(),
    userId: memberRef(),
    direction: integer('direction').notNull(),
    weight: integer('weight').notNull(),
    /** A keyed hash of the voter's network (IPv4 /24, IPv6 /48), for the console's vote-ring check. */
    network: text('network'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.dealId, table.userId] }),
    index('deal_votes_deal_created_idx').on(table.dealId, table.createdAt),
    index('deal_votes_user_idx').on(table.userId, table.createdAt),
    check('deal_votes_direction_check', sql`${table.direction} in (-1, 1)`),
  ],
);

/** A comment, or a reply to one (one level: a reply's parent is never itself a reply). */
export const dealComments = pgTable(
  'deal_comments',
  {
    id: text('id').primaryKey(),
    dealId: dealRef(),
    userId: memberRef(),
    parentId: text('parent_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** Deleted by its author: the row stays so replies keep their place, the text is gone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Hidden by a moderator or operator. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: text('hidden_by'),
  },
  (table) => [
    index('deal_comments_deal_idx').on(table.dealId, table.createdAt),
    index('deal_comments_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A member's review of a deal (one per member and deal), seen by everyone. */
export const dealReviews = pgTable(
  'deal_reviews',
  {
    id: text('id').primaryKey(),
    dealId: dealRef(),
    userId: memberRef(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('deal_reviews_deal_idx').on(table.dealId, table.createdAt),
    index('deal_reviews_member_deal_idx').on(table.userId, table.dealId),
    check('deal_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** "Helpful" on a review: once per member. */
export const reviewHelpfulMarks = pgTable(
  'review_helpful_marks',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => dealReviews.id, { onDelete: 'cascade' }),
    userId: memberRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

/** A member's report on a deal: one per member, deal and reason. Open until a moderator acts on it. */
export const dealReports = pgTable(
  'deal_reports',
  {
    id: text('id').primaryKey(),
    dealId: dealRef(),
    userId: memberRef(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: text('resolved_by'),
  },
  (table) => [
    uniqueIndex('deal_reports_once_idx').on(table.dealId, table.userId, table.reason),
    index('deal_reports_open_idx').on(table.resolvedAt, table.createdAt),
  ],
);

// ---- Deal alerts: rules, devices, e-mail digests and what was delivered (src/shared/alerts/alerts.ts) --------

/**
 * A member's alert rule: what to look for (categories, keywords, price, discount, temperature) and how to be
 * told (channels, delivery, quiet hours in their time zone, a daily cap). Lists are jsonb arrays.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: text('id').primaryKey(),
    userId: memberRef(),
    name: text('name').notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** Store slugs (stores.slug): "Follow this store" is a rule naming one store. */
    stores: jsonb('stores').$type<string[]>().notNull().default([]),
    maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }),
    minDiscount: integer('min_discount'),
    minTemperature: integer('min_temperature'),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(true),
    delivery: text('delivery').notNull().default('immediate'),
    /** "HH:MM" local times; both null when the rule has no quiet hours. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    timeZone: text('time_zone').notNull().default('UTC'),
    dailyCap: integer('daily_cap').notNull().default(10),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('alert_rules_user_idx').on(table.userId, table.createdAt),
    index('alert_rules_min_temperature_idx').on(table.minTemperature),
    check('alert_rules_delivery_check', sql`${table.delivery} in ('immediate', 'hourly', 'daily')`),
  ],
);

/**
 * A device's Web Push subscription. A member's device receives their rules' alerts; a visitor's device
 * (user_id null) receives the categories it named. The endpoint is on a known push service only.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's categories; empty for a member's device. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Alerts this visitor's device has not seen (a member's count is in alert_members). */
    unseen: integer('unseen').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * A visitor's daily category digest by e-mail. Nothing is sent until the mailed link confirms the address:
 * the link carries the row's confirm nonce, and a new request for the same address makes a new one.
 */
export const emailDigests = pgTable('email_digests', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  categories: jsonb('categories').$type<string[]>().notNull().default([]),
  /** The categories asked for, taken on when the link is opened. */
  pendingCategories: jsonb('pending_categories').$type<string[]>().notNull().default([]),
  confirmNonce: text('confirm_nonce'),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * Per member: matches not yet seen (the app icon's badge), and whether they unsubscribed from alert mail (it
 * covers mail no rule asked for, such as wishlist reminders, until they turn e-mail on for a rule again).
 */
export const alertMembers = pgTable('alert_members', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unseen: integer('unseen').notNull().default(0),
  mailStopped: boolean('mail_stopped').notNull().default(false),
});

/**
 * One row per person and deal: what was decided and what became of it. The unique index is what makes "never
 * the same deal twice to one person" hold, whatever runs twice. recipient: 'member:{id}', 'device:{id}'
 * (a visitor's push subscription) or 'digest:{id}' (a visitor's e-mail digest); kind: 'alert', or 'reminder'
 * for a saved deal about to end (one of each at most).
 * status: due (a send job waits for due_at), digest (goes with the digest due at due_at), sent, expired
 * (the deal ended first), dropped (nobody left to tell).
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    dealId: text('deal_id').notNull(),
    kind: text('kind').notNull().default('alert'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id'),
    status: text('status').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Push subscriptions already sent to, and whether the mail went: a retried send repeats neither. */
    pushedTo: jsonb('pushed_to').$type<string[]>().notNull().default([]),
    mailed: boolean('mailed').notNull().default(false),
    /**
     * Devices given up for this delivery, each with its push service's last answer: refused for good (401/403,
     * a VAPID or key mismatch) or failing through every retry. The other channels go on without them.
     */
    pushFailed: jsonb('push_failed').$type<Record<string, string>>().notNull().default({}),
    /** Whether it has taken its place in the day's cap (once, however often its send is retried). */
    counted: boolean('counted').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('alert_deliveries_once_idx').on(table.recipient, table.dealId, table.kind),
    index('alert_deliveries_due_idx').on(table.status, table.dueAt),
    check('alert_deliveries_kind_check', sql`${table.kind} in ('alert', 'reminder', 'watch')`),
    check(
      'alert_deliveries_status_check',
      sql`${table.status} in ('due', 'digest', 'sent', 'expired', 'dropped')`,
    ),
  ],
);

/**
 * Which delivery sent a deal to an address or a device: 'mail:{address, lower case}' or 'push:{endpoint}'.
 * A person may be more than one recipient (a member whose address also holds a visitor digest); the first
 * delivery to claim the address or the device for a deal sends it there, the others leave it out. Goes with
 * its delivery when that is forgotten.
 */
export const alertChannelClaims = pgTable(
  'alert_channel_claims',
  {
    channel: text('channel').notNull(),
    dealId: text('deal_id').notNull(),
    kind: text('kind').notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => alertDeliveries.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.channel, table.dealId, table.kind] }),
    index('alert_channel_claims_delivery_idx').on(table.deliveryId),
  ],
);

/**
 * The affiliate provider's deals as last fetched, for alerts only: they are not the site's own (no listing
 * reads this table), but a match and its later send need the deal, its price and its end.
 */
export const alertAffiliateDeals = pgTable('alert_affiliate_deals', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Deal>().notNull(),
  expiryDate: timestamp('expiry_date', { withTimezone: true, mode: 'date' }),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Notifications sent per recipient and local day (the day in their time zone): what the daily cap counts. */
export const alertDailyCounts = pgTable(
  'alert_daily_counts',
  {
    recipient: text('recipient').notNull(),
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.recipient, table.day] })],
);

// ---- Trust: the prices seen for each deal and the checks of its link (src/shared/price-history/price-history.ts) -----

/**
 * Every price seen for a deal, with when and where it was seen; a row is added only when the price or the
 * list price changes. No reference to deals: the affiliate provider's deals have history too, and a deal
 * that leaves and comes back keeps its past.
 */
export const dealPrices = pgTable(
  'deal_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: text('deal_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    source: text('source').notNull(),
  },
  (table) => [
    index('deal_prices_deal_seen_idx').on(table.dealId, table.seenAt),
    check(
      'deal_prices_source_check',
      sql`${table.source} in ('seed', 'import', 'edit', 'submission', 'moderation', 'affiliate', 'watch')`,
    ),
  ],
);

/**
 * One request of a deal's link by the link checker, with its outcome and reason. 'failed' is a verdict on the
 * link (gone, sent to the shop's home page, out of stock): a moderators' queue item ("link failed") until a
 * moderator resolves it, and two in a row end the deal. 'inconclusive' (time-out, unreachable, a server error)
 * says nothing about the link and neither counts nor breaks a run.
 */
export const linkChecks = pgTable(
  'link_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: dealRef(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
    outcome: text('outcome').notNull(),
    /** Why it failed ("404 Not Found", "redirect loop", "out of stock"…); null when the link worked. */
    reason: text('reason'),
    /** The last HTTP status seen, null when no answer came. */
    status: integer('status'),
    /** Where the redirects ended, when they went elsewhere. */
    finalUrl: text('final_url'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: text('resolved_by'),
  },
  (table) => [
    index('link_checks_deal_checked_idx').on(table.dealId, table.checkedAt.desc()),
    index('link_checks_open_idx').on(table.outcome, table.resolvedAt),
    check('link_checks_outcome_check', sql`${table.outcome} in ('ok', 'failed', 'inconclusive')`),
  ],
);

// ---- Stores and their voucher codes (src/shared/store/store.ts) ---------------------------------------

/**
 * A shop. Filled from the deals as they are written (one per store name, with the host its deals' links go
 * to) and edited by the operator: renamed, given a logo, or merged into another (its names and hosts move
 * there, its old slug is kept in `merged_into` so old addresses still lead somewhere).
 */
export const stores = pgTable(
  'stores',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    /** Hosts without "www.": a deal whose link goes there is this store's. */
    hosts: jsonb('hosts').$type<string[]>().notNull().default([]),
    /** Names of stores merged into this one. */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    affiliateNote: text('affiliate_note').notNull().default(''),
    /** Set when the store was merged into another: its address then leads there. */
    mergedInto: text('merged_into'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('stores_merged_into_idx').on(table.mergedInto)],
);

/**
 * A voucher code, or a sale that needs none (code ''). A member's waits for moderation (status pending);
 * the operator's, an import's and the coupon feed's are live at once. `source_key` is the feed's own id
 * of the offer, so a feed round updates what it brought before instead of adding it again.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    storeSlug: text('store_slug')
      .notNull()
      .references(() => stores.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    code: text('code').notNull().default(''),
    /** The code compared for duplicates: upper case. */
    codeKey: text('code_key').notNull().default(''),
    title: text('title').notNull(),
    terms: text('terms').notNull().default(''),
    url: text('url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    source: text('source').notNull(),
    sourceKey: text('source_key'),
    status: text('status').notNull().default('live'),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    clicks: integer('clicks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('coupons_store_idx').on(table.storeSlug, table.status),
    index('coupons_status_ends_idx').on(table.status, table.endsAt),
    uniqueIndex('coupons_source_key_idx').on(table.source, table.sourceKey),
    check('coupons_source_check', sql`${table.source} in ('member', 'operator', 'feed')`),
    check('coupons_status_check', sql`${table.status} in ('pending', 'live', 'rejected', 'expired')`),
  ],
);

/**
 * Shoppers' answers to "Did it work?": one per code and answerer (a member's id, or a device's id for a
 * visitor), so an answer sent again, or a thousand times, counts once; a changed mind replaces it.
 */
export const couponAnswers = pgTable(
  'coupon_answers',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    answerer: text('answerer').notNull(),
    worked: boolean('worked').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.couponId, table.answerer] }),
    index('coupon_answers_coupon_at_idx').on(table.couponId, table.answeredAt),
  ],
);

// ---- Discovery: ranks over time, follows and mutes ------------------------------------------------------

/** Click-outs per deal and hour, for the ranks that move with time (trending weighs recent hours). */
export const dealHourlyClicks = pgTable(
  'deal_hourly_clicks',
  {
    dealId: text('deal_id').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.dealId, table.hour] }),
    index('deal_hourly_clicks_hour_idx').on(table.hour),
  ],
);

/**
 * Each live deal's ranks as the ranking job last worked them out: heat gained over 24 h, 7 and 30 days,
 * the trending and popular scores, comments of the last 48 hours, and when it first went hot (its poster is
 * told once).
 */
export const dealRanks = pgTable(
  'deal_ranks',
  {
    dealId: text('deal_id')
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    heat24h: integer('heat_24h').notNull().default(0),
    heat7d: integer('heat_7d').notNull().default(0),
    heat30d: integer('heat_30d').notNull().default(0),
    trendingScore: numeric('trending_score', { precision: 14, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    popularScore: numeric('popular_score', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    comments48h: integer('comments_48h').notNull().default(0),
    hotAt: timestamp('hot_at', { withTimezone: true, mode: 'date' }),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('deal_ranks_trending_idx').on(table.trendingScore.desc()),
    index('deal_ranks_popular_idx').on(table.popularScore.desc()),
  ],
);

/** What a member follows: a store (slug), a category (slug) or another member (user id). */
export const memberFollows = pgTable(
  'member_follows',
  {
    userId: memberRef(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.target] }),
    index('member_follows_target_idx').on(table.kind, table.target),
    check('member_follows_kind_check', sql`${table.kind} in ('store', 'category', 'member')`),
  ],
);

/** What a member mutes: a store (slug), a category (slug) or a keyword. */
export const memberMutes = pgTable(
  'member_mutes',
  {
    userId: memberRef(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.target] }),
    check('member_mutes_kind_check', sql`${table.kind} in ('store', 'category', 'keyword')`),
  ],
);

// ---- Watches: any shop's product page, read for the members who watch it (src/shared/watch/watch.ts) ------------

/**
 * A shop's product page that members watch, read once for all of them: `key` is product-link.ts's comparison
 * key (tracking parameters left out). Its prices go into deal_prices under `watchPriceId(id)` with source
 * 'watch'. status 'unreadable': two reads in a row failed; it is still read, and a good read makes it 'ok'.
 */
export const watchedProducts = pgTable(
  'watched_products',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    url: text('url').notNull(),
    host: text('host').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    /** The last price believed (plausible-price.ts), in `currency`; never converted. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency'),
    availability: text('availability').notNull().default('unknown'),
    gtin: text('gtin'),
    sku: text('sku'),
    status: text('status').notNull().default('ok'),
    /** Failed reads in a row, and the last one's reason in words. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the price last moved: a page whose price moves often is read more often. */
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('watched_products_due_idx').on(table.nextCheckAt),
    index('watched_products_host_idx').on(table.host),
    index('watched_products_gtin_idx').on(table.gtin),
    check('watched_products_status_check', sql`${table.status} in ('ok', 'unreadable')`),
    check(
      'watched_products_availability_check',
      sql`${table.availability} in ('in_stock', 'out_of_stock', 'unknown')`,
    ),
  ],
);

/**
 * One member watching one product, with what they want to be told: any drop, below a target price, a drop
 * of at least N %, back in stock, its lowest in 90 days. Drops are measured from `base_price`: the price when
 * they started watching, then the price of their last notice.
 */
export const watches = pgTable(
  'watches',
  {
    id: text('id').primaryKey(),
    userId: memberRef(),
    productId: text('product_id')
      .notNull()
      .references(() => watchedProducts.id, { onDelete: 'cascade' }),
    anyDrop: boolean('any_drop').notNull().default(true),
    targetPrice: numeric('target_price', { precision: 12, scale: 2, mode: 'number' }),
    minDropPercent: integer('min_drop_percent'),
    backInStock: boolean('back_in_stock').notNull().default(true),
    lowest90: boolean('lowest_90').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    basePrice: numeric('base_price', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('watches_member_product_idx').on(table.userId, table.productId),
    index('watches_product_idx').on(table.productId),
  ],
);

/**
 * What a watcher was told, once per occasion: 'price:{amount}' (never twice for the same price, whichever
 * rule it met), 'stock:{time}' (back in stock), 'unreadable:{time}' (the page failed twice), 'deal:{deal id}'
 * (it became a deal). Its alert goes through alert_deliveries (kind 'watch', deal_id `watchNoticeRef(id)`).
 */
export const watchNotices = pgTable(
  'watch_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    watchId: text('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    userId: memberRef(),
    productId: text('product_id').notNull(),
    occasion: text('occasion').notNull(),
    reason: text('reason').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    previousPrice: numeric('previous_price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency'),
    dealId: text('deal_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('watch_notices_once_idx').on(table.watchId, table.occasion),
    check(
      'watch_notices_reason_check',
      sql`${table.reason} in ('drop', 'target', 'percent', 'lowest', 'back_in_stock', 'unreadable', 'deal')`,
    ),
  ],
);

/** Shop hosts the operator stopped the watch reader from reading, and why. */
export const watchBlockedHosts = pgTable('watch_blocked_hosts', {
  host: text('host').primaryKey(),
  reason: text('reason').notNull().default(''),
  blockedBy: text('blocked_by'),
  createdAt: createdAt(),
});

/** Pages the watch reader read per shop host and UTC day, and how many failed: the console's fetch volume. */
export const watchHostReads = pgTable(
  'watch_host_reads',
  {
    host: text('host').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reads: integer('reads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.host, table.day] })],
);
