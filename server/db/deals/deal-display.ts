// How the API shows a deal: its stored data with the community's figures, the temperature as told at a
// moment (null while the deal is new: the rule is server/community/temperature.ts), and which deals are
// shown at all (those still running). Every read that answers with deals builds them here, in SQL.
import { gt, isNull, or, sql } from 'drizzle-orm';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { newIfPublishedAfter, temperatureToldAt } from '../../community/temperature.ts';
import { deals } from '../schema.ts';

/**
 * How the community's figures are shown: a deal's temperature stays null (the app shows "New") until
 * `hideNewMs` after it was published, so nobody votes along with an early crowd. The number never leaves
 * the server during that window: every read of the deals builds the deal it answers with through wireDeal.
 */
export interface CommunityView {
  hideNewMs?: number;
}

/** When the first of these deals still shown as new shows its temperature (Infinity for none): kept answers end then. */
export const firstTold = (list: readonly Deal[], hideNewMs: number): number =>
  list.reduce(
    (first, deal) =>
      deal.temperature === null ? Math.min(first, temperatureToldAt(deal.createdAt, hideNewMs)) : first,
    Number.POSITIVE_INFINITY,
  );

/** The temperature as told at `now`: null while the deal is new. */
export const toldTemperature = (now: Date, hideNewMs: number) =>
  sql<
    number | null
  >`(case when ${deals.createdAt} > ${newIfPublishedAfter(now, hideNewMs)} then null else ${deals.temperature} end)`;

/** The deal as the API sends it: its stored data with the community's figures as told at `now`. */
export const wireDeal = (now: Date, hideNewMs = 0) =>
  sql<Deal>`(${deals.data} || jsonb_build_object('temperature', ${toldTemperature(now, hideNewMs)}, 'commentCount', ${deals.commentCount}))`.mapWith(
    (value: Deal | string) => (typeof value === 'string' ? (JSON.parse(value) as Deal) : value),
  );

/** A deal is shown while it runs: no end date, or one still ahead of `now`. */
export const isLive = (now: Date) => or(isNull(deals.expiryDate), gt(deals.expiryDate, now));
