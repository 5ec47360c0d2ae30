// better-auth answers Web API Requests; Fastify has its own request and reply. These two functions carry
// a request across (with the client address Fastify worked out, so no header the client sent can choose
// it) and the answer back (status, headers, every Set-Cookie, body).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth.ts';
import { requestHeaders } from './members.ts';

/** Request headers that describe the original body or connection, not the one handed on. */
const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', CLIENT_IP_HEADER]);

export function toWebRequest(request: FastifyRequest, origin: string, body?: unknown): Request {
  const headers = requestHeaders(request);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
  });
}

/** Copies the answer's status and headers onto the reply; returns its body as text. */
export async function copyWebResponse(response: Response, reply: FastifyReply): Promise<string> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return response.text();
}
