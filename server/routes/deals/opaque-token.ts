// Cursors and sync tokens are JSON in base64url: opaque to clients, validated with zod when they return.
import type { z } from 'zod';

export const encodeToken = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The decoded value, or undefined for anything that is not a token this server made. */
export function decodeToken<T>(token: string, schema: z.ZodType<T>): T | undefined {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(token)) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
