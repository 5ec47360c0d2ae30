// A push service on 127.0.0.1 over HTTPS (a self-signed certificate made with openssl; `agent` trusts it),
// for tests of what the server sends. It checks each request as a real push service would: the VAPID JWT
// (ES256 over the key the request names, which must be the server's; aud the endpoint's origin; exp in the
// future) and the aes128gcm content encoding, then decrypts the payload with the private key of the
// subscription the test made. It answers 201, or whatever status the test told it for that device.

import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';
import type { PushSubscriptionJson } from '../../src/shared/alerts/alerts.ts';

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  status: number;
}

export interface PushServiceStub {
  /** https://127.0.0.1:port */
  origin: string;
  /** Trusts the stub's certificate: hand it to the server's push sender. */
  agent: Agent;
  /** The stub's self-signed certificate (PEM), for a server process to trust (NODE_EXTRA_CA_CERTS). */
  certificate: string;
  /** A new subscription for `device`, with keys made here (the private half stays in the stub). */
  subscribe(device: string): PushSubscriptionJson;
  /** How the stub answers pushes to `device` from now on (201 by default; 404 or 410: gone; 500: failing). */
  answer(device: string, status: number): void;
  /** The VAPID public key requests must be signed with. */
  expectKey(publicKey: string): void;
  received: ReceivedPush[];
  /** Requests refused because their signature or encoding was wrong, with the reason. */
  refused: string[];
  /** Resolves once `count` pushes to `device` were received (answered with any status). */
  waitFor(device: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'push-stub-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The problem with a request's VAPID authorization, or undefined when it is right. */
export function vapidProblem(
  authorization: string | undefined,
  audience: string,
  expectedKey?: string,
): string | undefined {
  const match = authorization?.match(/^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match) return 'no vapid authorization';
  const [, jwt, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) return 'signed with another key';
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return 'malformed JWT';
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return 'not ES256';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'the key is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) return `aud ${body.aud} is not ${audience}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp <= now || body.exp > now + 24 * 3600)
    return 'exp is not within the next 24 hours';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'no subject';
  return undefined;
}

export async function startPushServiceStub(): Promise<PushServiceStub> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<() => void>();
  let expectedKey: string | undefined;
  let origin = '';

  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent(request.url?.match(/^\/push\/([^/?]+)$/)?.[1] ?? '');
      const keys = devices.get(device);
      const problem =
        request.method !== 'POST'
          ? 'not a POST'
          : !keys
            ? 'unknown device'
            : request.headers['content-encoding'] !== 'aes128gcm'
              ? 'not aes128gcm'
              : vapidProblem(request.headers.authorization, origin, expectedKey);
      if (problem || !keys) {
        refused.push(problem ?? 'unknown device');
        response.writeHead(problem === 'unknown device' ? 404 : 401).end();
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(
          decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: keys.ecdh,
            authSecret: keys.auth,
          }).toString(),
        );
      } catch (error) {
        refused.push(`cannot decrypt: ${(error as Error).message}`);
        response.writeHead(400).end();
        return;
      }
      const status = answers.get(device) ?? 201;
      received.push({
        device,
        payload,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        status,
      });
      for (const wake of waiters) wake();
      response.writeHead(status).end();
    });
  });
  // Kept-alive connections stay open longer than the sender's idle ones, so a send never reuses a socket the
  // stub is closing at that moment (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: true });

  return {
    origin,
    agent,
    certificate: cert,
    subscribe(device) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer: (device, status) => answers.set(device, status),
    expectKey: (publicKey) => {
      expectedKey = publicKey;
    },
    received,
    refused,
    waitFor(device, count = 1, timeoutMs = 20_000) {
      const mine = () => received.filter((push) => push.device === device);
      return new Promise((resolve, reject) => {
        if (mine().length >= count) return resolve(mine());
        const wake = () => {
          if (mine().length < count) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mine());
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `${mine().length} of ${count} pushes to ${device} arrived (refused: ${refused.join('; ')}).`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
