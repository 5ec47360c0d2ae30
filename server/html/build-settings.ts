// The public build settings the server needs to match the built app: whether the build shows AdSense ads,
// and from where it loads the ad script. `vite build` writes them beside the page renderer (vite.config.ts);
// a build without the file (or a test fixture) has no ads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_SETTINGS_FILE = join('server', 'build-settings.json');

export interface BuildSettings {
  /** The ad script's address when the build has an AdSense client; null without ads. */
  adScriptUrl: string | null;
}

export function loadBuildSettings(distDir: string): BuildSettings {
  try {
    const settings = JSON.parse(readFileSync(join(distDir, BUILD_SETTINGS_FILE), 'utf8'));
    return { adScriptUrl: typeof settings.adScriptUrl === 'string' ? settings.adScriptUrl : null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { adScriptUrl: null };
    throw error;
  }
}
