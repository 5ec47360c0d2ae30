// The product a page states, from JSON-LD, microdata or Open Graph, in that order; its main product's price
// only, refused when it is no amount above zero or when its offers disagree.
import { describe, expect, it } from 'vitest';
import { EXTRACTION_REASONS, extractProduct, parsePrice } from './product-extraction.ts';

const PAGE = 'https://shop.example/p/kettle';
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const page = (head: string, body = '<h1>Kettle</h1>') =>
  `<!doctype html><html><head><title>Kettle</title>${head}</head><body>${body}</body></html>`;

describe('the product on a page, from JSON-LD', () => {
  it('reads a Product with one Offer', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Walnut &amp; brass kettle',
        image: ['/img/kettle.jpg', '/img/kettle-2.jpg'],
        gtin13: '4006381333931',
        sku: 'KT-1',
        offers: {
          '@type': 'Offer',
          price: '24.99',
          priceCurrency: 'eur',
          availability: 'https://schema.org/InStock',
        },
      }),
    );
    expect(extractProduct(html, PAGE)).toEqual({
      ok: true,
      product: {
        name: 'Walnut & brass kettle',
        image: 'https://shop.example/img/kettle.jpg',
        price: 24.99,
        currency: 'EUR',
        availability: 'in_stock',
        gtin: '4006381333931',
        sku: 'KT-1',
      },
    });
  });

  it('finds the Product in a @graph, in an array, through @id references, after other nodes', () => {
    const html = page(
      `${jsonLd([{ '@type': 'BreadcrumbList', itemListElement: [] }])}${jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': '#page', mainEntity: { '@id': '#product' } },
          {
            '@type': ['Product', 'Thing'],
            '@id': '#product',
            name: 'Kettle',
            image: { '@type': 'ImageObject', url: 'https://cdn.example/k.png' },
            offers: { '@id': '#offer' },
          },
          { '@type': 'Offer', '@id': '#offer', price: 30, priceCurrency: 'GBP', availability: 'OutOfStock' },
        ],
      })}`,
    );
    expect(extractProduct(html, PAGE)).toEqual({
      ok: true,
      product: {
        name: 'Kettle',
        image: 'https://cdn.example/k.png',
        price: 30,
        currency: 'GBP',
        availability: 'out_of_stock',
        gtin: null,
        sku: null,
      },
    });
  });

  it('takes offers as an array that agree, and an AggregateOffer by its lowPrice', () => {
    const offers = [
      {
        '@type': 'Offer',
        price: '19.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
      { '@type': 'Offer', price: 19, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    ];
    expect(extractProduct(page(jsonLd({ '@type': 'Product', name: 'Mug', offers })), PAGE)).toMatchObject({
      ok: true,
      product: { price: 19, currency: 'USD', availability: 'in_stock' },
    });
    const aggregate = {
      '@type': 'Product',
      name: 'Mug',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '12.50',
        highPrice: '40',
        priceCurrency: 'USD',
        offers: [
          { '@type': 'Offer', price: 12.5 },
          { '@type': 'Offer', price: 40 },
        ],
      },
    };
    expect(extractProduct(page(jsonLd(aggregate)), PAGE)).toMatchObject({
      ok: true,
      product: { price: 12.5, currency: 'USD', availability: 'unknown' },
    });
  });

  it('reads the price to pay from a priceSpecification, not the crossed-out list price', () => {
    const product = {
      '@type': 'Product',
      name: 'Mug',
      offers: {
        '@type': 'Offer',
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: 30,
          },
          { '@type': 'UnitPriceSpecification', price: 22, priceCurrency: 'CAD' },
        ],
      },
    };
    expect(extractProduct(page(jsonLd(product)), PAGE)).toMatchObject({
      ok: true,
      product: { price: 22, currency: 'CAD' },
    });
  });

  it('takes the first Product’s offer, not a related product’s price', () => {
    const html = page(
      jsonLd([
        {
          '@type': 'Product',
          name: 'Kettle',
          offers: { '@type': 'Offer', price: 24.99, priceCurrency: 'EUR' },
        },
        {
          '@type': 'Product',
          name: 'Toaster',
          offers: { '@type': 'Offer', price: 39, priceCurrency: 'EUR' },
        },
      ]),
    );
    expect(extractProduct(html, PAGE)).toMatchObject({ ok: true, product: { name: 'Kettle', price: 24.99 } });
  });

  it('refuses offers that disagree without a lowPrice, and prices of zero, below, or not a number', () => {
    const withOffers = (offers: unknown) => page(jsonLd({ '@type': 'Product', name: 'Mug', offers }));
    expect(
      extractProduct(
        withOffers([
          { '@type': 'Offer', price: 19, priceCurrency: 'USD' },
          { '@type': 'Offer', price: 24, priceCurrency: 'USD' },
        ]),
        PAGE,
      ),
    ).toEqual({ ok: false, reason: EXTRACTION_REASONS.conflicting });
    // One amount in two currencies is two prices too.
    expect(
      extractProduct(
        withOffers([
          { price: 19, priceCurrency: 'USD' },
          { price: 19, priceCurrency: 'CAD' },
        ]),
        PAGE,
      ),
    ).toEqual({ ok: false, reason: EXTRACTION_REASONS.conflicting });
    for (const price of [0, '0.00', -3, 'Free', '10-20', 'NaN', '1e400']) {
      expect({ price, answer: extractProduct(withOffers({ '@type': 'Offer', price }), PAGE) }).toEqual({
        price,
        answer: { ok: false, reason: EXTRACTION_REASONS.badPrice },
      });
    }
  });

  it('forgives a block wrapped in a comment, skips a broken one, and never runs a script', () => {
    const html = page(
      `<script type="application/ld+json">{"@type": "Product", broken</script>
<script>globalThis.ran = true; document.write('<meta property="product:price:amount" content="1">')</script>
<script type="application/ld+json"><!--
{"@type":"Product","name":"Kettle
 deluxe","offers":{"price":"18.5"}}
--></script>`,
    );
    expect(extractProduct(html, PAGE)).toMatchObject({
      ok: true,
      product: { name: 'Kettle deluxe', price: 18.5, currency: null },
    });
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});

