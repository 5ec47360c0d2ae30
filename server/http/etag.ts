// Weak entity tags over a response body, and the If-None-Match check that answers 304.
import { createHash } from 'node:crypto';

export const weakEtag = (body: string | Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the client's If-None-Match names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
