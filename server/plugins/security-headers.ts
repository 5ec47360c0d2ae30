// Security headers: on pages, a CSP that admits the app's own files, AdSense, EmailJS and the service
// worker; on the API's JSON, which no browser renders as a page, a CSP that admits nothing. A strict
// referrer policy everywhere; HSTS only when the request really came over TLS.
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

/**
 * The API's answers are data, never a page: only the headers that mean something for data (as OWASP's
 * REST guidance lists them), and a policy under which nothing in them may load, run or be framed. The
 * page policy is over a kilobyte that every answer would carry and the server check.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Whether a request is for the API's JSON (under /api/) rather than a page or a file. */
export const isApiRequest = (url: string): boolean => url.startsWith('/api/');

export async function registerSecurityHeaders(app: FastifyInstance, inlineScripts: string[]): Promise<void> {
  const pageHeaders = helmetHeaders({
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request.url) ? API_HEADERS : pageHeaders);
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}
