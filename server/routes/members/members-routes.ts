// Members in public:
//   GET /api/members/:handle   a member's public profile (404 when there is none, or it is hidden)
//   GET /api/account/profile   the signed-in member's handle and whether their profile is hidden
//   PUT /api/account/profile   { handle, profileHidden }: 409 on `handle` when another member has it
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileSettingsSchema } from '../../../src/shared/discovery/member-profile.ts';
import { PROFILE_TEXTS } from '../../../src/shared/discovery/member-profile-texts.ts';
import { requireMember } from '../../auth/members.ts';
import { readMemberProfile } from '../../community/member-profile.ts';
import type { ServerContext } from '../../context.ts';
import { profileSettingsOf, saveProfileSettings } from '../../db/member-profile-repository.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { parseBody, parseParams } from '../../http/parse-input.ts';
import { enforceRateLimit, memberKey } from '../../security/rate-limiter.ts';

const handleParamsSchema = z.strictObject({ handle: z.string().min(1).max(60) });

/** Handle changes a member may make in a day: enough to fix a typo, too few to squat on names. */
const PROFILE_RATE = { max: 10, windowSeconds: 86_400 };

export function registerMemberRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/members/:handle', async (request, reply) => {
    const { handle } = parseParams(handleParamsSchema, request.params);
    const profile = await readMemberProfile(ctx.db, handle, ctx.clock());
    if (!profile) throw notFound(PROFILE_TEXTS.notFound);
    return reply.header('cache-control', 'no-cache').send(profile);
  });

  app.get('/api/account/profile', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const settings = await profileSettingsOf(ctx.db, member.id);
    return reply.header('cache-control', 'no-store').send(settings ?? { handle: null, profileHidden: false });
  });

  app.put('/api/account/profile', async (request, reply) => {
    const member = await requireMember(ctx, request);
    const settings = parseBody(profileSettingsSchema, request.body);
    await enforceRateLimit(ctx.rateLimiter, memberKey('profile', member.id), PROFILE_RATE);
    const saved = await saveProfileSettings(ctx.db, member.id, settings);
    if (saved === 'taken')
      throw new HttpError(409, PROFILE_TEXTS.taken, {
        code: 'HANDLE_TAKEN',
        fields: { handle: PROFILE_TEXTS.taken },
      });
    return reply.header('cache-control', 'no-store').send(settings);
  });
}
