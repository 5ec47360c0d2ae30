// One deal reaches an address or a device once, whichever of a person's identities it was meant for: a
// member's alert and the visitor digest their address also holds both match a deal, but only the first
// delivery to claim the address sends it there. Claims are made at send time and belong to a delivery, so
// a retry of that delivery still owns what it claimed (and sends only what it has not yet reached).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alertChannelClaims } from '../db/schema.ts';
import { rowsOf } from '../db/sql.ts';

export const mailChannel = (address: string) => `mail:${address.trim().toLowerCase()}`;
export const pushChannel = (endpoint: string) => `push:${endpoint}`;

export interface Claim {
  channel: string;
  dealId: string;
  /** alert, or reminder: a reminder of a deal is its own message, claimed apart from its alert. */
  kind: string;
  deliveryId: number;
}

const claimKey = (channel: string, dealId: string, kind: string) => `${kind}\n${dealId}\n${channel}`;

/**
 * Claims each channel for its deal and delivery where no other delivery did; answers what the given
 * deliveries own: what this call claimed, and what they claimed before (a retry). One statement.
 */
export async function claimChannels(
  db: Database,
  claims: Claim[],
): Promise<(channel: string, dealId: string, kind: string) => boolean> {
  if (claims.length === 0) return () => false;
  const values = sql.join(
    claims.map(
      (claim) => sql`(${claim.channel}, ${claim.dealId}, ${claim.kind}, ${claim.deliveryId}::bigint)`,
    ),
    sql`, `,
  );
  const deliveryIds = sql.join(
    [...new Set(claims.map((claim) => claim.deliveryId))].map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  // The outer select sees the table as it was before this statement: the earlier claims of these deliveries.
  const result = await db.execute(sql`
    with claimed as (
      insert into ${alertChannelClaims} (channel, deal_id, kind, delivery_id) values ${values}
      on conflict do nothing
      returning channel, deal_id, kind, delivery_id
    )
    select channel, deal_id, kind, delivery_id from claimed
    union all
    select channel, deal_id, kind, delivery_id from ${alertChannelClaims} where delivery_id in (${deliveryIds})`);
  const rows = rowsOf<{ channel: string; deal_id: string; kind: string; delivery_id: number | string }>(
    result,
  );
  const owned = new Set(
    rows.map((row) => `${claimKey(row.channel, row.deal_id, row.kind)}\n${Number(row.delivery_id)}`),
  );
  const ownedBy = new Map(
    claims.map((claim) => [claimKey(claim.channel, claim.dealId, claim.kind), claim.deliveryId]),
  );
  return (channel, dealId, kind) => {
    const key = claimKey(channel, dealId, kind);
    return owned.has(`${key}\n${ownedBy.get(key)}`);
  };
}
