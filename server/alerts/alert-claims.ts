// One deal reaches an address or a device once, whichever of a person's identities it was meant for: a
// member's alert and the visitor digest their address also holds both match a deal, but only the first
// delivery to claim the address sends it there. Claims are made at send time and belong to a delivery, so
// a retry of that delivery still owns what it claimed (and sends only what it has not yet reached).
import { type Claim, insertChannelClaims } from '../db/alert-delivery-repository.ts';
import type { Database } from '../db/client.ts';

export const mailChannel = (address: string) => `mail:${address.trim().toLowerCase()}`;
export const pushChannel = (endpoint: string) => `push:${endpoint}`;

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
  const rows = await insertChannelClaims(db, claims);
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
