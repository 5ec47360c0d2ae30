// What the alert routes and jobs share, made once per process: the VAPID keys, the token signer, and the
// push sender limited to the allowed push services.
import type { Agent } from 'node:https';
import type { Database } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';
import { type AlertTokens, alertTokenKey, createAlertTokens } from './alert-tokens.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';

export interface AlertServices {
  vapid: VapidKeys;
  tokens: AlertTokens;
  push: PushSender;
  /** PUSH_SERVICE_HOSTS: where subscriptions may point. */
  pushHosts: readonly string[];
}

export async function createAlertServices(
  env: ServerEnv,
  db: Database,
  options: { pushAgent?: Agent } = {},
): Promise<AlertServices> {
  const vapid = await resolveVapidKeys(env, db);
  return {
    vapid,
    tokens: createAlertTokens(await alertTokenKey(db)),
    push: createPushSender({ vapid, allowedHosts: env.PUSH_SERVICE_HOSTS, agent: options.pushAgent }),
    pushHosts: env.PUSH_SERVICE_HOSTS,
  };
}
