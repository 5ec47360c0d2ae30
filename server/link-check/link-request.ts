// One request of the link checker: HEAD or GET of one address, connected to the address the guard checked
// (never a fresh DNS answer), with our own User-Agent, no redirects followed (the checker follows them by
// hand, checking each hop), and at most `maxBodyBytes` of a GET's body read before the connection is closed.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './address-guard.ts';

export interface LinkAnswer {
  status: number;
  /** The Location header, for redirects. */
  location: string | undefined;
  contentType: string | undefined;
  /** The first bytes of a GET's body as text (undefined for HEAD). */
  body: string | undefined;
}

export interface LinkRequest {
  method: 'HEAD' | 'GET';
  url: URL;
  /** Where to connect: the address the guard checked for the URL's host. */
  to: CheckedAddress;
  userAgent: string;
  /** Aborts the request (the checker's time-out). */
  signal: AbortSignal;
  maxBodyBytes: number;
}

/** A lookup that answers with the checked address only, whatever the system's DNS would say now. */
const pinnedLookup =
  ({ address, family }: CheckedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily); one is all there is.
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else callback(null, address, family);
  };

/** Reads at most `limit` bytes of the answer's body, then stops reading and closes the connection. */
function readCapped(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, Math.min(size, limit)).toString('utf8'));
    };
    response.on('data', (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) {
        finish();
        // The rest is never read: a huge page costs the checker 256 KB, not its size.
        response.destroy();
      }
    });
    response.on('end', finish);
    // A time-out, or a connection cut while the body arrives: the request fails.
    response.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    response.on('close', finish);
  });
}

export function requestLink(request: LinkRequest): Promise<LinkAnswer> {
  const { url, method, signal } = request;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<LinkAnswer>((resolve, reject) => {
    const outgoing = transport.request(
      url,
      {
        method,
        lookup: pinnedLookup(request.to),
        signal,
        // A fresh connection each time: a pooled one might have been opened to another address.
        agent: false,
        headers: {
          'user-agent': request.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-language': 'en',
          // Plain bytes: the body is read for words, never stored.
          'accept-encoding': 'identity',
        },
      },
      (response) => {
        const answer = {
          status: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type'],
        };
        if (method === 'HEAD' || (answer.status >= 300 && answer.status < 400)) {
          response.resume();
          response.destroy();
          resolve({ ...answer, body: undefined });
          return;
        }
        readCapped(response, request.maxBodyBytes).then((body) => resolve({ ...answer, body }), reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
