// How a deal's temperature shows: '123°', 'New' while the server keeps the number back, the Hot badge and
// the Hottest order. Kept apart from the community's request schemas so listings load no zod for it.
import type { Deal } from '../deal/deal';

/** A temperature from which a deal wears the Hot badge. */
export const HOT_FROM_DEGREES = 100;
export const HOT_BADGE = 'Hot';
/** What a deal shows instead of its temperature while it is new. */
export const NEW_TEMPERATURE = 'New';
export const VOTE_HOT = 'Vote hot';
export const VOTE_COLD = 'Vote cold';
export const TEMPERATURE_LABEL = 'Temperature';
export const SIGN_IN_TO_VOTE = 'Sign in to vote';
export const PENDING_TEXT = 'Waiting to send';

/** '123°', or 'New' while the server keeps the number back; undefined for deals members do not vote on. */
export function temperatureText(deal: Pick<Deal, 'temperature'>): string | undefined {
  if (deal.temperature === undefined) return undefined;
  return deal.temperature === null ? NEW_TEMPERATURE : `${deal.temperature}°`;
}

export const isHot = (deal: Pick<Deal, 'temperature'>): boolean =>
  typeof deal.temperature === 'number' && deal.temperature >= HOT_FROM_DEGREES;

/** The order of the Hottest sort: a deal without a told temperature counts as 0°. */
export const sortTemperature = (deal: Pick<Deal, 'temperature'>): number => deal.temperature ?? 0;
export const DISCARD = 'Discard';
