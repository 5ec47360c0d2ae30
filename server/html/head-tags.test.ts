import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags.ts';
import { parseIndexTemplate } from './index-template.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title data-rh="true">Default title</title>
    <meta data-rh="true" name="description" content="Default description" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the index template', () => {
  it('replaces the default title and description with the page tags at the marker', () => {
    const html = parseIndexTemplate(TEMPLATE).render({ headTags: '<title>Page</title>' });
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description');
    expect(html).not.toContain('<!--app-head-->');
    expect(html.indexOf('<title>Page</title>')).toBeLessThan(html.indexOf('/assets/index-abc.js'));
  });

  it('finds inline scripts so the CSP can admit them by hash', () => {
    const template = parseIndexTemplate(TEMPLATE.replace('</body>', '<script>window.x = 1;</script></body>'));
    expect(template.inlineScripts).toEqual(['window.x = 1;']);
    expect(parseIndexTemplate(TEMPLATE).inlineScripts).toEqual([]);
  });

  it("finds the app's entry script, which names the build", () => {
    expect(parseIndexTemplate(TEMPLATE).entryScript).toBe('/assets/index-abc.js');
    const later = TEMPLATE.replace(
      '<script type="module"',
      '<script type="application/ld+json">{}</script><script src="/legacy.js"></script><script type="module"',
    );
    expect(parseIndexTemplate(later).entryScript).toBe('/assets/index-abc.js');
    expect(parseIndexTemplate(TEMPLATE.replace(/<script[\s\S]*?<\/script>/, '')).entryScript).toBeUndefined();
  });

  it('puts server-rendered markup inside the root and the screen links at the end of the head', () => {
    const html = parseIndexTemplate(TEMPLATE).render({
      headTags: '<title>Page</title>',
      headEnd: '<link rel="stylesheet" href="/assets/faq.css">',
      body: '<main>FAQ</main>',
    });
    expect(html).toContain('<div id="root"><main>FAQ</main></div>');
    expect(html).toMatch(
      /\/assets\/index-abc\.js"><\/script>\s*<link rel="stylesheet" href="\/assets\/faq.css"><\/head>/,
    );
  });

  it('works without a marker by placing the tags before </head>', () => {
    const html = parseIndexTemplate(TEMPLATE.replace('<!--app-head-->', '')).render({
      headTags: '<title>Page</title>',
    });
    expect(html).toMatch(/<title>Page<\/title>\s*<\/head>/);
  });
});

describe('renderHeadTags', () => {
  it('escapes page text in tags and marks every tag for the app to take over', () => {
    const tags = renderHeadTags(
      {
        title: '"Quoted" <b>bold</b>',
        description: `It's 50% & more`,
        path: '/deal/x%20y',
        jsonLd: [{ name: '</script><script>alert(1)</script>' }],
      },
      'https://rarefinds.example',
    );
    expect(tags).toContain(
      '<title data-rh="true">&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt; | RareFinds</title>',
    );
    expect(tags).toContain('content="It&#39;s 50% &amp; more"');
    expect(tags).toContain('href="https://rarefinds.example/deal/x%20y"');
    expect(tags).not.toContain('</script><script>');
    const lines = tags.split('\n').map((line) => line.trim());
    expect(lines.every((line) => line.startsWith('<') && line.includes('data-rh="true"'))).toBe(true);
  });
});
