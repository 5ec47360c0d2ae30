// Sends one notification to one device through its push service (web-push: VAPID-signed, payload encrypted
// aes128gcm). Only endpoints on PUSH_SERVICE_HOSTS are ever called. A push service that answers 404 or 410
// says the subscription is gone for good; any other failure is thrown, so the job that sent it is retried.
import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { AlertPayload } from '../../src/shared/alerts/alerts.ts';
import { isAllowedPushEndpoint } from './push-hosts.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent; gone (404/410: forget the subscription); refused (not on a known push service: never called). */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export interface PushSender {
  send(target: PushTarget, payload: AlertPayload): Promise<PushOutcome>;
}

/** How long a push service keeps an undelivered alert for an offline device: a day, as a deal may end. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export class PushFailure extends Error {
  constructor(
    readonly statusCode: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PushFailure';
  }
}

export function createPushSender(options: {
  vapid: VapidKeys;
  allowedHosts: readonly string[];
  /** The HTTPS agent (tests: one that trusts the stub push service's certificate). */
  agent?: Agent;
}): PushSender {
  const { vapid, allowedHosts, agent } = options;
  return {
    async send(target, payload) {
      if (!isAllowedPushEndpoint(target.endpoint, allowedHosts)) return 'refused';
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            timeout: TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const statusCode = (error as { statusCode?: number }).statusCode;
        if (statusCode === 404 || statusCode === 410) return 'gone';
        // The push service's host and status only: the endpoint's path identifies the device.
        throw new PushFailure(
          statusCode,
          `The push service ${new URL(target.endpoint).host} answered ${statusCode ?? (error as Error).message}`,
        );
      }
    },
  };
}
