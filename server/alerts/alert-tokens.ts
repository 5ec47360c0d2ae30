// The tokens alert mail carries: an unsubscribe link for every mail (a member's e-mail alerts,
// or a visitor's digest) and the confirmation link of a visitor's digest. Each is the subject's id signed
// with a key of this database (HMAC-SHA-256): nothing to store, nothing to look up but the subject, and no
// session or password travels in a mail. A confirmation token also names the request's nonce, so only the
// latest link for an address confirms it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readMeta } from '../db/app-meta.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

export type TokenPurpose =
  /** Stops a member's alert mails: the subject is the member's id. */
  | 'member-mail'
  /** Ends a visitor's digest: the subject is the digest's id. */
  | 'digest'
  /** Confirms a visitor's digest: the subject is `{digest id}.{nonce}`. */
  | 'confirm';

const PURPOSES: readonly TokenPurpose[] = ['member-mail', 'digest', 'confirm'];

export interface AlertTokens {
  make(purpose: TokenPurpose, subject: string): string;
  /** The subject the token was made for, or undefined for a token this server did not make. */
  read(purpose: TokenPurpose, token: string): string | undefined;
  /** Which purpose a token has, when it is a valid one. */
  purposeOf(token: string): TokenPurpose | undefined;
}

export async function alertTokenKey(db: Database): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: 'alert_token_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const key = await readMeta(db, 'alert_token_key');
  if (!key) throw new Error('The database has no alert token key.');
  return Buffer.from(key, 'base64url');
}

export function createAlertTokens(key: Buffer): AlertTokens {
  const sign = (purpose: TokenPurpose, subject: string) =>
    createHmac('sha256', key).update(`${purpose}\n${subject}`).digest().subarray(0, 20);
  const parse = (token: string) => {
    const [purpose, subject, signature] = token.split('~');
    if (!purpose || !subject || !signature) return undefined;
    return { purpose, subject: Buffer.from(subject, 'base64url').toString(), signature };
  };
  const read = (purpose: TokenPurpose, token: string) => {
    const parsed = parse(token);
    if (!parsed || parsed.purpose !== purpose) return undefined;
    const expected = sign(purpose, parsed.subject);
    const given = Buffer.from(parsed.signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.subject : undefined;
  };
  return {
    make: (purpose, subject) =>
      `${purpose}~${Buffer.from(subject).toString('base64url')}~${sign(purpose, subject).toString('base64url')}`,
    read,
    purposeOf(token) {
      const purpose = PURPOSES.find((candidate) => token.startsWith(`${candidate}~`));
      return purpose && read(purpose, token) !== undefined ? purpose : undefined;
    },
  };
}
