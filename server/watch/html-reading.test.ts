// The page tokenizer: JSON-LD text, meta tags and microdata items with their nesting, from any HTML at all.
import { describe, expect, it } from 'vitest';
import { decodeEntities, type MicrodataItem, readPage } from './html-reading.ts';

const props = (item: MicrodataItem | undefined) => Object.fromEntries(item?.properties ?? []);

describe('reading a page', () => {
  it('decodes named and numeric character references, leaving unknown ones as written', () => {
    expect(decodeEntities('A&amp;B &lt;3 &euro;5 &#8364;&#x20AC; &eacute;t&eacute; &bogus; &#0;')).toBe(
      'A&B <3 €5 €€ été &bogus; \ufffd',
    );
  });

  it('keeps JSON-LD text as written, without running scripts or reading their tags', () => {
    const parts =
      readPage(`<script type="application/ld+json">{"name":"a &amp; b","html":"<meta content=x>"}</script>
<SCRIPT>document.write('<meta property="og:title" content="fake">')</SCRIPT><meta property="og:title" content='Real'>`);
    expect(parts.jsonLd).toEqual(['{"name":"a &amp; b","html":"<meta content=x>"}']);
    expect(parts.metas).toEqual([{ property: 'og:title', content: 'Real' }]);
  });

  it('nests microdata items by their itemprop, with values from attributes or text', () => {
    const parts = readPage(`<div itemscope itemtype="https://schema.org/Product">
<span itemprop="name brand">Kettle <i>XL</i></span><img itemprop=image src=/k.jpg>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><data itemprop="price" value="9.5">9,50</data>
<time itemprop="validFrom" datetime="2025-01-01">New year</time></div></div>
<p itemscope itemtype="https://schema.org/Thing"><span itemprop="name">Other</span></p>`);
    expect(parts.items.map((item) => item.types)).toEqual([
      ['https://schema.org/Product'],
      ['https://schema.org/Thing'],
    ]);
    const product = props(parts.items[0]);
    expect(product).toMatchObject({ name: ['Kettle XL'], brand: ['Kettle XL'], image: ['/k.jpg'] });
    expect(props(product.offers?.[0] as MicrodataItem)).toEqual({
      price: ['9.5'],
      validFrom: ['2025-01-01'],
    });
  });

  it('survives unclosed tags, stray brackets, endless quotes and comments', () => {
    for (const html of [
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Lamp',
      '<<<>>></div></span><a href="x',
      '<!-- never closed <meta property="og:title" content="x">',
      '<script type="application/ld+json">{"unclosed": true',
      `<p>${'<b>'.repeat(5000)}deep`,
    ]) {
      expect(() => readPage(html)).not.toThrow();
    }
    expect(props(readPage('<div itemscope><span itemprop="name">Lamp').items[0])).toEqual({ name: ['Lamp'] });
    expect(readPage('<!-- <meta property="og:title" content="x">').metas).toEqual([]);
  });
});
