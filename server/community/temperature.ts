// A deal's temperature: the sum of its members' votes, hot +weight and cold -weight.
//
// A member's weight grows with what they have given the community and is fixed when they vote:
//   weight = 1 + floor(contributions / 10), at most MAX_VOTE_WEIGHT,
// where contributions are the member's votes and comments made more than 7 days ago. A new account
// therefore counts 1, a member with 10 settled contributions 2, and nobody more than 5: a fresh batch of
// accounts cannot outweigh the regulars, and no single regular outweighs a crowd.
// The rules alone: the votes and contributions they count are read in server/db/vote-repository.ts.
import type { VoteDirection } from '../../src/shared/community/community.ts';
import type { ServerEnv } from '../env.ts';

export const MAX_VOTE_WEIGHT = 5;
export const CONTRIBUTIONS_PER_WEIGHT = 10;
export const SETTLED_AFTER_MS = 7 * 86_400_000;

export const weightFor = (contributions: number): number =>
  Math.min(MAX_VOTE_WEIGHT, 1 + Math.floor(contributions / CONTRIBUTIONS_PER_WEIGHT));

/** The latest time a contribution counts towards the weight of a vote cast at `now`. */
export const settledBefore = (now: Date): Date => new Date(now.getTime() - SETTLED_AFTER_MS);

export const directionValue = (direction: VoteDirection): number =>
  direction === 'hot' ? 1 : direction === 'cold' ? -1 : 0;

export const directionOf = (value: number | undefined): VoteDirection =>
  value === 1 ? 'hot' : value === -1 ? 'cold' : 'none';

// When a temperature is told. A new deal's temperature stays hidden (the app shows "New") until `hideNewMs`
// after it was published, so nobody votes along with an early crowd. The rule is temperatureToldAt; every
// answer that holds a temperature (the API's deals in SQL, a vote's answer, a kept page's end) asks it here.

/** How long a new deal's temperature stays hidden, from the server's setting in minutes. */
export const hideNewMsOf = (env: Pick<ServerEnv, 'NEW_DEAL_HIDE_MINUTES'>): number =>
  env.NEW_DEAL_HIDE_MINUTES * 60_000;

/** When the temperature of a deal published at `createdAt` is first told (milliseconds since the epoch). */
export const temperatureToldAt = (createdAt: Date | string, hideNewMs: number): number =>
  new Date(createdAt).getTime() + hideNewMs;

/** Whether the temperature of a deal published at `createdAt` may be told at `now`. */
export const isTold = (createdAt: Date | string, now: Date, hideNewMs: number): boolean =>
  temperatureToldAt(createdAt, hideNewMs) <= now.getTime();

/**
 * The same rule for SQL, which compares the publication time: a deal published after the time answered
 * here still hides its temperature at `now` (temperatureToldAt of that time is `now`).
 */
export const newIfPublishedAfter = (now: Date, hideNewMs: number): Date =>
  new Date(now.getTime() - hideNewMs);
