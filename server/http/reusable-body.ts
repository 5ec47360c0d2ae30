// Answers kept for reuse (deal lists, pages) are compressed once, not on every request: each carries its
// brotli and gzip forms, made off the main thread the first time a client asks for one.

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from './conditional.ts';
import { weakEtag } from './etag.ts';

export type ContentCoding = 'br' | 'gzip';

/** Below this, compressing saves fewer bytes than the headers it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The smallest brotli window (in bits, within brotli's 10–24) that holds a body of this many bytes. */
export const brotliWindowBits = (bytes: number): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  );

const compressors: Record<ContentCoding, (raw: Buffer) => Promise<Buffer>> = {
  // Made once per kept answer, so a better ratio than per-request compression could afford. The window
  // fits the body: a larger one compresses no better and costs the encoder megabytes the process keeps.
  br: (raw) =>
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(raw.length),
      },
    }),
  gzip: (raw) => gzipAsync(raw, { level: 7 }),
};

/**
 * The coding to answer with for this Accept-Encoding header (RFC 9110 §12.5.3): brotli, else gzip, by the
 * client's weights; none when it accepts neither.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && !Number.isNaN(weight)) weights.set(name, weight);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

export class ReusableBody {
  readonly #encoded = new Map<ContentCoding, Promise<Buffer>>();
  #etag: string | undefined;
  #bytes: number;
  #onResize: (() => void) | undefined;

  constructor(readonly raw: Buffer) {
    this.#bytes = raw.length;
  }

  /** The memory it holds: the raw body and each compressed form made so far. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Tells whoever keeps it (server/http/ttl-cache.ts) when a compressed form has made it larger. */
  onResize(listener: () => void): void {
    this.#onResize = listener;
  }

  /** A weak entity tag of the content, worked out the first time it is asked for. */
  get etag(): string {
    this.#etag ??= weakEtag(this.raw);
    return this.#etag;
  }

  encoded(coding: ContentCoding): Promise<Buffer> {
    let body = this.#encoded.get(coding);
    if (!body) {
      body = compressors[coding](this.raw);
      this.#encoded.set(coding, body);
      body.then(
        (encoded) => {
          this.#bytes += encoded.length;
          this.#onResize?.();
        },
        // A failure is not kept: the next request tries again.
        () => this.#encoded.delete(coding),
      );
    }
    return body;
  }
}

/**
 * Sends the body in the coding the client prefers, with its ETag (and Last-Modified when known), or 304 when
 * the client's copy is current. The route's headers (type, status) are set already.
 */
export async function sendReusable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: ReusableBody,
  lastModified?: Date,
): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  // Conditions apply to successful answers only (RFC 9110 §13.2.1): a 404 is always sent whole.
  if (reply.statusCode >= 200 && reply.statusCode < 300) {
    reply.header('etag', body.etag);
    if (lastModified) reply.header('last-modified', lastModified.toUTCString());
    if (isNotModified(request, { etag: body.etag, lastModified })) return reply.code(304).send();
  }
  const coding =
    body.raw.length >= MIN_COMPRESSED_BYTES ? preferredCoding(request.headers['accept-encoding']) : undefined;
  if (!coding) return reply.send(body.raw);
  let encoded: Buffer;
  try {
    encoded = await body.encoded(coding);
  } catch (error) {
    request.log.warn({ err: error }, `Could not compress an answer with ${coding}; sent it uncompressed`);
    return reply.send(body.raw);
  }
  return reply.header('content-encoding', coding).send(encoded);
}
