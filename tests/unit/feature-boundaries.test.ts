// @vitest-environment node
// Proves the lint rule of biome.json that keeps features apart: a tiny project with the repository's
// Biome configuration, whose feature files import a sibling feature in every way one can, is linted by
// the real `biome lint`; each such import must be reported, and imports within a feature must not.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

const FILES: Record<string, string[]> = {
  // A feature's own files, at each depth, importing within the feature and from the shared layers.
  'src/features/alpha/screen.ts': ["'./state'", "'./api/client'", "'@shared/deal/deal'", "'../../lib/http'"],
  'src/features/alpha/api/client.ts': ["'../state'", "'./retry'", "'../../../shared/deal'"],
  'src/features/alpha/api/deep/parse.ts': ["'../../state'", "'../client'", "'@components/button'"],
  // Every way to reach the sibling feature beta, at every depth.
  'src/features/alpha/bad-alias.ts': ["'@features/beta/screen'", "'@features/beta/api/client/deep'"],
  'src/features/alpha/bad-relative.ts': ["'../beta/screen'", "'../beta/api/x/y'", "'../../features/beta/z'"],
  'src/features/alpha/api/bad-relative.ts': ["'../../beta/screen'", "'../../beta/a/b/c'"],
  'src/features/alpha/api/deep/bad-relative.ts': ["'../../../beta/screen'", "'../../../../features/beta'"],
  'src/features/alpha/bad-app.ts': ["'@app/router'", "'../../app/router'"],
};

function lintFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rarefinds-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  // The fixture is no git checkout; everything else is the repository's configuration.
  delete config.vcs;
  config.$schema = undefined;
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, sources] of Object.entries(FILES)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    const body = sources.map((source, index) => `import { x${index} } from ${source};`).join('\n');
    writeFileSync(
      join(dir, file),
      `${body}\nexport const all = [${sources.map((_, i) => `x${i}`).join(', ')}];\n`,
    );
  }
  try {
    return execFileSync(biome, ['lint', '--only=style/noRestrictedImports', '--max-diagnostics=200', 'src'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return `${failed.stdout}${failed.stderr}`;
  }
}

describe('the feature boundary lint rule', () => {
  const output = lintFixture();
  /** The "file:line" of every reported import. */
  const reported = new Set(
    [...output.matchAll(/(src\/features\/\S+?):(\d+):\d+ lint\/style\/noRestrictedImports/g)].map(
      (match) => `${match[1]}:${match[2]}`,
    ),
  );
  const linesOf = (file: string) => FILES[file]!.map((_, index) => `${file}:${index + 1}`);

  it.each(Object.keys(FILES).filter((file) => file.includes('/bad-')))(
    'reports every import of a sibling feature or the app in %s',
    (file) => {
      for (const line of linesOf(file)) expect(reported, output).toContain(line);
    },
  );

  it.each(Object.keys(FILES).filter((file) => !file.includes('/bad-')))(
    'lets %s import within its feature and from the shared layers',
    (file) => {
      for (const line of linesOf(file)) expect(reported, output).not.toContain(line);
    },
  );
});
