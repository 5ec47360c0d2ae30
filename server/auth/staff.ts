// The staff's guards, one line at the top of every console route ("validate, look up, check, act"):
//   const moderator = await requireModerator(ctx, request);  // 401 visitors, 403 members
//   const operator = await requireOperator(ctx, request);    // 401 visitors, 403 members and moderators
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { type Member, requireMember, requireRole } from './members.ts';

export async function requireModerator(ctx: ServerContext, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(ctx, request);
  requireRole(member, 'moderator', 'operator');
  return member;
}

export async function requireOperator(ctx: ServerContext, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(ctx, request);
  requireRole(member, 'operator');
  return member;
}
