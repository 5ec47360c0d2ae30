// A deal's temperature as a rule: when it wears the Hot badge, and the Hottest order. How it shows ('123°',
// 'New') is in temperature-texts.ts. Kept apart from the community's request schemas so listings load no zod
// for it.
import type { Deal } from '../deal/deal';

/** A temperature from which a deal wears the Hot badge. */
export const HOT_FROM_DEGREES = 100;

/**
 * The degrees a deal must gain within 24 hours to count as gone hot (server/ranking/): the first time it
 * does, the member who posted it is told, once.
 */
export const HOT_HEAT_FROM_DEGREES = 100;

export const isHot = (deal: Pick<Deal, 'temperature'>): boolean =>
  typeof deal.temperature === 'number' && deal.temperature >= HOT_FROM_DEGREES;

/** The order of the Hottest sort: a deal without a told temperature counts as 0°. */
export const sortTemperature = (deal: Pick<Deal, 'temperature'>): number => deal.temperature ?? 0;

/**
 * The order of the Hottest sorts where the server has worked out the heat: the degrees gained in the last
 * 24 hours (or 7 or 30 days), so last month's favourite gives way to this morning's; the temperature where
 * there is no heat.
 */
export const sortHeat = (
  deal: Pick<Deal, 'temperature' | 'heat'>,
  window: 'day' | 'week' | 'month' = 'day',
): number => (deal.heat ? deal.heat[window] : sortTemperature(deal));
