// A deal's community figures moved (a vote, a comment shown or hidden): stored on the deal with a new
// change number, so the next delta sync carries them (server/db/deals/deal-writes.ts), and a warmer deal
// announced to the alert rules, whose minimum temperature it may now meet (server/alerts/alert-triggers.ts).
// In the caller's transaction, so the announcement is made with the vote that caused it, or not at all.
import { announceWarmer } from '../alerts/alert-triggers.ts';
import type { Database } from '../db/client.ts';
import { type DealFigures, storeDealFigures } from '../db/deals/deal-writes.ts';

export async function touchDeal(tx: Database, id: string, figures: DealFigures): Promise<void> {
  const before = await storeDealFigures(tx, id, figures);
  if (before && figures.temperature !== undefined) {
    await announceWarmer(tx, id, before.temperature, figures.temperature);
  }
}
