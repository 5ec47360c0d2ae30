// Builds the Fastify application: plugins first, then every route, registered explicitly. Tests call
// buildApp() and app.inject(); server/index.ts adds the database lifecycle and listens.

import type { Agent } from 'node:https';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { recordAffiliatePrices } from './affiliate/affiliate-prices.ts';
import { createAffiliateSource } from './affiliate/affiliate-source.ts';
import { createAlertServices } from './alerts/alert-services.ts';
import { announceAffiliateDeals } from './alerts/alert-triggers.ts';
import { createAuth, resolveAuthSecret } from './auth/auth.ts';
import { registerStaffGuard } from './auth/staff.ts';
import { createStoreDirectory } from './catalog/store-directory.ts';
import type { ServerContext } from './context.ts';
import { databaseInstanceId } from './db/app-meta.ts';
import type { Database } from './db/client.ts';
import type { ServerEnv } from './env.ts';
import { loadBuildSettings } from './html/build-settings.ts';
import { loadIndexTemplate } from './html/index-template.ts';
import { loadPageRenderer } from './html/page-renderer.ts';
import { redactUrl } from './http/redact-url.ts';
import { createTurnSharingServer } from './http/requests-per-turn.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { createAnswerMemory } from './http/ttl-cache.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createMailer, dkimFromEnv } from './mail/mailer.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { isApiRequest, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerAccountRoutes } from './routes/account/account-routes.ts';
import { registerAdminRoutes } from './routes/admin/admin-routes.ts';
import { registerAffiliateRoutes } from './routes/affiliate/affiliate-routes.ts';
import { registerAlertRoutes } from './routes/alerts/alerts-routes.ts';
import { registerAuthRoutes } from './routes/auth/auth-routes.ts';
import { registerCommentRoutes } from './routes/comments/comments-routes.ts';
import { registerDealHistoryRoutes } from './routes/deals/deal-history-routes.ts';
import { registerDealRoutes } from './routes/deals/deals-routes.ts';
import { registerDiscussionRoutes } from './routes/discussion/discussion-routes.ts';
import { registerFeedRoutes } from './routes/feeds/feed-routes.ts';
import { registerFollowRoutes } from './routes/follows/follows-routes.ts';
import { registerDealViewRoutes } from './routes/go/deal-view-routes.ts';
import { registerGoRoutes } from './routes/go/go-routes.ts';
import { registerHealthRoutes } from './routes/health/health-routes.ts';
import { registerMemberRoutes } from './routes/members/members-routes.ts';
import { registerMessageRoutes } from './routes/messages/messages-routes.ts';
import { registerModerationRoutes } from './routes/moderation/moderation-routes.ts';
import { registerOperatorRoutes } from './routes/operator/operator-routes.ts';
import { registerPageRoutes } from './routes/pages/page-routes.ts';
import { registerReportRoutes } from './routes/reports/reports-routes.ts';
import { registerReviewRoutes } from './routes/reviews/reviews-routes.ts';
import { registerStoreCouponRoutes } from './routes/store-coupons/store-coupons-routes.ts';
import { registerStoreRoutes } from './routes/stores/stores-routes.ts';
import { registerSubmissionRoutes } from './routes/submissions/submissions-routes.ts';
import { registerVoteRoutes } from './routes/votes/votes-routes.ts';
import { registerWatchPreviewRoutes } from './routes/watches/watch-preview-routes.ts';
import { registerWatchRoutes } from './routes/watches/watch-routes.ts';
import { registerWishlistRoutes } from './routes/wishlist/wishlist-routes.ts';
import { createRateLimiter } from './security/rate-limiter.ts';
import { productReaderDeps } from './watch/product-reader.ts';

/** Requests per minute and client for the routes that refuse writes. */
const WRITE_RATE_LIMIT = 20;

