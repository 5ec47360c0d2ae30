// The deal an operator's form makes (src/shared/console/admin-deals.ts): a new deal, or an edited one that keeps
// everything the form does not show (gallery, features, specifications, reviews, ranks). Either way it is
// built by the deal schema, as every deal is, so the console cannot store a deal an import would refuse.

import { expiryInstant } from '../../src/shared/community/submission.ts';
import { type AdminDealInput, expiryDay } from '../../src/shared/console/admin-deals.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { normalizeDeal } from '../../src/shared/deal/deal-schema.ts';

export type DealFormResult = { ok: true; deal: Deal } | { ok: false; reason: string };

/** The end date the form asks for; the day the deal ends on now keeps its exact instant. */
function endDate(input: AdminDealInput, stored: Deal | undefined): string | null {
  if (stored && input.expiry === (expiryDay(stored.expiryDate) || null)) return stored.expiryDate;
  return input.expiry ? expiryInstant(input.expiry).toISOString() : null;
}

/**
 * The deal with id `id` as the form describes it: `stored` is the deal being edited (undefined for a new
 * one, dated `now`). The stored price truth is not carried over: the deal repository works out the new one
 * from the prices seen when the deal is written.
 */
export function dealFromForm(
  id: string,
  input: AdminDealInput,
  stored: Deal | undefined,
  now: Date,
): DealFormResult {
  const { priceTruth: _storedTruth, ...kept } = stored ?? {};
  return normalizeDeal(
    {
      ...kept,
      id,
      title: input.title,
      description: input.description,
      store: input.store,
      category: input.category,
      currentPrice: input.currentPrice,
      originalPrice: input.originalPrice,
      // The prices decide the discount; a stored one must not fill in an original price taken away.
      discount: null,
      affiliateUrl: input.link,
      // The form edits the main image; the rest of the gallery stays.
      image: input.imageUrl ?? undefined,
      images: stored ? stored.images.slice(1) : [],
      expiryDate: endDate(input, stored),
      createdAt: stored?.createdAt ?? now.toISOString(),
    },
    'own',
    { now },
  );
}
