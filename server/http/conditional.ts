// Conditional GET (RFC 9110 §13): a client that holds the current copy gets 304 Not Modified instead of
// the body. If-None-Match decides when sent; If-Modified-Since is only read without it.
import type { FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from './etag.ts';

export interface Validators {
  etag: string;
  /** When the content last changed, if known. */
  lastModified?: Date;
}

/** HTTP dates carry whole seconds. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function isNotModified(request: FastifyRequest, { etag, lastModified }: Validators): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesIfNoneMatch(ifNoneMatch, etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && wholeSeconds(lastModified) <= Math.floor(since / 1000);
}
