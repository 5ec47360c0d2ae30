// Roles are kept on the server only (users.role). OPERATOR_EMAILS names the accounts that are operators
// once their address is verified; it is applied at verification and at every sign-in, so it also takes
// effect for an account that existed before the address was added to the list.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

interface RoleHolder {
  id: string;
  email: string;
  emailVerified: boolean;
  role?: unknown;
}

export async function applyOperatorEmails(
  db: Database,
  operatorEmails: readonly string[],
  user: RoleHolder,
): Promise<void> {
  if (!user.emailVerified || user.role === 'operator') return;
  if (!operatorEmails.includes(user.email.toLowerCase())) return;
  await db.update(users).set({ role: 'operator', updatedAt: new Date() }).where(eq(users.id, user.id));
}
