// @vitest-environment node
// Which built files only the console loads, as the precache leaves them out (vite-plugins/console-chunks.ts).
import { describe, expect, it } from 'vitest';
import { type BuildManifest, consoleOnlyFiles, isConsoleScreen } from '../../vite-plugins/console-chunks';

/** A small build: the app's entry, a shop screen and two console screens with what they import. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    isEntry: true,
    imports: ['_api-client.js'],
    dynamicImports: [
      'src/app/routes/home.tsx',
      'src/app/routes/admin.tsx',
      'src/app/routes/admin-comments.tsx',
    ],
  },
  '_api-client.js': { file: 'assets/api-client-2.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-3.js',
    imports: ['index.html', '_page-shell.js', '_coerce.js'],
  },
  '_page-shell.js': { file: 'assets/page-shell-4.js', css: ['assets/page-shell-4.css'] },
  // Shared by the shop and the console: stays.
  '_coerce.js': { file: 'assets/coerce-5.js' },
  'src/app/routes/admin.tsx': {
    file: 'assets/admin-6.js',
    imports: ['index.html', '_page-shell.js', '_use-staff-data.js'],
  },
  'src/app/routes/admin-comments.tsx': {
    file: 'assets/admin-comments-7.js',
    css: ['assets/admin-comments-7.css'],
    imports: ['index.html', '_use-staff-data.js', '_coerce.js'],
    dynamicImports: ['node_modules/chart/chart.js'],
  },
  // Console only, whatever its name.
  '_use-staff-data.js': {
    file: 'assets/use-staff-data-8.js',
    css: ['assets/use-staff-data-8.css'],
    imports: ['_api-client.js'],
  },
  'node_modules/chart/chart.js': { file: 'assets/chart-9.js' },
};

describe('consoleOnlyFiles', () => {
  it('names every file only the console screens load, and none the shop loads', () => {
    expect([...consoleOnlyFiles(MANIFEST)].sort()).toEqual([
      'assets/admin-6.js',
      'assets/admin-comments-7.css',
      'assets/admin-comments-7.js',
      'assets/chart-9.js',
      'assets/use-staff-data-8.css',
      'assets/use-staff-data-8.js',
    ]);
  });

  it('keeps a file the shop also loads, even when it reaches it only through another chunk', () => {
    const shopToo: BuildManifest = {
      ...MANIFEST,
      'src/app/routes/home.tsx': {
        file: 'assets/home-3.js',
        imports: ['_page-shell.js', '_use-staff-data.js'],
      },
    };
    const files = consoleOnlyFiles(shopToo);
    expect(files.has('assets/use-staff-data-8.js')).toBe(false);
    expect(files.has('assets/admin-6.js')).toBe(true);
  });

  it('knows the console screens by their route modules', () => {
    expect(
      [
        'src/app/routes/admin.tsx',
        'src/app/routes/admin-comments.tsx',
        'src/app/routes/home.tsx',
        '_admin.js',
      ].map(isConsoleScreen),
    ).toEqual([true, true, false, false]);
  });
});