describe('the product on a page, from microdata', () => {
  it('reads the first Product item, its nested Offer, and values from content, href and text', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Blue <b>enamel</b> kettle &ndash; 1.7&nbsp;l</h1>
  <img itemprop="image" src="/img/blue.jpg" alt="">
  <span itemprop="gtin13">0012345678905</span><meta itemprop="sku" content="BK-17">
  <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
    <span itemprop="price" content="1299.00">1,299.00 €</span>
    <meta itemprop="priceCurrency" content="EUR">
    <link itemprop="availability" href="https://schema.org/InStock">In stock
  </div>
  <div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Spare lid</span>
    <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">9.99</span></div>
  </div>
</div>`,
    );
    expect(extractProduct(html, PAGE)).toEqual({
      ok: true,
      product: {
        name: 'Blue enamel kettle – 1.7 l',
        image: 'https://shop.example/img/blue.jpg',
        price: 1299,
        currency: 'EUR',
        availability: 'in_stock',
        gtin: '0012345678905',
        sku: 'BK-17',
      },
    });
  });

  it('reads a price written as text, and a price put on the Product itself', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Product"><p itemprop="name">Lamp</p>
<p>Price: <span itemprop="price">24,99</span> <span itemprop="priceCurrency">EUR</span></p>
<link itemprop="availability" href="http://schema.org/OutOfStock"></div>`,
    );
    expect(extractProduct(html, PAGE)).toMatchObject({
      ok: true,
      product: { name: 'Lamp', price: 24.99, currency: 'EUR', availability: 'out_of_stock' },
    });
  });
});

describe('the product on a page, from Open Graph', () => {
  it('reads the product tags when there is no structured data', () => {
    const html = page(`<meta property="og:title" content="Kettle &quot;Classic&quot;">
<meta content="https://cdn.example/kettle.jpg" property="og:image">
<meta property="product:price:amount" content="49.90"><meta property="product:price:currency" content="CHF">
<meta property="og:availability" content="instock">`);
    expect(extractProduct(html, PAGE)).toEqual({
      ok: true,
      product: {
        name: 'Kettle "Classic"',
        image: 'https://cdn.example/kettle.jpg',
        price: 49.9,
        currency: 'CHF',
        availability: 'in_stock',
        gtin: null,
        sku: null,
      },
    });
  });

  it('comes last: structured data’s price wins, and fills in what the structured data lacks', () => {
    const html =
      page(`${jsonLd({ '@type': 'Product', name: 'Kettle', offers: { price: 20, priceCurrency: 'USD' } })}
<meta property="og:image" content="https://cdn.example/k.jpg"><meta property="product:price:amount" content="25">`);
    expect(extractProduct(html, PAGE)).toMatchObject({
      ok: true,
      product: { name: 'Kettle', price: 20, image: 'https://cdn.example/k.jpg' },
    });
  });
});

describe('a page without a price', () => {
  it('says so, whether it has a product without offers, no data at all, or is not HTML', () => {
    const noPrice = { ok: false, reason: 'We could not read a price from this page.' };
    expect(extractProduct(page(jsonLd({ '@type': 'Product', name: 'Kettle' })), PAGE)).toEqual(noPrice);
    expect(extractProduct(page('', '<p>Kettle, only 24.99 €!</p>'), PAGE)).toEqual(noPrice);
    expect(extractProduct('', PAGE)).toEqual(noPrice);
    expect(extractProduct('<<<>>><div "x=\'<script>', PAGE)).toEqual(noPrice);
  });
});

describe('prices as shops write them', () => {
  it('reads the usual ways of writing an amount and nothing else', () => {
    const cases: [unknown, number][] = [
      [24.99, 24.99],
      ['24.99', 24.99],
      ['$24.99', 24.99],
      ['24,99 €', 24.99],
      ['1,299.00', 1299],
      ['1.299,00', 1299],
      ['1,299', 1299],
      ["1'299.50", 1299.5],
      ['1 299,50', 1299.5],
      ['1.299.000', 1299000],
      ['USD 7', 7],
    ];
    for (const [written, amount] of cases)
      expect({ written, read: parsePrice(written) }).toEqual({ written, read: amount });
    for (const written of ['', 'call us', '10 - 20', null, {}, '1,2,3'])
      expect(parsePrice(written)).toBeNaN();
  });
});
