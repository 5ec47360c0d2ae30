import { describe, expect, it } from 'vitest';
import { PAGES } from './pages';
import { SITE_TITLE } from './site';
import { WEB_MANIFEST } from './web-manifest';

describe('web app manifest', () => {
  it('describes an installable standalone app', () => {
    expect(WEB_MANIFEST).toMatchObject({
      id: '/',
      short_name: SITE_TITLE,
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
    });
    expect(WEB_MANIFEST.name).toContain(SITE_TITLE);
    expect(WEB_MANIFEST.categories).toContain('shopping');
  });

  it('has 192 and 512 icons for both the any and the maskable purpose', () => {
    for (const purpose of ['any', 'maskable']) {
      const sizes = WEB_MANIFEST.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      expect(sizes).toEqual(['192x192', '512x512']);
    }
  });

  it('offers the three shortcuts, each with an icon', () => {
    expect(WEB_MANIFEST.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      PAGES.dealsToday.path,
      PAGES.search.path,
      PAGES.wishlist.path,
    ]);
    expect(WEB_MANIFEST.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      "Today's Deals",
      'Search',
      'Wishlist',
    ]);
    for (const shortcut of WEB_MANIFEST.shortcuts) expect(shortcut.icons).toHaveLength(1);
  });

  it('opens /submit filled in when a page is shared into the installed app', () => {
    expect(WEB_MANIFEST.share_target).toEqual({
      action: '/submit',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { url: 'url', title: 'title', text: 'text' },
    });
  });

  it('has a narrow and a wide screenshot', () => {
    expect(WEB_MANIFEST.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
  });
});
