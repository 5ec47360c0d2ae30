// Security headers: a CSP that admits the app's own files, AdSense, EmailJS and the service worker;
// a strict referrer policy; HSTS only when the request really came over TLS.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const ADSENSE_SCRIPTS = [
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://adservice.google.com',
  'https://www.googletagservices.com',
  'https://partner.googleadservices.com',
  'https://fundingchoicesmessages.google.com',
  'https://*.adtrafficquality.google',
];
const ADSENSE_FRAMES = [
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.google.com',
  'https://*.adtrafficquality.google',
];
const ADSENSE_CONNECT = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://adservice.google.com',
  'https://*.google.com',
  'https://*.adtrafficquality.google',
];
const EMAILJS = 'https://api.emailjs.com';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export const scriptHash = (body: string): string =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

export function contentSecurityDirectives(inlineScripts: string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // Vite emits module scripts only; an inline script in index.html is admitted by its hash, never wholesale.
    scriptSrc: ["'self'", ...inlineScripts.map(scriptHash), ...ADSENSE_SCRIPTS],
    // React style attributes and the toast library's injected stylesheet.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", EMAILJS, ...ADSENSE_CONNECT],
    frameSrc: ADSENSE_FRAMES,
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * The headers helmet sets for these options, worked out once. (The Fastify plugin runs helmet for every
 * request, parsing the whole policy each time: about an eighth of the server's time under load.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, inlineScripts: string[]): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(inlineScripts) },
    // Ads and merchant images are cross-origin and cannot opt in to COEP.
    crossOriginEmbedderPolicy: false,
    // Share links and ads open windows that must keep working.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over TLS: a plain-HTTP answer must not pin browsers to HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
