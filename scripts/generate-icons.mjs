#!/usr/bin/env node
// Renders every icon of the installable app from ONE source, public/icons/icon.svg, with Debian's
// Chromium through Playwright (no native image libraries needed):
//   icons/icon-192.png, icons/icon-512.png            purpose 'any' (rounded tile, transparent corners)
//   icons/maskable-192.png, icons/maskable-512.png    purpose 'maskable' (full bleed, glyph inside the safe zone)
//   icons/apple-touch-icon.png                        180 px, full bleed (iOS rounds the corners itself)
//   icons/shortcut-*.png                              96 px, the tile with a glyph per manifest shortcut
//   icons/og-image.png                                1200x630 link preview
//   favicon.svg                                       a copy of the source
// With --screenshots it also starts our server on an existing build (default dist/,
// or --dist <dir>) and photographs the real app (the pages APP_SCREENSHOTS names) for the manifest's narrow
// and wide screenshots.
//
//   node scripts/generate-icons.mjs                       icons only
//   node scripts/generate-icons.mjs --screenshots         icons + screenshots of dist/
//   node scripts/generate-icons.mjs --screenshots-only --dist .tmp/dist-x
//
// Sizes and file names come from src/shared/site/web-manifest.ts, so the manifest and the files always agree.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';

register();
const { APP_ICONS, APP_SCREENSHOTS, APPLE_TOUCH_ICON, OG_IMAGE, SHORTCUT_ICON_SIZE, SHORTCUT_ICONS } =
  await import('../src/shared/site/web-manifest.ts');
const { SITE_DESCRIPTION, SITE_TITLE, TAGLINE } = await import('../src/shared/site/site.ts');
const { freePort } = await import('../tests/support/free-port.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');
const sourceSvg = readFileSync(join(publicDir, 'icons/icon.svg'), 'utf8');

const args = process.argv.slice(2);
const wantIcons = !args.includes('--screenshots-only');
const wantScreenshots = args.includes('--screenshots') || args.includes('--screenshots-only');
const distIndex = args.indexOf('--dist');
const distDir = resolve(root, distIndex >= 0 ? args[distIndex + 1] : 'dist');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Glyphs for the shortcut icons, drawn on the same 512 grid as the source icon.
const SHORTCUT_GLYPHS = {
  today:
    '<path d="M256 84c46 70 118 112 118 214 0 78-54 130-118 130s-118-52-118-126c0-62 34-98 62-134 4 50 26 78 56 86-12-56-20-112 0-170z" fill="#fff"/><path d="M256 300c22 28 46 46 46 80 0 28-20 48-46 48s-46-20-46-48c0-30 26-50 46-80z" fill="#fde68a"/>',
  search:
    '<circle cx="226" cy="226" r="106" fill="none" stroke="#fff" stroke-width="44"/><path d="M304 304l98 98" stroke="#fff" stroke-width="56" stroke-linecap="round"/>',
  wishlist:
    '<path d="M256 420C118 320 88 256 88 198c0-54 42-96 96-96 32 0 56 14 72 40 16-26 40-40 72-40 54 0 96 42 96 96 0 58-30 122-168 222z" fill="#fff"/>',
};

/** An expression that runs `fn(arg)` inside the page. */
const inPage = (fn, arg) => `(${fn.toString()})(${JSON.stringify(arg)})`;

