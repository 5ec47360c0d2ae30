// The build's text files (scripts, stylesheets, the worker, the manifest, SVG pictures), read once and kept
// in the server's bounded memory of answers with their brotli and gzip forms, each made once. Sent through
// the compression plugin instead, every request compressed the file again in a stream of its own: a first
// visit of 200 shoppers at once held 200 brotli encoders of several MB each (RSS past 650 MB) and served 44
// requests a second. Files of other kinds (PNG, fonts) are already compressed and go out from the disk.
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReusableBody, sendReusable } from '../../http/reusable-body.ts';
import { type AnswerMemory, type KeptAnswer, TtlCache } from '../../http/ttl-cache.ts';

/** The content types of the files kept, by extension: those @fastify/static sends for them. */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Whether the build file at this URL path is kept (and compressed) in memory. */
export const isKeptFile = (urlPath: string): boolean => Object.hasOwn(TEXT_TYPES, extname(urlPath));

interface KeptFile extends KeptAnswer {
  lastModified: Date;
}

export interface KeptFiles {
  /** Sends the build file at `urlPath` (one isKeptFile accepts, listed in the build) with these cache rules. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    cacheControl: string,
  ): Promise<FastifyReply>;
}

export function createKeptFiles(distDir: string, memory: AnswerMemory): KeptFiles {
  const files = new TtlCache<KeptFile>(memory, 'build-files');
  // A build's files do not change while the server runs: kept until their room is needed.
  const read = async (urlPath: string): Promise<KeptFile> => {
    const path = join(distDir, urlPath);
    const [bytes, stats] = await Promise.all([readFile(path), stat(path)]);
    return { body: new ReusableBody(bytes), lastModified: stats.mtime, until: Number.POSITIVE_INFINITY };
  };
  return {
    async send(request, reply, urlPath, cacheControl) {
      const file = await files.getOrBuild(urlPath, 0, () => read(urlPath));
      reply.type(TEXT_TYPES[extname(urlPath)]!).header('cache-control', cacheControl);
      return sendReusable(request, reply, file.body, file.lastModified);
    },
  };
}
