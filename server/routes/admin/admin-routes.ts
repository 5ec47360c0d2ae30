// The operator's console's APIs (src/shared/console/admin-sections.ts): one module per section, each shaped like
// every other resource here (validate, look up, check the role with server/auth/staff.ts, act).
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerAdminAuditRoutes } from './admin-audit-routes.ts';
import { registerAdminClicksRoutes } from './admin-clicks-routes.ts';
import { registerAdminCommentRoutes } from './admin-comments-routes.ts';
import { registerAdminDealsRoutes } from './admin-deals-routes.ts';
import { registerAdminLinkFailureRoutes } from './admin-link-failures-routes.ts';
import { registerAdminMailRoutes } from './admin-mail-routes.ts';
import { registerAdminMessageRoutes } from './admin-messages-routes.ts';
import { registerAdminStoresRoutes } from './admin-stores-routes.ts';
import { registerAdminUsersRoutes } from './admin-users-routes.ts';
import { registerAdminVotesRoutes } from './admin-votes-routes.ts';
import { registerAdminWatchesRoutes } from './admin-watches-routes.ts';
import { registerConsoleRoutes } from './console-routes.ts';

export function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerConsoleRoutes(app, ctx);
  registerAdminMessageRoutes(app, ctx);
  registerAdminMailRoutes(app, ctx);
  registerAdminAuditRoutes(app, ctx);
  registerAdminUsersRoutes(app, ctx);
  registerAdminDealsRoutes(app, ctx);
  registerAdminStoresRoutes(app, ctx);
  registerAdminClicksRoutes(app, ctx);
  registerAdminLinkFailureRoutes(app, ctx);
  registerAdminCommentRoutes(app, ctx);
  registerAdminVotesRoutes(app, ctx);
  registerAdminWatchesRoutes(app, ctx);
}
