// A deal's temperature as a rule: when it wears the Hot badge, and the Hottest order. How it shows ('123°',
// 'New') is in temperature-texts.ts. Kept apart from the community's request schemas so listings load no zod
// for it.
import type { Deal } from '../deal/deal';

/** A temperature from which a deal wears the Hot badge. */
export const HOT_FROM_DEGREES = 100;

export const isHot = (deal: Pick<Deal, 'temperature'>): boolean =>
  typeof deal.temperature === 'number' && deal.temperature >= HOT_FROM_DEGREES;

/** The order of the Hottest sort: a deal without a told temperature counts as 0°. */
export const sortTemperature = (deal: Pick<Deal, 'temperature'>): number => deal.temperature ?? 0;
