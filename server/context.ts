// What every route needs, built once by buildApp() and handed to each route module explicitly.
import type { AffiliateSource } from './affiliate/affiliate-source.ts';
import type { AlertServices } from './alerts/alert-services.ts';
import type { Auth } from './auth/auth.ts';
import type { StoreDirectorySource } from './catalog/store-directory.ts';
import type { Database } from './db/client.ts';
import type { ServerEnv } from './env.ts';
import type { IndexTemplate } from './html/index-template.ts';
import type { PageRenderer } from './html/page-renderer.ts';
import type { AnswerMemory } from './http/ttl-cache.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimiter } from './security/rate-limiter.ts';
import type { ReaderDeps } from './watch/product-reader.ts';

export interface ServerContext {
  env: ServerEnv;
  db: Database;
  /** Identifies this database in sync tokens. */
  instanceId: string;
  affiliate: AffiliateSource;
  /** The stores and their live codes (GET /api/stores, the store pages), read at most once per API_CACHE_MS. */
  stores: StoreDirectorySource;
  /** Background jobs on the same database; routes send them in the transaction of their change. */
  jobs: JobQueue;
  /** The built app's index.html, ready for per-route head tags; undefined when there is no build. */
  template: IndexTemplate | undefined;
  /** Renders pages' markup for first paint; undefined when the build has no renderer. */
  pageRenderer: PageRenderer | undefined;
  clock: () => Date;
  /** The answers kept for reuse by every route (pages, deal lists, feeds, files), bounded by ANSWER_CACHE_MB. */
  answerMemory: AnswerMemory;
  /** The account service (better-auth), mounted under /api/auth. */
  auth: Auth;
  mailer: Mailer;
  /** Request counters in the database, shared by every process. */
  rateLimiter: RateLimiter;
  /** Deal alerts' VAPID keys, link tokens and push sender. */
  alerts: AlertServices;
  /**
   * What reads shops' product pages (previews, new watches, the watch round): one robots.txt cache and one
   * per-host pacer, so a shop is asked at most once a second by this process, whoever asks.
   */
  productReader: ReaderDeps;
}
