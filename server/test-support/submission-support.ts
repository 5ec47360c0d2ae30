// Members of each kind and a valid submitted deal, for the route tests of submissions and moderation.
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/shared/account/roles.ts';
import type { SubmissionDraft } from '../../src/shared/community/submission.ts';
import { users } from '../db/schema.ts';
import { type AccountClient, accountClient, PASSWORD, signedInMember } from './account-client.ts';
import type { TestServer } from './test-app.ts';

let counter = 0;

/** A form as a member fills it in; every call links to another product unless told otherwise. */
export function aSubmission(overrides: Partial<SubmissionDraft> = {}): SubmissionDraft {
  counter += 1;
  return {
    link: `https://www.gadget-shop.example/products/item-${counter}?utm_source=news`,
    title: `Noise cancelling headphones model ${counter}`,
    currentPrice: '79.99',
    originalPrice: '129.99',
    store: 'gadget-shop.example',
    category: 'electronics',
    description: 'Over-ear headphones with thirty hours of battery.',
    expiry: '',
    imageUrl: '',
    ...overrides,
  };
}

/** A verified member, signed in, with the given role. */
export async function memberWithRole(
  server: TestServer,
  role: Role,
  email: string,
  address?: string,
): Promise<AccountClient> {
  const client = await signedInMember(
    server,
    { email, name: `${role} ${email.split('@')[0]}` },
    accountClient(server, address),
  );
  if (role !== 'member')
    await server.db
      .update(users)
      .set({ role })
      .where(eq(users.id, await idOf(server, email)));
  return client;
}

/** A member who registered and signed in but never confirmed the address. */
export async function unverifiedMember(server: TestServer, email: string): Promise<AccountClient> {
  const client = accountClient(server);
  const registered = await client.post('/api/auth/sign-up/email', {
    name: 'Una Verified',
    email,
    password: PASSWORD,
    agreeToTerms: true,
  });
  if (registered.statusCode !== 200) throw new Error(`Sign-up failed: ${registered.body}`);
  const signedIn = await client.post('/api/auth/sign-in/email', {
    email,
    password: PASSWORD,
    rememberMe: true,
  });
  if (signedIn.statusCode !== 200) throw new Error(`Sign-in failed: ${signedIn.body}`);
  return client;
}

export async function idOf(server: TestServer, email: string): Promise<string> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No member ${email}`);
  return user.id;
}
