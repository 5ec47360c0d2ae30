// Who is asking: the one helper every route that needs an account uses, so each reads
// "validate, look up, check, act":
//
//   const member = await requireMember(ctx, request);   // 401 without a live session
//   requireVerifiedEmail(member);                        // 403 until the address is confirmed
//   requireRole(member, 'moderator', 'operator');        // 403 for the other roles
//
// The session comes from the signed session cookie, looked up in the database (better-auth's getSession),
// so a session ended on another device or by the operator stops working at once everywhere.
import type { FastifyRequest } from 'fastify';
import type { Member as MemberSummary } from '../../src/shared/account/account-api.ts';
import { isRole, type Role } from '../../src/shared/account/roles.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';

export interface Member extends MemberSummary {
  /** The session the request came with. */
  sessionId: string;
}

export const SIGN_IN_REQUIRED = 'Please sign in first.';
export const VERIFIED_EMAIL_REQUIRED = 'Please confirm your e-mail address first: use the link we sent you.';
export const ROLE_REQUIRED = 'Your account is not allowed to do this.';

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The signed-in member, or undefined for a visitor (no cookie, an ended session, a disabled account). */
export async function findMember(ctx: ServerContext, request: FastifyRequest): Promise<Member | undefined> {
  if (!request.headers.cookie) return undefined;
  const found = await ctx.auth.api.getSession({ headers: requestHeaders(request) });
  if (!found) return undefined;
  const { user, session } = found;
  if (user.disabledAt || !isRole(user.role)) return undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    sessionId: session.id,
  };
}

export async function requireMember(ctx: ServerContext, request: FastifyRequest): Promise<Member> {
  const member = await findMember(ctx, request);
  if (!member) throw new HttpError(401, SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
  return member;
}

export function requireVerifiedEmail(member: Member): void {
  if (!member.emailVerified)
    throw new HttpError(403, VERIFIED_EMAIL_REQUIRED, { code: 'EMAIL_NOT_VERIFIED' });
}

export function requireRole(member: Member, ...roles: Role[]): void {
  if (!roles.includes(member.role)) throw new HttpError(403, ROLE_REQUIRED, { code: 'ROLE_REQUIRED' });
}