/** Opens the source SVG inline in a blank page sized to the output, lets `prepare` adjust it, and saves a PNG. */
async function renderSvg(page, { size, file, transparent = false, prepare }) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${sourceSvg}`,
  );
  if (prepare) await page.evaluate(prepare);
  await page.screenshot({ path: join(publicDir, file), omitBackground: transparent });
  console.log(`  ${file} (${size}x${size})`);
}

// Full bleed: square background, glyph shrunk into the maskable safe zone (a centred circle of 80%).
function fullBleed(glyphScale) {
  const svg = document.querySelector('svg');
  svg.querySelector('#rf-background').setAttribute('rx', '0');
  svg
    .querySelector('#rf-glyph')
    .setAttribute('transform', `translate(256 256) scale(${glyphScale}) translate(-256 -256)`);
}

function replaceGlyph(markup) {
  document.querySelector('#rf-glyph').innerHTML = markup;
}

async function renderIcons(page) {
  console.log('Icons from public/icons/icon.svg:');
  for (const icon of APP_ICONS) {
    if (icon.purpose === 'any') {
      await renderSvg(page, { size: icon.size, file: icon.file, transparent: true });
    } else {
      await renderSvg(page, { size: icon.size, file: icon.file, prepare: inPage(fullBleed, 0.72) });
    }
  }
  await renderSvg(page, {
    size: APPLE_TOUCH_ICON.size,
    file: APPLE_TOUCH_ICON.file,
    prepare: inPage(fullBleed, 0.84),
  });
  for (const [name, file] of Object.entries(SHORTCUT_ICONS)) {
    await renderSvg(page, {
      size: SHORTCUT_ICON_SIZE,
      file,
      transparent: true,
      prepare: inPage(replaceGlyph, SHORTCUT_GLYPHS[name]),
    });
  }
  copyFileSync(join(publicDir, 'icons/icon.svg'), join(publicDir, 'favicon.svg'));
  console.log('  favicon.svg (copy of the source)');
}

async function renderOgImage(page) {
  const { width, height, file } = OG_IMAGE;
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html>
    <style>
      html, body { margin: 0; }
      body {
        width: ${width}px; height: ${height}px; box-sizing: border-box; padding: 0 96px;
        display: flex; align-items: center; gap: 64px;
        background: linear-gradient(135deg, #6d28d9 0%, #4c1d95 100%); color: #fff;
        font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
      }
      svg { width: 300px; height: 300px; flex: none; filter: drop-shadow(0 18px 40px rgba(0,0,0,.35)); }
      h1 { font-size: 104px; line-height: 1; margin: 0 0 20px; letter-spacing: -2px; }
      .tagline { font-size: 46px; margin: 0 0 28px; color: #ede9fe; }
      .about { font-size: 28px; line-height: 1.35; margin: 0; color: #ddd6fe; max-width: 640px; }
    </style>
    ${sourceSvg}
    <div><h1>${SITE_TITLE}</h1><p class="tagline">${TAGLINE}</p><p class="about">${SITE_DESCRIPTION}</p></div>`);
  await page.screenshot({ path: join(publicDir, file) });
  console.log(`  ${file} (${width}x${height})`);
}

async function waitForHealth(origin, server) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not become healthy in 60 s');
}

async function takeScreenshots(browser) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rarefinds-shots-'));
  const server = spawn(process.execPath, [join(distDir, 'server', 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(origin, server);
    console.log(`Screenshots of ${distDir}:`);
    mkdirSync(join(publicDir, 'screenshots'), { recursive: true });
    for (const shot of APP_SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
      // The deals arrive through the sync layer; wait for cards and their images, not for a fixed time.
      await page
        .locator('a[href^="/deal/"]')
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => console.warn('  (no deal cards appeared; taking the screenshot anyway)'));
      if (shot.startAtHeading) {
        await page.evaluate(() => {
          const heading = document.querySelector('h1');
          if (!heading) return;
          // instant: the site's smooth scrolling would still be moving when the picture is taken.
          const scrollTo = (top) => window.scrollTo({ top, behavior: 'instant' });
          scrollTo(heading.getBoundingClientRect().top + window.scrollY);
          // Leave room for whatever stays pinned to the top (the sticky disclosure banner).
          const pinned = [...document.querySelectorAll('body *')]
            .filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position))
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.top <= 1 && box.height > 0)
            .reduce((bottom, box) => Math.max(bottom, box.bottom), 0);
          scrollTo(window.scrollY - pinned - 16);
        });
      }
      // Images in view only: lazy images further down are not requested until scrolled to.
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((image) => image.complete),
      );
      await page.screenshot({ path: join(publicDir, shot.file) });
      console.log(`  ${shot.file} (${shot.width}x${shot.height}, ${shot.form_factor})`);
      await context.close();
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  if (wantIcons) {
    const page = await browser.newPage();
    await renderIcons(page);
    await renderOgImage(page);
    await page.close();
  }
  if (wantScreenshots) await takeScreenshots(browser);
} finally {
  await browser.close();
}
