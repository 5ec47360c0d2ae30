// How server tests write deals (made by tests/factories/deal-factory.ts) into the database.
import type { PriceSighting } from '../db/price-history-repository.ts';

/** How tests write deals: their prices as seen by an operator's import at `at`. */
export const imported = (at = new Date()): PriceSighting => ({ source: 'import', at });
