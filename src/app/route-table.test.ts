// The router's routes against the route table: every route's screen has a module, every module is routed,
// and each module is the file the server preloads for it (screenSourceFile).
import { readdirSync, readFileSync } from 'node:fs';
import { hasParameter, type ScreenName } from '@shared/site/routes';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, SCREENS_WITH_LISTING_AD, screenSourceFile, screens } from './route-table';

const screenNames = Object.keys(screens) as ScreenName[];
const routedScreens = new Set(SCREEN_ROUTES.map((route) => route.screen));

/** The screen modules in src/app/routes (the tests beside them left out); paths from the project's root. */
const screenFiles = readdirSync('src/app/routes')
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
  .map((file) => `src/app/routes/${file}`);

describe('the route table', () => {
  it('gives every route a screen with a module', () => {
    for (const { path, screen } of SCREEN_ROUTES)
      expect({ path, module: screen in screens }).toEqual({ path, module: true });
  });

  it('routes every screen module', () => {
    expect(screenNames.filter((screen) => !routedScreens.has(screen))).toEqual([]);
  });

  it('finds each screen in the file its name gives, and no screen file unlisted', () => {
    const named = screenNames.map(screenSourceFile);
    expect(named.toSorted()).toEqual(screenFiles.toSorted());
  });

  it('routes no pattern twice', () => {
    const patterns = SCREEN_ROUTES.map((route) => route.path);
    expect(patterns.filter((path, index) => patterns.indexOf(path) !== index)).toEqual([]);
  });

  it('lists fixed paths before patterns, and the catch-all last', () => {
    const patterns = SCREEN_ROUTES.map((route) => route.path);
    const firstPattern = patterns.findIndex(hasParameter);
    expect(patterns.slice(firstPattern, -1).every(hasParameter)).toBe(true);
    expect(patterns.at(-1)).toBe('*');
  });

  it('names as drawing the listing ad place exactly the screens whose files draw it', () => {
    const drawing = screenNames.filter((screen) =>
      readFileSync(screenSourceFile(screen), 'utf8').includes('placement="listing"'),
    );
    expect(drawing.toSorted()).toEqual([...SCREENS_WITH_LISTING_AD].toSorted());
  });
});
