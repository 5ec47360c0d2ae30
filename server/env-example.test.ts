// .env.example is the one list of the settings (docs/configuration.md). This test keeps it complete: every
// variable the server's configuration reads, and every build-time variable the app reads, must be named there.
// The sources are read as text, the way each one reads its environment:
// - server/env.ts: the keys of the schema the environment is parsed with (`NAME: z…` inside `z.object({`);
// - src/config/env.ts and vite.config.ts: each setting by its full name (`import.meta.env.NAME`,
//   `process.env.NAME`, `config.env.NAME`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readText = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

const VARIABLE = '[A-Z][A-Z0-9_]*';

/** The keys of the object schema server/env.ts parses the environment with. */
function serverSchemaKeys(source: string): string[] {
  const start = source.indexOf('z\n  .object({');
  const end = source.indexOf('\n  })\n', start);
  if (start < 0 || end < 0) throw new Error('server/env.ts: the z.object({ … }) schema was not found');
  const schema = source.slice(start, end);
  return [...schema.matchAll(new RegExp(`^ {4}(${VARIABLE}):`, 'gm'))].map((match) => match[1]!);
}

/** Every `….env.NAME` a file reads by its full name. */
const envReads = (source: string): string[] =>
  [...source.matchAll(new RegExp(`\\benv\\.(${VARIABLE})\\b`, 'g'))].map((match) => match[1]!);

/** The variables .env.example names, set (`NAME=…`) or shown commented out (`# NAME=…`). */
const exampleNames = (source: string): Set<string> =>
  new Set([...source.matchAll(new RegExp(`^(?:# ?)?(${VARIABLE})=`, 'gm'))].map((match) => match[1]!));

const unique = (names: string[]) => [...new Set(names)].sort();

describe('.env.example', () => {
  const documented = exampleNames(readText('.env.example'));

  it('names every variable the server reads (server/env.ts)', () => {
    const read = unique(serverSchemaKeys(readText('server/env.ts')));
    // The schema was found and read: a few variables it has always had.
    expect(read).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'TRUST_PROXY']));
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('names every build-time variable the app reads (src/config/env.ts, vite.config.ts)', () => {
    const read = unique([
      ...envReads(readText('src/config/env.ts')),
      ...envReads(readText('vite.config.ts')),
    ]).filter((name) => name.startsWith('VITE_') || name === 'APP_VERSION');
    expect(read).toEqual(expect.arrayContaining(['VITE_EMAILJS_PUBLIC_KEY', 'APP_VERSION']));
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});
