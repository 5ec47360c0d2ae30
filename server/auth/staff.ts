// The staff's guards. Every staff route is refused to the wrong roles before the route reads its input, so
// a visitor gets 401 and a member 403 whatever the path, query or body hold:
//   - under /api/admin the section table (src/shared/console/admin-sections.ts) names who may call a route;
//   - elsewhere (moderation queue, reports, comment hiding) the route says so in its options:
//       app.post('/api/reports/:id/dismiss', { config: { staffRoles: STAFF_ROLES } }, handler)
// registerStaffGuard() adds the check to each such route as it is registered. Handlers still name who they
// need, and get the member the guard found (no second session lookup):
//   const moderator = await requireModerator(ctx, request);  // 401 visitors, 403 members
//   const operator = await requireOperator(ctx, request);    // 401 visitors, 403 members and moderators
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Role } from '../../src/shared/account/roles.ts';
import { ADMIN_API, apiSectionOf } from '../../src/shared/console/admin-sections.ts';
import type { ServerContext } from '../context.ts';
import { type Member, requireMember, requireRole } from './members.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route outside /api/admin: the roles that may call it (checked before the input is read). */
    staffRoles?: readonly Role[];
  }
}

export const STAFF_ROLES = ['moderator', 'operator'] as const satisfies readonly Role[];
export const OPERATOR_ROLES = ['operator'] as const satisfies readonly Role[];

/** The roles a route is limited to, or undefined for a route anyone may call. */
export function staffRolesOf(route: Pick<RouteOptions, 'url' | 'config'>): readonly Role[] | undefined {
  const declared = (route.config as { staffRoles?: readonly Role[] } | undefined)?.staffRoles;
  if (declared) return declared;
  if (route.url === ADMIN_API || route.url.startsWith(`${ADMIN_API}/`)) return apiSectionOf(route.url).roles;
  return undefined;
}

/** The member each request's guard let through. */
const admitted = new WeakMap<FastifyRequest, Member>();

async function admit(ctx: ServerContext, request: FastifyRequest, roles: readonly Role[]): Promise<Member> {
  const member = admitted.get(request) ?? (await requireMember(ctx, request));
  requireRole(member, ...roles);
  admitted.set(request, member);
  return member;
}

/**
 * Adds the role check to every staff route registered from now on, ahead of the route's own steps. Register
 * it before the same-origin check (server/plugins/same-origin.ts), which then goes first: a cross-site
 * write is refused as such whoever sends it.
 */
export function registerStaffGuard(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onRoute', (route) => {
    const roles = staffRolesOf(route);
    if (!roles) return;
    const guard: preHandlerHookHandler = async (request) => {
      await admit(ctx, request, roles);
    };
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [guard, ...own];
  });
}

export const requireModerator = (ctx: ServerContext, request: FastifyRequest): Promise<Member> =>
  admit(ctx, request, STAFF_ROLES);

export const requireOperator = (ctx: ServerContext, request: FastifyRequest): Promise<Member> =>
  admit(ctx, request, OPERATOR_ROLES);
