// The server's VAPID keys, which sign every Web Push request (RFC 8292) and which browsers subscribe with.
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY set them; otherwise a pair is made on first start and kept in the
// database (app_meta), so every process and every restart signs with the same key and subscriptions last.
import webPush from 'web-push';
import { readMeta } from '../db/app-meta.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import type { ServerEnv } from '../env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for push services to contact: mailto: or https:. */
  subject: string;
}

/** A mailto: with the sender's address of the site's mail (MAIL_FROM), unless VAPID_SUBJECT says otherwise. */
export function vapidSubject(env: Pick<ServerEnv, 'VAPID_SUBJECT' | 'MAIL_FROM'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

export async function resolveVapidKeys(
  env: Pick<ServerEnv, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM'>,
  db: Database,
): Promise<VapidKeys> {
  const subject = vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  // One row holds both halves, so two processes starting at once cannot keep halves of different pairs.
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(appMeta)
    .values({ key: 'vapid_keys', value: JSON.stringify(made) })
    .onConflictDoNothing();
  const stored = await readMeta(db, 'vapid_keys');
  if (!stored) throw new Error('The database has no VAPID keys.');
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject };
}