export interface BuildAppOptions {
  env: ServerEnv;
  /** An open, migrated database. */
  db: Database;
  /** The started job queue on that database, its queues defined. */
  jobs: JobQueue;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Accepts operator commands handed over with this token (PGlite: see server/cli/operator-channel.ts). */
  operatorToken?: string;
  /** The HTTPS agent push requests go through (tests: one that trusts the stub push service). */
  pushAgent?: Agent;
  /** More routes, registered with the same context (tests of the request guards use it). */
  routes?: (app: FastifyInstance, ctx: ServerContext) => void;
  /** Told of every route as it is registered (the role tests list the staff routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes were built with; the serving process starts the jobs with it too. */
    serverContext: ServerContext;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const logger = options.logger ?? { level: env.LOG_LEVEL };
  const app = Fastify({
    // Request lines are logged without the one-time tokens some addresses carry (links from mails).
    logger:
      typeof logger === 'object'
        ? {
            ...logger,
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          }
        : logger,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Closing waits for requests in flight; idle keep-alive connections are closed at once.
    forceCloseConnections: 'idle',
    // Each event-loop turn begins a few requests, so new connections are accepted during a burst.
    serverFactory: (handler, fastifyOptions) => createTurnSharingServer(handler, fastifyOptions),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const template = loadIndexTemplate(env.DIST_DIR);
  if (!template) app.log.warn(`No index.html in ${env.DIST_DIR}: pages answer 503 until the app is built.`);

  const clock = options.clock ?? (() => new Date());
  const mailer = createMailer({
    db,
    log: app.log,
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    dkim: dkimFromEnv(env),
  });
  const auth = createAuth({ env, db, mailer, secret: await resolveAuthSecret(env, db), log: app.log });
  const affiliate = createAffiliateSource(
    {
      url: env.AFFILIATE_API_URL,
      host: env.AFFILIATE_API_HOST,
      key: env.AFFILIATE_API_KEY,
      timeoutMs: env.AFFILIATE_TIMEOUT_MS,
      cacheSeconds: env.AFFILIATE_CACHE_SECONDS,
    },
    app.log,
    {
      clock: options.clock,
      recordPrices: (fresh, at) => recordAffiliatePrices(db, fresh, at),
      onFresh: (fresh) => announceAffiliateDeals(db, fresh, clock()).then(() => {}),
    },
  );
  const ctx: ServerContext = {
    env,
    db,
    instanceId: await databaseInstanceId(db),
    jobs: options.jobs,
    affiliate,
    stores: createStoreDirectory({ db, affiliate, clock, reuseMs: env.API_CACHE_MS }),
    template,
    pageRenderer: template ? await loadPageRenderer(env.DIST_DIR, app.log) : undefined,
    clock,
    answerMemory: createAnswerMemory(env.ANSWER_CACHE_MB * 1024 * 1024),
    auth,
    mailer,
    rateLimiter: createRateLimiter(db, clock),
    alerts: await createAlertServices(env, db, { pushAgent: options.pushAgent }),
    productReader: productReaderDeps(env),
  };

  app.decorate('serverContext', ctx);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    inlineScripts: template?.inlineScripts ?? [],
    adScriptUrl: loadBuildSettings(env.DIST_DIR).adScriptUrl,
  });
  await registerRateLimits(app, { max: env.RATE_LIMIT_MAX, behindProxy: env.TRUST_PROXY !== false });
  // No request body is ever decompressed: the few that are accepted (accounts) are small JSON.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  app.addHook('onRequest', (request, reply, done) => {
    // API answers are always revalidated (the ETag makes that cheap), unless their route says otherwise.
    if (isApiRequest(request.url)) reply.header('cache-control', 'no-cache');
    done();
  });

  // The staff's role check, then the same-origin check ahead of it, on each route they concern.
  registerStaffGuard(app, ctx);
  registerSameOriginCheck(app, env.PUBLIC_ORIGIN);

  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerWishlistRoutes(app, ctx);
  registerSubmissionRoutes(app, ctx);
  registerStoreCouponRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerVoteRoutes(app, ctx);
  registerDiscussionRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerAlertRoutes(app, ctx);
  registerFollowRoutes(app, ctx);
  if (options.operatorToken) registerOperatorRoutes(app, ctx, options.operatorToken);
  options.routes?.(app, ctx);
  registerDealRoutes(app, ctx);
  registerDealHistoryRoutes(app, ctx);
  registerAffiliateRoutes(app, ctx);
  registerStoreRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerWatchPreviewRoutes(app, ctx);
  registerWatchRoutes(app, ctx);
  registerGoRoutes(app, ctx, env.RATE_LIMIT_GO_MAX);
  registerDealViewRoutes(app, ctx);
  registerFeedRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  await registerPageRoutes(app, ctx, WRITE_RATE_LIMIT);
  return app;
}
