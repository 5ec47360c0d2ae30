// One deal reaches an address or a device once, whichever of a person's identities it was meant for: a
// member's alert and the visitor digest their address also holds both match a deal, but only the first
// delivery to claim the address sends it there. Claims are made at send time and belong to a delivery, so
// a retry of that delivery still owns what it claimed (and sends only what it has not yet reached).
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { alertChannelClaims } from '../db/schema.ts';

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
 * deliveries own (by `owns(channel, dealId)`), their earlier claims included.
 */
export async function claimChannels(
  db: Database,
  claims: Claim[],
): Promise<(channel: string, dealId: string, kind: string) => boolean> {
  if (claims.length === 0) return () => false;
  await db.insert(alertChannelClaims).values(claims).onConflictDoNothing();
  const owners = await db
    .select()
    .from(alertChannelClaims)
    .where(
      and(
        inArray(alertChannelClaims.kind, [...new Set(claims.map((claim) => claim.kind))]),
        inArray(alertChannelClaims.dealId, [...new Set(claims.map((claim) => claim.dealId))]),
        inArray(alertChannelClaims.channel, [...new Set(claims.map((claim) => claim.channel))]),
      ),
    );
  const ownerOf = new Map(owners.map((row) => [claimKey(row.channel, row.dealId, row.kind), row.deliveryId]));
  const key = (claim: Claim) => claimKey(claim.channel, claim.dealId, claim.kind);
  const owned = new Set(claims.filter((claim) => ownerOf.get(key(claim)) === claim.deliveryId).map(key));
  return (channel, dealId, kind) => owned.has(claimKey(channel, dealId, kind));
}
