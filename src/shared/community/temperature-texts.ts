// How a deal's temperature shows: '123°', 'New' while the server keeps the number back, the Hot badge, and
// the vote buttons' words.
import type { Deal } from '../deal/deal';

export const HOT_BADGE = 'Hot';
/** What a deal shows instead of its temperature while it is new. */
export const NEW_TEMPERATURE = 'New';
export const VOTE_HOT = 'Vote hot';
export const VOTE_COLD = 'Vote cold';
export const TEMPERATURE_LABEL = 'Temperature';
export const SIGN_IN_TO_VOTE = 'Sign in to vote';
export const PENDING_TEXT = 'Waiting to send';
export const DISCARD = 'Discard';

/** '123°', or 'New' while the server keeps the number back; undefined for deals members do not vote on. */
export function temperatureText(deal: Pick<Deal, 'temperature'>): string | undefined {
  if (deal.temperature === undefined) return undefined;
  return deal.temperature === null ? NEW_TEMPERATURE : `${deal.temperature}°`;
}
