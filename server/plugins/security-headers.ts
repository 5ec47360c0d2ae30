// Security headers: on pages, a CSP that admits the app's own files, EmailJS, the service worker and, when
// the build shows ads, what AdSense needs (no ad host at all otherwise), and a Permissions-Policy that
// denies the features the site does not use; on the API's JSON, which no browser renders as a page, a CSP
// that admits nothing. A strict referrer policy everywhere; HSTS only when the request really came over TLS.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { SPECULATION_RULES_TEXT } from '../html/speculation-rules.ts';

/**
 * AdSense's scripts in the page itself: its loader and the scripts it adds, all under the loader's folder
 * (/pagead/), and its traffic-quality checks. Whole ad hosts are never admitted: some serve JSONP
 * (pagead2.googlesyndication.com/relatedsearch, *.google.com, googleads.g.doubleclick.net), which would
 * let an injected tag run script of its choosing. The ads themselves run in frames with their own policy.
 */
const ADSENSE_SCRIPTS = ['https://*.adtrafficquality.google', 'https://fundingchoicesmessages.google.com'];
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

/**
 * Powerful features the site never uses, denied to it and to every frame in it (ads included). Only names
 * Chromium knows: an unknown one is a console message on every page (Chromium 150 no longer knows
 * 'bluetooth'; layout-crawl.spec fails on such a message).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export const scriptHash = (body: string): string =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** The folder of the ad script ('https://host/pagead/'): the scripts it loads live beside it. */
const scriptFolder = (scriptUrl: string): string => {
  const url = new URL(scriptUrl);
  const [, first] = url.pathname.split('/');
  return `${url.origin}/${first ? `${first}/` : ''}`;
};

export interface PagePolicyOptions {
  /** Hashes of inline scripts in index.html (none are expected). */
  inlineScripts: string[];
  /** The ad script when the build shows ads (build-settings.json); null admits no ad network at all. */
  adScriptUrl: string | null;
}

export function contentSecurityDirectives({
  inlineScripts,
  adScriptUrl,
}: PagePolicyOptions): Record<string, string[]> {
  const ads = adScriptUrl !== null;
  const adScriptOrigin = ads ? new URL(adScriptUrl).origin : undefined;
  return {
    defaultSrc: ["'self'"],
    // Vite emits module scripts only; an inline script in index.html is admitted by its hash, never wholesale.
    // So are the pages' speculation rules: by the hash of their one text, not 'inline-speculation-rules',
    // which would admit any rules a tag injected into a page brought.
    scriptSrc: [
      "'self'",
      scriptHash(SPECULATION_RULES_TEXT),
      ...inlineScripts.map(scriptHash),
      ...(ads ? [scriptFolder(adScriptUrl), ...ADSENSE_SCRIPTS] : []),
    ],
    // React style attributes in server-drawn markup, the toast library's injected stylesheet, and
    // AdSense's own inline styles (docs/decisions/0017).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // The ad blocker probe asks for the ad script itself.
    connectSrc: [
      "'self'",
      EMAILJS,
      ...(ads ? [...new Set([adScriptOrigin as string, ...ADSENSE_CONNECT])] : []),
    ],
    frameSrc: ads ? ADSENSE_FRAMES : ["'none'"],
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  policy: PagePolicyOptions,
): Promise<void> {
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(policy) },
    // Ads and merchant images are cross-origin and cannot opt in to COEP.
    crossOriginEmbedderPolicy: false,
    // Share links and ads open windows that must keep working.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over TLS: a plain-HTTP answer must not pin browsers to HTTPS.
    strictTransportSecurity: false,
  });
  pageHeaders['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request.url) ? API_HEADERS : pageHeaders);
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}
