// The one place account forms are submitted. Accounts are not open yet, so it only notes the values on
// this device; opening accounts replaces this function with a real call and keeps its signature.
import { type AccountFormKind, type AccountForms, MASKED_SECRET, SECRET_FIELDS } from '@shared/account-forms';

export type AccountSubmitResult = { status: 'accounts-not-open' };

/** The values with every secret replaced, safe to write to a log. */
export function maskSecrets<T extends object>(values: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, SECRET_FIELDS.includes(key) ? MASKED_SECRET : value]),
  );
}

export async function submitAccountForm<K extends AccountFormKind>(
  kind: K,
  values: AccountForms[K],
): Promise<AccountSubmitResult> {
  console.info(`Account form "${kind}" submitted`, maskSecrets(values));
  return { status: 'accounts-not-open' };
}
